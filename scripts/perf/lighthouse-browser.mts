/**
 * The browser the rig's Lighthouse runs use, shared by `npm run perf` (lighthouse.mts) and
 * `npm run perf:tasks` (blocking-by-task.mts), and the calibration runs that set perf:tasks's
 * CPU slowdown (perf calibrates a batch from its own runs instead: lighthouse.mts).
 */
import lighthouse, { type Flags, type RunnerResult } from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { median } from "./against-floor.ts"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts"

/**
 * One Lighthouse run in a Chromium of its own. A fresh profile per run: Lighthouse empties
 * the HTTP cache between runs in one browser but keeps localStorage, so later runs would
 * measure a visitor who has been here before (the brand-font flag, src/lib/fonts) with an
 * emptied cache, an odd mix neither a first visit nor a return visit really is.
 */
async function withChrome<T>(run: (port: number) => Promise<T>, extraFlags: readonly string[] = []): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--disable-dev-shm-usage", ...CHROMIUM_FLAGS, ...extraFlags],
  })
  try {
    return await run(chrome.port)
  } finally {
    chrome.kill()
  }
}

/**
 * Lighthouse in two steps, as the rig uses it: a page loaded once in a fresh Chromium, what
 * Lighthouse gathered kept in `directory` (its artifacts and the trace)…
 */
export async function gatherInto(directory: string, url: string, flags: Flags, extraChromeFlags: readonly string[] = []): Promise<void> {
  await withChrome((port) => lighthouse(url, { ...flags, port, logLevel: "error", gatherMode: directory }), extraChromeFlags)
}

/**
 * …and audited from there, as often as needed: at the slowdown a whole batch calls for
 * (`npm run perf`), or once per task of an edited trace (`npm run perf:tasks`). Lighthouse
 * refuses settings that differ from the gathering's, so `flags` are the same kind.
 */
export async function auditFrom(directory: string, url: string, flags: Flags): Promise<RunnerResult> {
  const result = await lighthouse(url, { ...flags, logLevel: "error", auditMode: directory })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result
}

/**
 * Lighthouse runs of a page, unscored: the median of the benchmark index they report sets a
 * batch's CPU slowdown (cpu-slowdown.ts). Lighthouse runs, not the benchmark function
 * evaluated in a page of our own: in a Playwright page it read 2,859 where the Lighthouse runs
 * right after reported 2,256–2,375 (2026-11-28), and the index that sets the slowdown should
 * be the one the report prints. They also warm the servers. Each asks for one cheap audit only
 * (the viewport tag): Lighthouse measures the index before every run whatever it audits (its
 * BenchmarkIndex base artifact), and without the trace and four categories a calibration run
 * takes a few seconds instead of about ten.
 *
 * Five, not three: eight runs in a row on one machine (2026-11-30) read 2,375, 1,518, 1,530,
 * 2,429, 2,617, 2,341, 2,595 and 2,320, so a median of three could land on 1,530 (slowdown
 * 4.6×) or on 2,430 (8.3×) for the same machine, and a page's blocking time moved from 97 to
 * 678 ms between two batches for that alone. Two dips in five no longer move the median.
 */
export const CALIBRATION_RUNS = 5

export async function benchmarkIndexNow(url: string, extraFlags: readonly string[] = []): Promise<number> {
  const indexes: number[] = []
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    const result = await withChrome((port) => lighthouse(url, { port, output: "json", logLevel: "error", onlyAudits: ["viewport"] }), extraFlags)
    indexes.push(result?.lhr.environment?.benchmarkIndex ?? NaN)
  }
  return median(indexes.filter(Number.isFinite))
}
