import { resolve } from "node:path"
import { expect, test } from "./fixtures"
import { appStarted, layoutSettled } from "./app"
import { axeViolations } from "./axe"
import { listBuiltPages } from "../scripts/html/built-pages"
import { AXE_SCAN_TAG } from "../scripts/browser-tests"

/**
 * axe on every page of the built site (issue 14), at 1440 px and at 390 px (this file runs
 * in both projects). The pages are those of public/, the folder the tests serve, found as
 * the HTML validation finds them (scripts/html/built-pages.ts): every entry, the paginated
 * listing pages and the 404s, so a new page or template is scanned without a list to keep.
 * One test per page, so a report names the page and its violations.
 * axe's rules and how it runs: e2e/axe.ts.
 */
const pages = listBuiltPages(resolve(__dirname, "../public"))
if (pages.length === 0) throw new Error("no pages under public/: run npm run build before the browser tests")

// Tagged for scripts/browser-tests.ts, which runs the scans on two workers after the other tests.
test.describe("axe finds no violations", { tag: AXE_SCAN_TAG }, () => {
  // As a new visitor, with the consent banner showing (issue 32): it is on every page a first
  // visit meets, and the skip link must stay the page's first link beside it.
  test.use({ consent: null })
  // The home page is long (1,400 elements): under load its scan alone took up to 25 s.
  test.setTimeout(90_000)
  for (const { path } of pages) {
    test(path, async ({ page }) => {
      await page.goto(path)
      // The hydrated page, not network quiet (e2e/app.ts says why).
      await appStarted(page)
      // Sections whose layout is skipped while the page loads (src/lib/loading/settle-layout.ts)
      // have no real size until they settle; axe's target-size rule measured one mid-way in a CI run.
      await layoutSettled(page)
      expect(await axeViolations(page), `axe violations on ${path}`).toEqual([])
    })
  }
})

// The consent banner's dialog (components/consent), opened from the banner, with every cookie list
// open: the page scans above cover the banner itself.
test.describe("axe finds no violations in the consent banner and dialog", { tag: AXE_SCAN_TAG }, () => {
  test.use({ consent: null })
  test.setTimeout(90_000)

  test("the banner, then the preferences dialog", async ({ page }) => {
    await page.goto("/pricing")
    await appStarted(page)
    const banner = page.getByRole("region", { name: "Cookie choices" })
    await expect(banner).toBeVisible()
    expect(await axeViolations(page, "[data-consent-banner]")).toEqual([])
    await banner.getByRole("button", { name: "Choose cookies" }).click()
    const dialog = page.getByRole("dialog", { name: "Cookie settings" })
    await expect(dialog).toBeVisible()
    // Open every cookie list, so their contents are scanned too.
    for (const summary of await dialog.locator("summary").all()) await summary.click()
    expect(await axeViolations(page, "dialog[open]")).toEqual([])
  })
})
