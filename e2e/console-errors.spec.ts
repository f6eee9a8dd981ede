import { expect, test } from "./fixtures"
import { onePagePerTemplate } from "./routes"

// One page per template; axe runs on every page at both widths (accessibility.all.spec.ts).
test.describe("no console errors", () => {
  for (const [template, path] of Object.entries(onePagePerTemplate)) {
    if (template === "404") continue // the browser itself logs the 404 of the document
    test(`${template} (${path})`, async ({ page }) => {
      const errors: string[] = []
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text())
      })
      page.on("pageerror", (error) => errors.push(error.message))
      await page.goto(path)
      await page.waitForLoadState("networkidle")
      expect(errors).toEqual([])
    })
  }
})
