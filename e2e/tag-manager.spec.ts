import { expect, test, type Page } from "./fixtures"
import { appStarted } from "./app"

/**
 * The tag manager (lib/analytics/tag-manager.ts) against the built site. The container is
 * chosen at build time: run these with the GATSBY_GTM_ID the site was built with
 * (`GATSBY_GTM_ID=GTM-RAPPORT1 npm run build && GATSBY_GTM_ID=GTM-RAPPORT1 npx playwright test e2e/tag-manager.spec.ts`),
 * or unset for a build without one. Google's server is never reached: its requests go to a stub.
 */
const containerId = process.env.GATSBY_GTM_ID?.trim() || null

test.beforeEach(async ({ page }) => {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__tagManagerStubRan = (window.__tagManagerStubRan || 0) + 1" }),
  )
})

/** After the page has loaded and the main thread has been idle twice: the site's idle work (gatsby-browser) has run by then. */
async function pageIdle(page: Page): Promise<void> {
  await page.waitForLoadState("load")
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 })),
  )
}

test(
  containerId
    ? `with ${containerId} at build: gtm.js loads after the page is idle and reads the site's dataLayer`
    : "without GATSBY_GTM_ID at build: no tag manager request, no script, no error",
  async ({ page }) => {
    const requests: string[] = []
    page.on("request", (request) => {
      if (request.url().startsWith("https://www.googletagmanager.com/")) requests.push(request.url())
    })
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.addInitScript(() => {
      // Whether gtm.js was on the page when the body had been parsed: it must come later.
      document.addEventListener("DOMContentLoaded", () => {
        ;(window as unknown as { tagManagerAtParse: boolean }).tagManagerAtParse = document.querySelector('script[src*="googletagmanager.com"]') !== null
      })
    })
    await page.goto("/pricing")
    await appStarted(page)
    await pageIdle(page)
    expect(await page.evaluate(() => (window as unknown as { tagManagerAtParse: boolean }).tagManagerAtParse)).toBe(false)
    if (containerId) {
      const script = page.locator('script[src^="https://www.googletagmanager.com/gtm.js"]')
      await expect(script).toHaveAttribute("src", `https://www.googletagmanager.com/gtm.js?id=${containerId}`)
      await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerStubRan?: number }).__tagManagerStubRan)).toBe(1)
      expect(requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${containerId}`])
      const start = await page.evaluate(() =>
        (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((event) => event.event === "gtm.js"),
      )
      expect(start).toEqual({ event: "gtm.js", "gtm.start": expect.any(Number) })
    } else {
      await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0)
      expect(requests).toEqual([])
    }
    expect(errors).toEqual([])
  },
)

// Consent first (DESIGN 7): every other test here runs as a visitor who accepted all (e2e/fixtures.ts).
test.describe("a new visitor", () => {
  test.use({ consent: null })

  test(
    containerId
      ? `${containerId}: no tag manager until the visitor allows analytics; then it loads, after the Consent Mode update`
      : "without GATSBY_GTM_ID: no tag manager, whatever the visitor chooses",
    async ({ page }) => {
      const requests: string[] = []
      page.on("request", (request) => {
        if (request.url().startsWith("https://www.googletagmanager.com/")) requests.push(request.url())
      })
      await page.goto("/pricing")
      await appStarted(page)
      await pageIdle(page)
      await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0)
      expect(requests).toEqual([])
      await page.getByRole("region", { name: "Cookie choices" }).getByRole("button", { name: "Accept all" }).click()
      if (!containerId) {
        await pageIdle(page)
        expect(requests).toEqual([])
        return
      }
      await expect.poll(() => requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${containerId}`])
      // The consent update is in the dataLayer before the container's start event.
      const order = await page.evaluate(() =>
        (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
          (entry as ArrayLike<unknown>)[0] === "consent" ? `consent ${String((entry as ArrayLike<unknown>)[1])}` : String((entry as { event?: unknown }).event),
        ),
      )
      expect(order.indexOf("consent update")).toBeGreaterThan(-1)
      expect(order.indexOf("consent update")).toBeLessThan(order.indexOf("gtm.js"))
    },
  )
})
