import { expect, test, type Page } from "./fixtures"
import { appStarted } from "./app"
import { onePagePerTemplate } from "./routes"

/**
 * Security headers (docs/security-headers.md, src/lib/security/headers.ts): what the served
 * site answers, and every template loaded with its Content-Security-Policy enforced, lazy
 * parts included, with no violation and no console error (the template walk below is also
 * the suite's console-error check: every part of the page woken, as a visitor who accepted
 * cookies; axe's scans load every page at both widths as a new visitor). Run against
 * `npm run serve` (which applies gatsby-config's `headers` as the host does) after a build.
 */

interface Violation {
  directive: string
  blocked: string
  sample: string
}

interface Recorder {
  violations: () => Promise<Violation[]>
  /** Console messages about the policies. */
  console: string[]
  /** Every other console error and uncaught exception, with the URL it came from. */
  errors: Array<{ text: string; url: string }>
}

/** Records CSP violations from before any of the page's scripts run, console messages about the policies, and the page's errors. */
async function recordViolations(page: Page): Promise<Recorder> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] }
    w.__cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
    })
  })
  const console: string[] = []
  const errors: Recorder["errors"] = []
  page.on("console", (message) => {
    const text = message.text()
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions policy/i.test(text)) console.push(`${message.type()}: ${text}`)
    else if (message.type() === "error") errors.push({ text, url: message.location().url })
  })
  page.on("pageerror", (error) => errors.push({ text: error.message, url: page.url() }))
  return {
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
    console,
    errors,
  }
}

/** Walks down the page so every deferred part and lazy chunk near the viewport wakes, then back up. */
async function wakeTheWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
    // A frame per step, so each part that comes near the viewport can ask for its code. Headless
    // Chromium on a loaded machine can go without frames for a while (a CI run waited 30 s for
    // one, the page otherwise alive): a step waits for a frame or 250 ms, whichever comes first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => resolve())
          setTimeout(resolve, 250)
        }),
    )
  }
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}

const headersOf = async (page: Page, path: string): Promise<Record<string, string>> => {
  const response = await page.request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  return response.headers()
}

test.describe("the headers every response carries", () => {
  const expectSecurityHeaders = (headers: Record<string, string>) => {
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["x-frame-options"]).toBe("DENY")
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  }

  test("an HTML page: the site's policy, revalidated every time", async ({ page }) => {
    const headers = await headersOf(page, "/pricing")
    expectSecurityHeaders(headers)
    const policy = headers["content-security-policy"]!
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+( |;)/)
    expect(policy.split(";").find((directive) => directive.trim().startsWith("script-src"))).not.toContain("unsafe-inline")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })

  test("a hashed asset: cached for a year, immutable", async ({ page }) => {
    const html = await (await page.request.get("/pricing")).text()
    const loader = /<script id="gatsby-boot-after-paint" data-src="([^"]+)"/.exec(html)
    const app = loader?.[1]?.split(" ").find((src) => /^\/app-[0-9a-f]{8}\.js$/.test(src))
    expect(app, "the page's boot loader lists the app bundle").toBeDefined()
    const headers = await headersOf(page, app!)
    expectSecurityHeaders(headers)
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    const font = /\/static\/[^"')\s]+\.woff2/.exec(html)?.[0]
    expect(font).toBeDefined()
    expect((await headersOf(page, font!))["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  test("page-data: revalidated every time", async ({ page }) => {
    const headers = await headersOf(page, "/page-data/pricing/page-data.json")
    expectSecurityHeaders(headers)
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })

  test("a Function's response: its own strict policy, as on the host, where header rules apply to files only", async ({ page }) => {
    const headers = await headersOf(page, "/api/check-linkedin-crm-status")
    expectSecurityHeaders(headers)
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none';/)
    // The no-JavaScript answer pages (lib/html/plain-page.ts).
    for (const path of ["/api/blog-search?q=pipeline", "/api/integrations?plan=starter", "/api/thank-you-notes-search?q=coffee"]) {
      const plainPage = await headersOf(page, path)
      expectSecurityHeaders(plainPage)
      expect(plainPage["content-security-policy"], path).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/)
    }
  })
})

test("the policy is enforced: a script injected into the page does not run and is reported", async ({ page }) => {
  const recorder = await recordViolations(page)
  await page.goto("/pricing")
  await appStarted(page)
  const ran = await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.body.append(script)
    return (window as unknown as { __injected?: boolean }).__injected ?? false
  })
  expect(ran).toBe(false)
  await expect.poll(async () => (await recorder.violations()).map((violation) => violation.directive)).toContain("script-src-elem")
})

test.describe("every template loads with the policy enforced, nothing blocked and no console error", () => {
  for (const [template, path] of Object.entries(onePagePerTemplate)) {
    test(`${template} (${path})`, async ({ page, baseURL }) => {
      const recorder = await recordViolations(page)
      const response = await page.goto(path)
      await appStarted(page)
      await wakeTheWholePage(page)
      expect(await recorder.violations()).toEqual([])
      expect(recorder.console).toEqual([])
      // A missing page's 404s are its answer, not errors: the browser logs its document's, and
      // Gatsby's loader asks for the path's page-data before it shows the 404 page.
      const answers404 = new Set([new URL(path, baseURL).href, new URL(`/page-data${path}/page-data.json`, baseURL).href])
      const isTheAnswer = (error: Recorder["errors"][number]) => response?.status() === 404 && answers404.has(error.url) && error.text.includes("404")
      const errors = recorder.errors.filter((error) => !isTheAnswer(error))
      expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([])
    })
  }
})

test.describe("lazy parts load with nothing blocked", () => {
  test("the demo dialog, opened from the navigation", async ({ page }) => {
    const recorder = await recordViolations(page)
    await page.goto("/pricing")
    await appStarted(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Features" }).click()
    await page.getByRole("button", { name: "Request a demo" }).click()
    const dialog = page.getByRole("dialog", { name: "It's demo time" })
    await expect(dialog.getByLabel("Work email")).toBeVisible()
    await dialog.getByLabel("Work email").fill("csp-check@e2e.example")
    await page.waitForLoadState("networkidle")
    expect(await recorder.violations()).toEqual([])
    expect(recorder.console).toEqual([])
  })

  test("a video facade, played", async ({ page }) => {
    const recorder = await recordViolations(page)
    await page.goto("/resources/asking-for-reviews-when-a-project-wraps")
    await appStarted(page)
    await page.evaluate(() => document.querySelector(".embedded-video")?.scrollIntoView({ block: "center", behavior: "instant" }))
    const play = page.getByRole("button", { name: /^Play video: / }).first()
    await expect(play).toBeVisible()
    await play.click()
    await expect(page.locator(".embedded-video video")).toHaveCount(1)
    await expect
      .poll(() => page.locator(".embedded-video video").evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0)
    expect(await recorder.violations()).toEqual([])
    expect(recorder.console).toEqual([])
  })

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test("the mobile menu, opened, with a submenu", async ({ page }) => {
      const recorder = await recordViolations(page)
      await page.goto("/")
      await appStarted(page)
      await page.getByRole("button", { name: "Open menu" }).click()
      const menu = page.getByRole("navigation", { name: "Main (mobile)" })
      await menu.getByRole("button", { name: "Features" }).click()
      await expect(menu.getByRole("link", { name: "Track deals" })).toBeVisible()
      await page.waitForLoadState("networkidle")
      expect(await recorder.violations()).toEqual([])
      expect(recorder.console).toEqual([])
    })
  })
})
