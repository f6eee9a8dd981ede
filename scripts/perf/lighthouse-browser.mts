/**
 * The browser the rig's Lighthouse runs use, shared by `npm run perf` (lighthouse.mts) and
 * `npm run perf:tasks` (blocking-by-task.mts), and the calibration runs that set perf:tasks's
 * CPU slowdown (perf calibrates a batch from its own runs instead: lighthouse.mts).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import lighthouse, { type Flags, type RunnerResult } from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { median } from "./against-floor.ts"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts"
import { assertFreshRenderer, pageNavigation } from "./fresh-renderer.ts"
import type { TraceEvent } from "./trace-events.ts"

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
 * The page Lighthouse opens before it loads the page measured, and where it runs its CPU
 * benchmark: a data: URL, not its default about:blank, so the measured page loads in a renderer
 * of its own, as a phone following a link does.
 *
 * From about:blank, Chromium loads the page into the same renderer, whose JavaScript heap
 * still holds the benchmark's garbage (4-30 MB, depending on whether a collection ran in
 * between). Lighthouse's instrumentation then walks that heap on the page's main thread
 * after navigation starts (V8 "heap object iterator" sweeps, before the document commits):
 * 1-46 ms observed, which the simulation multiplies by the slowdown and places right after the
 * document arrives, before the parser and the first layout. In 155 saved runs (2026-11-30),
 * the site's pages and the reference alike, blocking time followed that walk and not the page:
 * median 128 vs 121 ms (site vs reference) when it took under 5 ms, 180 vs 173 at 5-20 ms,
 * 285 vs 308 above 20 ms, and it took over 20 ms in about a third of the runs of either.
 * From a data: URL (another site) the page gets a fresh renderer: a heap under 1 MB at
 * navigation, no sweeps (fresh-renderer.ts checks every run).
 */
export const BLANK_PAGE = "data:text/html,<title>Lighthouse</title>"

/** Settings every Lighthouse run of the rig has; gathering and auditing must agree on them. */
const RIG_SETTINGS: Flags = { blankPage: BLANK_PAGE }

/** What a gather kept: its trace (the file's name in the gather's directory, and the trace as read), and the page's renderer heap at navigation. */
export interface GatheredTrace {
  file: string
  trace: { traceEvents: TraceEvent[] }
  heapAtNavigationMb: number | undefined
}

/**
 * Lighthouse in two steps, as the rig uses it: a page loaded once in a fresh Chromium, what
 * Lighthouse gathered kept in `directory` (its artifacts and the trace)… Every gather is
 * checked here, where its trace is read once: a trace that missed the page's navigation is
 * gathered again, and a page that loaded into a used renderer stops the run
 * (fresh-renderer.ts), before a batch's other runs are gathered.
 */
export async function gatherInto(directory: string, url: string, flags: Flags, extraChromeFlags: readonly string[] = []): Promise<GatheredTrace> {
  for (let attempt = 1; ; attempt++) {
    await withChrome((port) => lighthouse(url, { ...flags, ...RIG_SETTINGS, port, logLevel: "error", gatherMode: directory }), extraChromeFlags)
    const file = readdirSync(directory).find((name) => name.endsWith(".trace.json"))
    if (!file) throw new Error(`Lighthouse kept no trace in ${directory}`)
    const trace = JSON.parse(readFileSync(join(directory, file), "utf8")) as { traceEvents: TraceEvent[] }
    if (pageNavigation(trace.traceEvents)) return { file, trace, heapAtNavigationMb: assertFreshRenderer(url, trace.traceEvents) }
    // The page's new renderer joined the trace after its navigation started (fresh-renderer.ts).
    if (attempt === GATHER_ATTEMPTS) throw new Error(`${url}: ${GATHER_ATTEMPTS} gathers in a row recorded no navigation of the page`)
    console.log(`  (${url}: the trace missed the page's navigation; gathering again)`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

/**
 * A gather whose trace missed the navigation is taken again, after a pause; this many in a row
 * means something else is wrong. Eight: on CI's machine 3-4 gathers in 20 missed (2026-11-30),
 * and once the reference missed three in a row, which stopped the run.
 */
const GATHER_ATTEMPTS = 8

/**
 * …and audited from there, as often as needed: at the slowdown a whole batch calls for
 * (`npm run perf`), or once per task of an edited trace (`npm run perf:tasks`). Lighthouse
 * refuses settings that differ from the gathering's, so `flags` are the same kind.
 */
export async function auditFrom(directory: string, url: string, flags: Flags): Promise<RunnerResult> {
  const result = await lighthouse(url, { ...flags, ...RIG_SETTINGS, logLevel: "error", auditMode: directory })
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
    const result = await withChrome(
      (port) => lighthouse(url, { ...RIG_SETTINGS, port, output: "json", logLevel: "error", onlyAudits: ["viewport"] }),
      extraFlags,
    )
    indexes.push(result?.lhr.environment?.benchmarkIndex ?? NaN)
  }
  return median(indexes.filter(Number.isFinite))
}
