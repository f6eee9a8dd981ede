import { expect, test } from "./fixtures"
import { onePagePerTemplate } from "./routes"

// A page wider than the screen scrolls sideways on a phone: every template fits its viewport.
for (const [template, path] of Object.entries(onePagePerTemplate)) {
  test(`${template} (${path}) is no wider than the viewport`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(viewport)
  })
}

// The first paint waits for the main content (gatsby-ssr.tsx, rel="expect"): on every template the
// element it names is the page's <main>, so it never waits for the whole document instead.
test("every template's first paint waits for its <main>, an element the page has", async ({ request }) => {
  for (const [template, path] of Object.entries(onePagePerTemplate)) {
    const html = await (await request.get(path)).text()
    const expectLinks = [...html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/?>/g)].map((match) => match[1])
    expect(expectLinks, template).toEqual(["main"])
    expect(html, template).toMatch(/<main id="main"/)
  }
})
