import { expect, test, type BrowserContext, type Page } from "./fixtures"
import { appStarted } from "./app"

/** Cookies as the browser really stored them, after attribution ran on client start. */
async function cookieJar(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]))
}

async function firstTouch(context: BrowserContext): Promise<Record<string, string>> {
  const raw = (await cookieJar(context)).rapport_ft
  expect(raw, "rapport_ft is set").toBeTruthy()
  return JSON.parse(raw!) as Record<string, string>
}

/** Waits until attribution (the early script in the page) has written the first-touch cookie. */
async function visit(page: Page, path: string, referer?: string): Promise<void> {
  await page.goto(path, referer ? { referer } : undefined)
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "rapport_ft")).toBe(true)
}

/** Records every cookie string the page writes, to check the attributes it asked for. */
async function recordCookieWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!
    const writes: string[] = []
    ;(window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value)
        descriptor.set!.call(document, value)
      },
    })
  })
}

const cookieWrites = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites)

test("a campaign visit stores UTM cookies and a first-touch record with the campaign", async ({ page, context }) => {
  await recordCookieWrites(page)
  await visit(page, "/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=autumn_launch&utm_term=crm&utm_content=hero&promo_code=AUTUMN")
  const jar = await cookieJar(context)
  expect(jar).toMatchObject({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "autumn_launch",
    utm_term: "crm",
    utm_content: "hero",
    promo_code: "AUTUMN",
  })
  const ft = await firstTouch(context)
  expect(ft).toMatchObject({ source: "newsletter", medium: "email", campaign: "autumn_launch", term: "crm", content: "hero", landing_page: "/pricing" })
  expect(new Date(ft.first_seen_ts!).toString()).not.toBe("Invalid Date")
  const cookie = (await context.cookies()).find((c) => c.name === "rapport_ft")!
  expect(cookie.path).toBe("/")
  expect(cookie.sameSite).toBe("Lax")
  // localhost is not under the parent domain: no Domain attribute, so the cookie stays host-only.
  expect(cookie.domain).toBe("127.0.0.1")
  // The page asks for 730 days (SPEC 9.2); Chromium caps every cookie at 400 days, so that is what it stores.
  const written = (await cookieWrites(page)).find((w) => w.startsWith("rapport_ft="))!
  expect(written).toMatch(/max-age=63072000/i)
  expect(written).toMatch(/samesite=lax/i)
  expect(written).not.toMatch(/secure|domain=/i)
  expect((cookie.expires - Date.now() / 1000) / 86400).toBeGreaterThan(399)
  const utm = (await context.cookies()).find((c) => c.name === "utm_source")!
  expect((utm.expires - Date.now() / 1000) / 86400).toBeCloseTo(90, 0)
  expect((await cookieWrites(page)).find((w) => w.startsWith("utm_source="))).toMatch(/max-age=7776000/i)
})

test("a gclid visit is classified cpc / google and first-touch referrer is google_ads_blocked", async ({ page, context }) => {
  await visit(page, "/manage-contacts?gclid=TeSt-123")
  const ft = await firstTouch(context)
  expect(ft).toMatchObject({ gclid: "TeSt-123", referrer: "google_ads_blocked", source: "google", medium: "cpc" })
  expect((await cookieJar(context)).gclid).toBe("TeSt-123")
})

test("a visit from a referrer records it as the first-touch referrer", async ({ page, context }) => {
  await visit(page, "/resources", "https://www.linkedin.com/feed/")
  const ft = await firstTouch(context)
  expect(ft.referrer).toBe("https://www.linkedin.com/feed/")
  expect(ft.source).toBe("linkedin")
  expect(ft.medium).toBe("social")
})

test("a /signup landing with no referrer is a direct visit", async ({ page, context }) => {
  await visit(page, "/signup")
  expect((await firstTouch(context)).referrer).toBe("direct_visit")
})

test("a corrupted rapport_ft cookie is logged, deleted and rebuilt", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "rapport_ft", value: "{not json", url: baseURL! }])
  const messages: string[] = []
  page.on("console", (m) => messages.push(m.text()))
  await page.goto("/pricing?utm_source=rebuild")
  await expect.poll(async () => (await cookieJar(context)).rapport_ft).not.toBe("{not json")
  const ft = await firstTouch(context)
  expect(ft.source).toBe("rebuild")
  expect(messages.some((m) => m.includes("rapport_ft cookie holds invalid JSON"))).toBe(true)
})

test("a second visit does not overwrite the first touch, and campaign links carry the first campaign", async ({ page, context }) => {
  await visit(page, "/pricing?utm_source=first_source&utm_medium=cpc_test&utm_campaign=first_campaign")
  const before = await firstTouch(context)
  await page.goto("/manage-contacts?utm_source=second_source&utm_campaign=second_campaign")
  await page.waitForLoadState("networkidle")
  const after = await firstTouch(context)
  expect(after).toEqual(before)
  // A full page load initialises again: existing attribution cookies are not overwritten.
  expect((await cookieJar(context)).utm_source).toBe("first_source")
  // Sign-up links carry this visit's campaign parameters and the non-empty first_* fields of the first touch.
  const href = await page.getByRole("banner").getByRole("link", { name: "Try Rapport free" }).first().getAttribute("href")
  const query = new URL(href!, "http://x").searchParams
  expect(query.get("utm_source")).toBe("second_source")
  expect(query.get("utm_campaign")).toBe("second_campaign")
  expect(query.get("first_source")).toBe("first_source")
  expect(query.get("first_campaign")).toBe("first_campaign")
  expect(query.has("first_gclid")).toBe(false)
})

test("a client-side navigation updates attribution from the new page's defaults", async ({ page, context }) => {
  await visit(page, "/pricing")
  // The cookies exist before the app starts (the early script); navigating needs the app's router
  // to be mounted: Gatsby defines ___navigate when its bundle runs, before the first page hydrates,
  // and a history change before the router listens is never seen.
  await appStarted(page)
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/small-business-crm"))
  await expect.poll(async () => (await cookieJar(context)).utm_source).toBe("linkedin")
  expect((await cookieJar(context)).utm_campaign).toBe("smb_q4")
})

test("the logged-in cookie switches the navigation CTA to 'Go to Rapport'", async ({ page, context, baseURL }) => {
  await page.goto("/pricing")
  await expect(page.getByRole("banner").getByRole("link", { name: "Try Rapport free" }).first()).toBeVisible()
  await context.addCookies([{ name: "logged_in_rapport_user", value: "true", url: baseURL! }])
  await page.goto("/pricing")
  const cta = page.getByRole("link", { name: "Go to Rapport" }).first()
  await expect(cta).toBeVisible()
  expect(await cta.getAttribute("href")).toMatch(/^https:\/\/app\.rapport\.example\/users\/sign_in/)
  await expect(page.getByRole("banner").getByRole("link", { name: /^Try .*free$/ })).toHaveCount(0)
  await expect(page.getByRole("banner").getByRole("link", { name: "Get demo" })).toHaveCount(0)
})

test("CTA clicks reach the dataLayer, and a broken dataLayer never stops the click", async ({ page }) => {
  await page.goto("/pricing")
  await appStarted(page)
  await page.getByRole("banner").getByRole("link", { name: "Try Rapport free" }).first().click()
  await expect(page).toHaveURL(/\/signup/)
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: Array<Record<string, string>> }).dataLayer.filter((e) => e.event === "rapport_event"),
  )
  expect(events).toContainEqual(expect.objectContaining({ eventCategory: "Free Trial", eventAction: "Sign Up - Try Rapport free" }))

  await page.goto("/pricing")
  await appStarted(page)
  await page.evaluate(() =>
    Object.defineProperty(window, "dataLayer", {
      value: Object.freeze({
        push: () => {
          throw new Error("blocked")
        },
      }),
      configurable: true,
    }),
  )
  await page.getByRole("banner").getByRole("link", { name: "Try Rapport free" }).first().click()
  await expect(page).toHaveURL(/\/signup/)
})

test.describe("before hydration, independently of it (the early script inlined in every page)", () => {
  /** Every JavaScript file the site serves: the webpack runtime, React, the app and every chunk. */
  async function blockEveryBundle(page: Page): Promise<string[]> {
    const blocked: string[] = []
    await page.route(/\.js(\?.*)?$/, (route) => {
      blocked.push(new URL(route.request().url()).pathname)
      return route.abort()
    })
    return blocked
  }

  test("a campaign landing is recorded when none of the site's bundles ever loads", async ({ page, context }) => {
    const blocked = await blockEveryBundle(page)
    await page.goto("/pricing?utm_source=early_bird&utm_medium=email&utm_campaign=no_js", { waitUntil: "domcontentloaded" })
    await expect.poll(async () => (await cookieJar(context)).utm_campaign).toBe("no_js")
    expect(await cookieJar(context)).toMatchObject({ utm_source: "early_bird", utm_medium: "email" })
    expect(await firstTouch(context)).toMatchObject({ source: "early_bird", medium: "email", campaign: "no_js", landing_page: "/pricing" })
    // The bundles really were asked for and refused, and the app never started.
    await expect.poll(() => blocked.some((path) => /^\/app-[\w]+\.js$/.test(path))).toBe(true)
    expect(await page.evaluate(() => "___loader" in window)).toBe(false)
  })

  test("a sign-up link clicked before the app is live still carries the campaign", async ({ page }) => {
    await blockEveryBundle(page)
    await page.goto("/pricing?utm_source=early_bird&utm_medium=email&utm_campaign=no_js", { waitUntil: "domcontentloaded" })
    const signup = page.getByRole("main").getByRole("link", { name: "Try Rapport free" }).first()
    await expect(signup).toHaveAttribute("href", /^\/signup/)
    await Promise.all([page.waitForURL(/\/signup/), signup.click()])
    const landed = new URL(page.url())
    expect(landed.pathname).toBe("/signup")
    expect(Object.fromEntries(landed.searchParams)).toMatchObject({ utm_source: "early_bird", utm_medium: "email", utm_campaign: "no_js" })
  })

  test("the landing page's entry defaults apply without the bundles", async ({ page, context }) => {
    await blockEveryBundle(page)
    await page.goto("/small-business-crm", { waitUntil: "domcontentloaded" })
    await expect.poll(async () => (await cookieJar(context)).utm_source).toBe("linkedin")
    expect(await cookieJar(context)).toMatchObject({ utm_medium: "paid_social", utm_campaign: "smb_q4" })
    expect((await firstTouch(context)).landing_page).toBe("/small-business-crm")
  })

  test("the cookies are written a task after the document is parsed, before any bundle runs", async ({ page, context }) => {
    await page.goto("/resources?utm_source=parse_time", { waitUntil: "commit" })
    // DOMContentLoaded fires when parsing ends; the early script queued its rules while the parser
    // reached it, so they have run by the next task, and the boot scripts have not (no Gatsby loader yet).
    const atParse = await page.evaluate(
      () =>
        new Promise<{ cookie: string; appStarted: boolean }>((resolve) => {
          const read = (): void => resolve({ cookie: document.cookie, appStarted: "___loader" in window })
          const nextTask = (): void => void window.setTimeout(read, 0)
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", nextTask, { once: true })
          else nextTask()
        }),
    )
    expect(atParse.appStarted).toBe(false)
    const cookieAtParse = atParse.cookie
    expect(cookieAtParse).toMatch(/(^|; )utm_source=parse_time(;|$)/)
    expect(cookieAtParse).toMatch(/(^|; )rapport_ft=/)
    // The app, once it starts, publishes the same visit: sign-up links carry the campaign.
    const cta = page.getByRole("banner").getByRole("link", { name: "Try Rapport free" }).first()
    await expect.poll(async () => new URL((await cta.getAttribute("href")) ?? "", "http://x").searchParams.get("utm_source")).toBe("parse_time")
    expect((await firstTouch(context)).source).toBe("parse_time")
  })
})
