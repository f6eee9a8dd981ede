/**
 * The same phone on any machine (issue 32). Lighthouse simulates a mid-tier phone by slowing
 * the host's CPU by a constant 4×, which is right for one class of machine only: its own
 * throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says 4× takes a
 * high-end desktop into the mid-tier mobile bracket, and asks a slower or faster host to
 * calibrate from the benchmark index Lighthouse reports. Its calculator
 * (lighthouse-cpu-throttling-calculator) is a piecewise-linear map from that index to the
 * multiplier; the anchors below are its breakpoints. So a machine of index ~1,500 keeps
 * about 4×, one of 3,300 (where issue 14 measured) gets about 11.6×, and one of 800 gets 2×:
 * each simulates a phone of index ~380.
 *
 * Pure, so the map is unit tested (__tests__/scripts/cpu-slowdown.test.ts); lighthouse.mts
 * takes the median index of a batch's own runs and audits every run of the batch at its
 * multiplier, the reference page's included (blocking-by-task.mts calibrates with runs
 * before its load instead).
 */

/** [benchmark index, CPU slowdown multiplier] breakpoints, ascending. */
export const SLOWDOWN_ANCHORS: ReadonlyArray<readonly [index: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
]

/** A machine slower than a mid-tier phone cannot simulate one: Lighthouse's calculator refuses below this index. */
export const SLOWEST_USABLE_INDEX = SLOWDOWN_ANCHORS[0]![0]

export interface CpuSlowdown {
  benchmarkIndex: number
  /** Rounded to a tenth, as Lighthouse's calculator prints it. */
  multiplier: number
  /** Set when the machine is too slow to simulate the phone: the run uses no slowdown (1×) and says so. */
  warning?: string
}

/** The multiplier Lighthouse's calibration gives for this benchmark index; above the last anchor, its last slope continues. */
export function cpuSlowdownFor(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`cpuSlowdownFor: not a benchmark index: ${benchmarkIndex}`)
  if (benchmarkIndex < SLOWEST_USABLE_INDEX)
    return {
      benchmarkIndex,
      multiplier: 1,
      warning: `benchmark index ${Math.round(benchmarkIndex)} is under ${SLOWEST_USABLE_INDEX}: this machine is slower than the phone Lighthouse simulates, so it runs unslowed and its figures are pessimistic`,
    }
  let segment = 0
  while (segment < SLOWDOWN_ANCHORS.length - 2 && benchmarkIndex >= SLOWDOWN_ANCHORS[segment + 1]![0]) segment++
  const [fromIndex, fromMultiplier] = SLOWDOWN_ANCHORS[segment]!
  const [toIndex, toMultiplier] = SLOWDOWN_ANCHORS[segment + 1]!
  const multiplier = fromMultiplier + ((benchmarkIndex - fromIndex) * (toMultiplier - fromMultiplier)) / (toIndex - fromIndex)
  return { benchmarkIndex, multiplier: Math.round(multiplier * 10) / 10 }
}

export const describeSlowdown = (slowdown: CpuSlowdown, measuredHow: string): string =>
  `Lighthouse benchmark index ${Math.round(slowdown.benchmarkIndex)} (${measuredHow}) → CPU slowdown ${slowdown.multiplier.toFixed(1)}× (Lighthouse's calibration for a mid-tier phone)${slowdown.warning ? `; ${slowdown.warning}` : ""}`
