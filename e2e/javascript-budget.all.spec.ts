/**
 * The JavaScript a new visitor's browser eventually loads on the heaviest pages (issue 32:
 * 150 KB gzip on a phone and at 1440 px; DESIGN 6: 160), measured as `npm run perf` measures
 * it (scripts/perf/eventually-loaded.ts): scrolled to the end, the first video opened.
 */
import { expect, test } from "./fixtures"
import { EVENTUALLY_LOADED_BUDGET_KB, eventuallyLoadedPaths, eventuallyLoadedScripts, totalKb } from "../scripts/perf/eventually-loaded"

// A new visitor: the consent banner, and its code, are part of what they load.
test.use({ consent: null })

for (const path of eventuallyLoadedPaths) {
  test(`${path} eventually loads at most ${EVENTUALLY_LOADED_BUDGET_KB} KB of JavaScript`, async ({ page }) => {
    const scripts = await eventuallyLoadedScripts(page, path)
    const largestFirst = [...scripts].sort(([, a], [, b]) => b - a).map(([url, bytes]) => `${new URL(url).pathname.slice(1)} ${(bytes / 1024).toFixed(1)}`)
    expect(totalKb(scripts), `scripts (KB gzip): ${largestFirst.join(", ")}`).toBeLessThanOrEqual(EVENTUALLY_LOADED_BUDGET_KB)
    // The page was really read to the end: the homepage's last sections' code came too.
    expect(scripts.size).toBeGreaterThan(5)
  })
}
