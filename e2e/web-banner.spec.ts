import { expect, test, type Page } from "./fixtures"
import { loadContent } from "../cms/content-store"
import { isBannerActive } from "../src/lib/banner/status"
import { appStarted, footerAwake } from "./app"

/**
 * The web banner (SPEC 2.2) and the footer's network-page status check (SPEC 2.8, 7.3)
 * on the built site. The expectations follow the content the site was built from.
 */
const webBanner = loadContent().globals.find((g) => g.handle === "webBanner") as { webBannerStatus?: string | null } | undefined
const networkPage = loadContent().entries.find((e) => e.uri === "linkedin-crm" && e.enabled) as { index?: boolean | null } | undefined

test("the sample content keeps the banner off, so no page shows it", async ({ page }) => {
  expect(isBannerActive(webBanner?.webBannerStatus)).toBe(false)
  for (const path of ["/", "/pricing"]) {
    await page.goto(path)
    await appStarted(page)
    await expect(page.locator("header").first()).toBeVisible()
    await expect(page.getByRole("complementary", { name: "Announcement" })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Dismiss announcement" })).toHaveCount(0)
    // The header starts at the top of the page: nothing pushes it down.
    expect((await page.locator("header").first().boundingBox())?.y).toBe(0)
  }
})

test("with the banner off, no page fetches the banner's code", async ({ page }) => {
  const scripts: Array<Promise<string>> = []
  page.on("response", (response) => {
    if (/\.js(\?|$)/.test(new URL(response.url()).pathname)) scripts.push(response.text())
  })
  await page.goto("/pricing")
  await appStarted(page)
  await footerAwake(page)
  const bodies = await Promise.all(scripts)
  // Every script the page fetched, the navigation's and the footer's among them, but not the banner's (components/layout/WebBanner.tsx).
  expect(bodies.some((body) => body.includes("Main (mobile)"))).toBe(true)
  expect(bodies.filter((body) => body.includes("Dismiss announcement"))).toEqual([])
})

test("the status Function answers { index: true } for the sample network page", async ({ request }) => {
  expect(networkPage?.index).not.toBe(false)
  const response = await request.get("/api/check-linkedin-crm-status")
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ index: true })
})

/** The footer's column of network links, scrolled to: the footer's code wakes (and asks) as it nears the viewport (slices/site-footer.tsx). */
async function footerColumn(page: Page) {
  await footerAwake(page)
  return page.getByRole("contentinfo").getByRole("navigation", { name: "Rapport x Google" })
}

test("the footer asks the status Function and keeps the LinkedIn CRM link", async ({ page }) => {
  const check = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/check-linkedin-crm-status")
  await page.goto("/pricing")
  const column = await footerColumn(page)
  expect((await check).status()).toBe(200)
  await expect(column.getByRole("link", { name: "LinkedIn CRM" })).toHaveAttribute("href", "/linkedin-crm")
})

test("the footer hides the link when the Function says index false, and keeps it when the Function fails", async ({ page }) => {
  await page.route("**/api/check-linkedin-crm-status", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"index":false}' }))
  await page.goto("/pricing")
  const column = await footerColumn(page)
  await expect(column.getByRole("link", { name: "LinkedIn CRM" })).toHaveCount(0)
  await expect(column.getByRole("link", { name: "Small business CRM" })).toBeVisible()

  await page.unroute("**/api/check-linkedin-crm-status")
  await page.route("**/api/check-linkedin-crm-status", (route) => route.fulfill({ status: 502, contentType: "application/json", body: '{"index":true}' }))
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  await page.reload()
  await footerColumn(page)
  await expect.poll(() => errors.some((e) => e.includes("check-linkedin-crm-status"))).toBe(true)
  await expect(column.getByRole("link", { name: "LinkedIn CRM" })).toBeVisible()
})
