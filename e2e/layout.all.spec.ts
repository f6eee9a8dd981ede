import { expect, test } from "@playwright/test"
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
