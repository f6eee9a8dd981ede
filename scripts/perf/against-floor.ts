/**
 * DESIGN 6's performance budgets, judged against the floor: the bare Gatsby reference page
 * measured in the same run, interleaved with the site's pages. Pure, so the rules are unit
 * tested (__tests__/scripts/against-floor.test.ts); lighthouse.mts measures and prints.
 *
 * Two bars:
 * - the target, DESIGN 6: performance ≥ the reference's − 0.01 and the lowest run no lower
 *   than the reference's lowest − 0.02, TBT ≤ the reference's + 50 ms, LCP ≤ + 400 ms,
 *   CLS ≤ 0.01. Printed as met or missed, batch by batch.
 * - the ratchet (floor-ratchet.json): how far each page may be from the floor today, on the
 *   medians (performance, TBT, LCP, CLS). CI fails only when a page misses it on the runs of
 *   two judged batches taken together (gateVerdict): noise alone never blocks a landing,
 *   and no change lands that makes a page slower relative to the floor. When a page meets
 *   a tighter figure for good, tighten its row; never loosen one to land a change.
 *
 * Why the ratchet pools its batches and leaves out the lowest run: a page's blocking time is
 * a sum of its long tasks beyond 50 ms, so on a loaded machine a page with many 40–150 ms
 * tasks (hydration, layout) moves far more than the bare reference page with three. In one
 * clean-clone CI run /pricing measured TBT 285, 530 and 1,171 ms in one batch and 1,132,
 * 562 and 1,908 ms in another, on the same build, while the reference stayed at 116–468 ms:
 * judged batch by batch, the first failed on its lowest run alone (one run of three) and the
 * third on its median, and CI failed a build nothing had slowed. The minimum of a few runs is
 * the noisiest figure there is (and falls further the more runs are taken), so it is printed
 * against DESIGN 6 but not gated; medians over both batches' runs (10 by default) are what
 * the gate holds.
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
  /** site lowest run ≥ reference lowest run − this (DESIGN 6's target; not in the ratchet) */
  lowestPerformance?: number
  /** site TBT ≤ reference TBT + this (ms) */
  tbtMs: number
  /** site LCP ≤ reference LCP + this (ms) */
  lcpMs: number
  /** site CLS ≤ this */
  cls: number
}

/** DESIGN 6. */
export const designTarget: Required<AllowedGap> = { performance: 0.01, lowestPerformance: 0.02, tbtMs: 50, lcpMs: 400, cls: 0.01 }

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
    misses.push({
      figure: "performance",
      detail: `performance ${score(site.performance)} against the reference's ${score(reference.performance)} − ${allowed.performance}`,
    })
  if (allowed.lowestPerformance !== undefined && site.lowestPerformance < reference.lowestPerformance - allowed.lowestPerformance - epsilon)
    misses.push({
      figure: "lowestPerformance",
      detail: `lowest run ${score(site.lowestPerformance)} against the reference's lowest ${score(reference.lowestPerformance)} − ${allowed.lowestPerformance}`,
    })
  if (site.tbtMs > reference.tbtMs + allowed.tbtMs + epsilon)
    misses.push({ figure: "tbtMs", detail: `TBT ${ms(site.tbtMs)} against the reference's ${ms(reference.tbtMs)} + ${allowed.tbtMs} ms` })
  if (site.lcpMs > reference.lcpMs + allowed.lcpMs + epsilon)
    misses.push({ figure: "lcpMs", detail: `LCP ${ms(site.lcpMs)} against the reference's ${ms(reference.lcpMs)} + ${allowed.lcpMs} ms` })
  if (site.cls > allowed.cls + epsilon) misses.push({ figure: "cls", detail: `CLS ${site.cls.toFixed(3)} over ${allowed.cls}` })
  return misses
}

/**
 * A batch whose reference page itself moved too much between runs measured the machine, not
 * the pages: on a shared machine under load, the reference's TBT went from 417 to 1,544 ms
 * between two runs while the site's pages took seconds more. Such a batch judges nothing
 * (noise alone never blocks a landing); the gate measures again, and says so when it cannot
 * get a quiet batch. On a quiet machine the reference's runs stay within about 200 ms of TBT
 * and Lighthouse's benchmark index is around 1,600 on these machines; under that load it was 491.
 */
export const noisyBatchLimits = { referenceTbtSpreadMs: 400, referencePerformanceSpread: 0.12, lowestBenchmarkIndexMedian: 800 } as const

export function noiseOf(reference: readonly Sample[]): string | null {
  const spread = (values: number[]): number => Math.max(...values) - Math.min(...values)
  const tbt = spread(reference.map((sample) => sample.tbtMs))
  const performance = spread(reference.map((sample) => sample.performance))
  const benchmarkIndex = median(reference.map((sample) => sample.benchmarkIndex))
  if (benchmarkIndex < noisyBatchLimits.lowestBenchmarkIndexMedian)
    return `Lighthouse's benchmark index was ${Math.round(benchmarkIndex)} (under ${noisyBatchLimits.lowestBenchmarkIndexMedian}: the machine was busy)`
  if (tbt > noisyBatchLimits.referenceTbtSpreadMs)
    return `the reference page's TBT moved by ${Math.round(tbt)} ms between runs (over ${noisyBatchLimits.referenceTbtSpreadMs} ms)`
  if (performance > noisyBatchLimits.referencePerformanceSpread + 1e-9)
    return `the reference page's performance moved by ${performance.toFixed(2)} between runs (over ${noisyBatchLimits.referencePerformanceSpread})`
  return null
}

/** floor-ratchet.json: the allowed gap per page path (medians only); pages without a row are held to `default`. */
export interface Ratchet {
  default: AllowedGap
  pages: Record<string, AllowedGap>
}

export const allowedGapFor = (ratchet: Ratchet, path: string): AllowedGap => ratchet.pages[path] ?? ratchet.default

/** One batch: every page's runs (the reference's among them), and why it cannot be judged, if it cannot (noiseOf). */
export interface Batch {
  samples: ReadonlyMap<string, readonly Sample[]>
  noise: string | null
}

/** At most this many batches: a quiet one to judge, a second to confirm a miss, and one more when a batch was too noisy. */
export const MAX_BATCHES = 3

export interface GateVerdict {
  /** Each page's ratchet misses on the judged batches' runs taken together. */
  misses: ReadonlyMap<string, Miss[]>
  /** Pages that missed with two or more judged batches behind the figure: CI fails. */
  failed: string[]
  repeatNeeded: boolean
  /** How many batches were quiet enough to judge. */
  judged: number
}

/**
 * The gate's verdict so far. The runs of every judged batch are pooled, page by page and for
 * the reference alike, and each page's medians are held to its ratchet row. A page within it
 * passes at once; a page that misses is measured again, and fails only when the pooled runs
 * of two judged batches (or more) still miss. A noisy batch judges nothing and adds no runs;
 * up to MAX_BATCHES are measured; if fewer than two could be judged, nothing fails.
 */
export function gateVerdict(batches: readonly Batch[], ratchet: Ratchet, referenceName: string, paths: readonly string[]): GateVerdict {
  const judgedBatches = batches.filter((batch) => batch.noise === null)
  const pooled = (name: string): Sample[] => judgedBatches.flatMap((batch) => [...(batch.samples.get(name) ?? [])])
  const misses = new Map<string, Miss[]>()
  if (judgedBatches.length > 0) {
    const reference = summarize(pooled(referenceName))
    for (const path of paths) misses.set(path, missesAgainstFloor(summarize(pooled(path)), reference, allowedGapFor(ratchet, path)))
  }
  const missed = [...misses].filter(([, list]) => list.length > 0).map(([path]) => path)
  const confirmed = judgedBatches.length >= 2
  const undecided = judgedBatches.length === 0 || (missed.length > 0 && !confirmed)
  return { misses, failed: confirmed ? missed : [], repeatNeeded: undecided && batches.length < MAX_BATCHES, judged: judgedBatches.length }
}
