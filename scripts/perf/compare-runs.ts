/**
 * Two builds of the site measured side by side, run by run (`npm run perf -- --beside DIR`):
 * is the difference in a figure more than the noise of the runs? A shared machine moves
 * every figure by a tenth between runs, so a difference of medians alone says little. The
 * test is Mann-Whitney's (ranks, no assumption about the shape of the noise), two-sided,
 * with the normal approximation and ties averaged; at 10 runs each it tells a shift of about
 * one run's spread from none.
 */
import { median, type Sample } from "./against-floor.ts"

/** Two-sided p-value of Mann-Whitney's U for samples `a` and `b` (normal approximation, tie-corrected). */
export function mannWhitneyP(a: readonly number[], b: readonly number[]): number {
  const n1 = a.length
  const n2 = b.length
  if (n1 === 0 || n2 === 0) return 1
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))].sort((x, y) => x.value - y.value)
  const ranks = new Array<number>(all.length)
  let tieTerm = 0
  for (let start = 0; start < all.length;) {
    let end = start
    while (end + 1 < all.length && all[end + 1]!.value === all[start]!.value) end++
    const rank = (start + end) / 2 + 1
    for (let i = start; i <= end; i++) ranks[i] = rank
    const tied = end - start + 1
    tieTerm += tied ** 3 - tied
    start = end + 1
  }
  const rankSumA = all.reduce((sum, entry, index) => (entry.first ? sum + ranks[index]! : sum), 0)
  const u = rankSumA - (n1 * (n1 + 1)) / 2
  const n = n1 + n2
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)))
  if (variance <= 0) return 1
  const z = (Math.abs(u - (n1 * n2) / 2) - 0.5) / Math.sqrt(variance)
  return Math.min(1, 2 * (1 - standardNormalCdf(Math.max(0, z))))
}

/** Φ(x), by Abramowitz and Stegun 26.2.17 (error below 7.5e-8). */
function standardNormalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return x >= 0 ? 1 - tail : tail
}

/** Below this p-value a difference counts as more than the noise. */
export const SIGNIFICANCE = 0.05

const FIGURES = [
  { key: "tbtMs", label: "TBT", unit: " ms", digits: 0 },
  { key: "lcpMs", label: "LCP", unit: " ms", digits: 0 },
  { key: "performance", label: "performance", unit: "", digits: 2 },
] as const satisfies ReadonlyArray<{ key: keyof Sample; label: string; unit: string; digits: number }>

/** One line per figure: this build's median and range, the other's, the difference, and whether it is more than the noise. */
export function compareRuns(these: readonly Sample[], beside: readonly Sample[]): string[] {
  return FIGURES.map(({ key, label, unit, digits }) => {
    const a = these.map((sample) => sample[key])
    const b = beside.map((sample) => sample[key])
    const shown = (values: number[]): string =>
      `${median(values).toFixed(digits)}${unit} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`
    const difference = median(a) - median(b)
    const p = mannWhitneyP(a, b)
    const verdict = p < SIGNIFICANCE ? `more than the noise (p = ${p.toFixed(3)})` : `within the noise (p = ${p.toFixed(2)})`
    return `${label}: ${shown(a)} against ${shown(b)} beside, ${difference >= 0 ? "+" : ""}${difference.toFixed(digits)}${unit}, ${verdict}, ${a.length} and ${b.length} runs`
  })
}
