import { assertFreshRenderer, heapAtNavigationMb, pageNavigation } from "../../scripts/perf/fresh-renderer"
import type { TraceEvent } from "../../scripts/perf/trace-events"

const PAGE = { pid: 7, tid: 1 }
const BENCHMARK_RENDERER = { pid: 5, tid: 1 }
const counters = (atMs: number, megabytes: number, thread = PAGE): TraceEvent => ({
  name: "UpdateCounters",
  ph: "I",
  ...thread,
  ts: atMs * 1000,
  args: { data: { jsHeapSizeUsed: megabytes * 1e6 } },
})
const navigation = (atMs: number, url: string, thread = PAGE): TraceEvent => ({
  name: "navigationStart",
  ph: "R",
  ...thread,
  ts: atMs * 1000,
  args: { data: { documentLoaderURL: url } },
})

/** Lighthouse's blank page, then the page: the samples before the page's navigation and on other renderers are not its. */
const load = (heapAtNavigation: number): TraceEvent[] => [
  navigation(0, "", BENCHMARK_RENDERER),
  counters(1, 29.6, BENCHMARK_RENDERER),
  counters(90, 12),
  navigation(100, "https://www.rapport.example:9443/pricing"),
  counters(140, heapAtNavigation + 2),
  counters(101, heapAtNavigation),
]

describe("the renderer heap a page's navigation starts with", () => {
  it("reads the first sample on the page's own main thread at or after its navigation", () => {
    expect(heapAtNavigationMb(load(0.8))).toBeCloseTo(0.8)
    expect(heapAtNavigationMb(load(29.6))).toBeCloseTo(29.6)
  })

  it("knows nothing when the trace has no http(s) navigation or no sample after it", () => {
    expect(heapAtNavigationMb([navigation(0, ""), counters(1, 5)])).toBeUndefined()
    expect(heapAtNavigationMb([counters(1, 5), navigation(10, "https://www.rapport.example:9443/")])).toBeUndefined()
  })

  it("lets a run in a fresh renderer through and stops one in a used renderer, naming the page", () => {
    expect(assertFreshRenderer("/pricing", load(0.8))).toBeCloseTo(0.8)
    expect(assertFreshRenderer("/pricing", [])).toBeUndefined()
    expect(() => assertFreshRenderer("/pricing", load(9.2))).toThrow(/\/pricing: .*9\.2 MB/)
  })
})

describe("the page's navigation in a trace", () => {
  it("is the last navigation of an http(s) document, whichever renderer it was in", () => {
    const events = load(0.8)
    expect(pageNavigation(events)).toBe(events[3])
  })

  it("is missing when the page's renderer joined the trace after its navigation started", () => {
    expect(pageNavigation([navigation(0, "", BENCHMARK_RENDERER), counters(101, 0.8)])).toBeUndefined()
  })
})
