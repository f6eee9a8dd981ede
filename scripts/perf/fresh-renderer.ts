/**
 * Whether a Lighthouse run loaded its page in a renderer of its own, and whether the trace
 * saw that renderer from the start (lighthouse-browser.mts: BLANK_PAGE says why the rig loads
 * each page in a fresh renderer).
 *
 * - The heap: a fresh renderer holds under 1 MB of JavaScript heap when the page's navigation
 *   starts; the one Lighthouse ran its CPU benchmark in held 4-30 MB (2026-11-30), and walking
 *   that heap is blocking time the page did not cause. `gatherInto` (lighthouse-browser.mts)
 *   checks every gather of `npm run perf` and `perf:tasks` with `assertFreshRenderer`.
 * - The navigation: a renderer started for the navigation sometimes joins the trace just after
 *   its navigationStart (1 gather in 12 of `/`, 2026-11-30), and Lighthouse then cannot audit
 *   the run (NO_NAVSTART, "run Lighthouse again"). `gatherInto` does, when `pageNavigation`
 *   finds none.
 */
import type { TraceEvent } from "./trace-events.ts"

/** Above this, the page loaded into a renderer something else had used: the run measures that too. */
export const FRESH_RENDERER_MAX_MB = 3

/** The page's navigationStart: the last one of an http(s) document in the trace. */
export function pageNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events.filter((event) => event.name === "navigationStart" && /^https?:/.test(event.args?.data?.documentLoaderURL ?? "")).at(-1)
}

/**
 * Megabytes of JavaScript heap in use on the page's renderer at its navigation: the first
 * "UpdateCounters" sample on the navigation's thread at or after it. Undefined when the trace
 * has no such navigation or no sample (a trace recorded without the timeline category).
 */
export function heapAtNavigationMb(events: readonly TraceEvent[]): number | undefined {
  const navigation = pageNavigation(events)
  if (!navigation) return undefined
  const sample = events
    .filter(
      (event) =>
        event.name === "UpdateCounters" &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts &&
        typeof event.args?.data?.jsHeapSizeUsed === "number",
    )
    .sort((a, b) => a.ts - b.ts)[0]
  const bytes = sample?.args?.data?.jsHeapSizeUsed
  return bytes === undefined ? undefined : bytes / 1e6
}

/** Throws when a run's page loaded into a used renderer (its figures would measure the rig); returns the heap read. */
export function assertFreshRenderer(url: string, events: readonly TraceEvent[]): number | undefined {
  const heapMb = heapAtNavigationMb(events)
  if (heapMb !== undefined && heapMb > FRESH_RENDERER_MAX_MB)
    throw new Error(
      `${url}: the page loaded into a renderer that already held ${heapMb.toFixed(1)} MB of JavaScript heap ` +
        `(a fresh one holds under ${FRESH_RENDERER_MAX_MB} MB), so this run would count Lighthouse's own work as the page's: ` +
        "see BLANK_PAGE in scripts/perf/lighthouse-browser.mts",
    )
  return heapMb
}
