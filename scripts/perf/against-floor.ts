/**
 * DESIGN 6's performance budgets, judged against the floor: the bare Gatsby reference page
 * measured in the same run, interleaved with the site's pages. Pure, so the rules are unit
 * tested (__tests__/scripts/against-floor.test.ts); lighthouse.mts measures and prints.
 *
 * Two bars:
 * - the target, DESIGN 6: performance ≥ the reference's − 0.01 and the lowest run no lower
 *   than the reference's lowest − 0.02, TBT ≤ the reference's + 50 ms, LCP ≤ + 400 ms,
 *   CLS ≤ 0.01. Printed as met or missed.
 * - the ratchet (floor-ratchet.json): how far each page may be from the floor today. CI fails
 *   on a ratchet miss that repeats in a second batch: noise alone never blocks a landing,
 *   and no change lands that makes a page slower relative to the floor. When a page meets
 *   a tighter figure for good, tighten its row; never loosen one to land a change.
 */

export interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's measure of this machine's speed at that moment; it moves with the load on a shared machine. */
  benchmarkIndex: number
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

/** A page's figures over one batch: medians, and its lowest performance run. */
export interface Summary {
  performance: number
  lowestPerformance: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export function summarize(samples: readonly Sample[]): Summary {
  if (samples.length === 0) throw new Error("summarize: no Lighthouse runs")
  return {
    performance: median(samples.map((sample) => sample.performance)),
    lowestPerformance: Math.min(...samples.map((sample) => sample.performance)),
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    tbtMs: median(samples.map((sample) => sample.tbtMs)),
    cls: median(samples.map((sample) => sample.cls)),
  }
}

/** How far a page may be from the floor: score points below it, milliseconds above it, and CLS as an absolute. */
export interface AllowedGap {
  /** site median performance ≥ reference median − this */
  performance: number
  /** site lowest run ≥ reference lowest run − this */
  lowestPerformance: number
  /** site TBT ≤ reference TBT + this (ms) */
  tbtMs: number
  /** site LCP ≤ reference LCP + this (ms) */
  lcpMs: number
  /** site CLS ≤ this */
  cls: number
}

/** DESIGN 6. */
export const designTarget: AllowedGap = { performance: 0.01, lowestPerformance: 0.02, tbtMs: 50, lcpMs: 400, cls: 0.01 }

export interface Miss {
  figure: keyof AllowedGap
  /** e.g. "TBT 612 ms against the reference's 230 ms + 50 ms" */
  detail: string
}

const ms = (value: number): string => `${Math.round(value)} ms`
const score = (value: number): string => value.toFixed(2)

/** The figures of `site` that are further from `reference` than `allowed`; [] when the page is within it. */
export function missesAgainstFloor(site: Summary, reference: Summary, allowed: AllowedGap): Miss[] {
  const misses: Miss[] = []
  // A hair of tolerance for floating point: 0.9 - 0.01 is 0.8899999….
  const epsilon = 1e-9
  if (site.performance < reference.performance - allowed.performance - epsilon)
    misses.push({ figure: "performance", detail: `performance ${score(site.performance)} against the reference's ${score(reference.performance)} − ${allowed.performance}` })
  if (site.lowestPerformance < reference.lowestPerformance - allowed.lowestPerformance - epsilon)
    misses.push({ figure: "lowestPerformance", detail: `lowest run ${score(site.lowestPerformance)} against the reference's lowest ${score(reference.lowestPerformance)} − ${allowed.lowestPerformance}` })
  if (site.tbtMs > reference.tbtMs + allowed.tbtMs + epsilon)
    misses.push({ figure: "tbtMs", detail: `TBT ${ms(site.tbtMs)} against the reference's ${ms(reference.tbtMs)} + ${allowed.tbtMs} ms` })
  if (site.lcpMs > reference.lcpMs + allowed.lcpMs + epsilon)
    misses.push({ figure: "lcpMs", detail: `LCP ${ms(site.lcpMs)} against the reference's ${ms(reference.lcpMs)} + ${allowed.lcpMs} ms` })
  if (site.cls > allowed.cls + epsilon) misses.push({ figure: "cls", detail: `CLS ${site.cls.toFixed(3)} over ${allowed.cls}` })
  return misses
}

/** floor-ratchet.json: the allowed gap per page path; pages without a row are held to `default`. */
export interface Ratchet {
  default: AllowedGap
  pages: Record<string, AllowedGap>
}

export const allowedGapFor = (ratchet: Ratchet, path: string): AllowedGap => ratchet.pages[path] ?? ratchet.default

/**
 * The gate's verdict over one or two batches: a page fails only when it misses its ratchet
 * in the first batch and again in the second (by any figure: noise rarely hits twice).
 */
export function gateVerdict(batches: ReadonlyArray<ReadonlyMap<string, Miss[]>>): { failed: string[]; repeatNeeded: boolean } {
  const [first, second] = batches
  const missedFirst = [...(first ?? new Map<string, Miss[]>())].filter(([, misses]) => misses.length > 0).map(([path]) => path)
  if (!second) return { failed: [], repeatNeeded: missedFirst.length > 0 }
  return { failed: missedFirst.filter((path) => (second.get(path) ?? []).length > 0), repeatNeeded: false }
}
