import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { onePagePerTemplate } from "./routes"
import { LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE } from "../src/lib/loading/settle-layout"

test.describe("axe finds no violations", () => {
  for (const [template, path] of Object.entries(onePagePerTemplate)) {
    test(`${template} (${path})`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState("networkidle")
      // Sections whose layout is skipped while the page loads (src/lib/loading/settle-layout.ts)
      // have no real size until they settle; axe's target-size rule measured one mid-way in a CI run.
      await page.waitForFunction(
        ([deferred, settled]) => document.getElementsByClassName(deferred).length === 0 || document.documentElement.hasAttribute(settled),
        [LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE] as const,
      )
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
      expect(summary).toEqual([])
    })
  }
})

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
