import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/**
 * axe in the browser tests: one rule set and one way to run it, for the whole-page scans
 * (accessibility.all.spec.ts) and for the states other specs reach (an open dialog, a form
 * after an error, a menu).
 *
 * - The rules: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices (DESIGN 7).
 * - Legacy mode (axe.run in the page): the default (runPartial in every frame, then finishRun
 *   in a new blank page) tested nothing more here, as the site's pages have no iframes (videos
 *   are self-hosted; the Marketo form is not in CI's build), and took up to 4x as long on the
 *   home page on a loaded machine.
 * - Violations only (axe's resultTypes): axe then keeps one node each for passes and incomplete
 *   results instead of all of them; the tests read violations alone, and on five templates a
 *   scan took 3.4-3.9 s instead of 5.5 (2026-11-28).
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/** axe's violations on the page as it is now (or inside `include`, a CSS selector), one line each: rule, then the elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)
}
