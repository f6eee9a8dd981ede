import { compareRuns, mannWhitneyP } from "../../scripts/perf/compare-runs"
import type { Sample } from "../../scripts/perf/against-floor"

test("Mann-Whitney's p: identical samples are no evidence, fully separated samples of 10 are strong evidence", () => {
  const a = [300, 310, 320, 330, 340, 350, 360, 370, 380, 390]
  expect(mannWhitneyP(a, a)).toBeGreaterThan(0.9)
  const shifted = a.map((value) => value + 200)
  // Exact two-sided p for complete separation at 10 and 10 is 1.1e-5; the approximation is close.
  expect(mannWhitneyP(a, shifted)).toBeLessThan(0.001)
  expect(mannWhitneyP(a, shifted)).toBeCloseTo(mannWhitneyP(shifted, a), 10)
})

test("a shift of about half the spread is within the noise at 10 runs; ties are averaged", () => {
  const a = [300, 310, 320, 330, 340, 350, 360, 370, 380, 390]
  const b = a.map((value) => value + 20)
  const p = mannWhitneyP(a, b)
  expect(p).toBeGreaterThan(0.05)
  expect(p).toBeLessThan(0.9)
  expect(mannWhitneyP([1, 1, 1, 2], [1, 1, 2, 2])).toBeGreaterThan(0.3)
  expect(mannWhitneyP([5, 5, 5], [5, 5, 5])).toBe(1)
})

test("compareRuns says each figure's medians, the difference and the verdict", () => {
  const sample = (tbtMs: number, lcpMs = 1000, performance = 0.9): Sample => ({
    performance,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcpMs,
    tbtMs,
    cls: 0,
    benchmarkIndex: 1500,
  })
  const fast = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190].map((tbt) => sample(tbt))
  const slow = [400, 410, 420, 430, 440, 450, 460, 470, 480, 490].map((tbt) => sample(tbt))
  const [tbt, lcp, performance] = compareRuns(fast, slow)
  expect(tbt).toMatch(/^TBT: 145 ms \(100-190\) against 445 ms \(400-490\) beside, -300 ms, more than the noise \(p = 0\.000\), 10 and 10 runs$/)
  expect(lcp).toMatch(/^LCP: 1000 ms .* \+0 ms, within the noise/)
  expect(performance).toMatch(/^performance: 0\.90 .* within the noise/)
})
