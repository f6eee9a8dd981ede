/**
 * DESIGN 6's "JavaScript eventually loaded" (issue 32's budget: 150 KB gzip, on a phone and at
 * 1440 px): every script a new visitor's browser fetches on a page after scrolling to the end
 * and, where there is one, opening the first video, each gzip-compressed (level 9) as it
 * would travel. Measured by `npm run perf` (scripts/perf/lighthouse.mts) and enforced by the
 * browser test e2e/javascript-budget.all.spec.ts, on the same pages.
 */
import { gzipSync } from "node:zlib"
import type { Page } from "@playwright/test"
import { kb } from "./js-budget"

/** KB gzip a page may eventually load (issue 32; DESIGN 6 allows 160). */
export const EVENTUALLY_LOADED_BUDGET_KB = 150

/** The pages the browser test holds to the budget: the heaviest template (the homepage, carousels and videos), pricing, and a blog post with a video. */
export const eventuallyLoadedPaths = ["/", "/pricing", "/resources/asking-for-reviews-when-a-project-wraps"] as const

/** Loads `url` in `page` as a reader does and returns each script's gzip size in bytes, by address. */
export async function eventuallyLoadedScripts(page: Page, url: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>()
  const pending: Array<Promise<void>> = []
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    )
  })
  await page.goto(url, { waitUntil: "networkidle" })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 500) {
    await page.mouse.wheel(0, 500)
    // A reader's pace: the parts near the viewport wake as it passes (no condition to wait on: what loads is what is measured).
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState("networkidle")
  const video = page.getByRole("button", { name: /^Play video:/ }).first()
  if ((await video.count()) > 0) {
    await video.click()
    await page.waitForLoadState("networkidle")
  }
  await page.waitForTimeout(500)
  await Promise.all(pending)
  return sizes
}

export const totalKb = (sizes: ReadonlyMap<string, number>): number => kb([...sizes.values()].reduce((sum, size) => sum + size, 0))
