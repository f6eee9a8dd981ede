import { cpuSlowdownFor, describeSlowdown, SLOWDOWN_ANCHORS } from "../../scripts/perf/cpu-slowdown"

describe("cpuSlowdownFor: Lighthouse's CPU calibration from the benchmark index", () => {
  it("gives each breakpoint's multiplier", () => {
    for (const [index, multiplier] of SLOWDOWN_ANCHORS) expect(cpuSlowdownFor(index).multiplier).toBe(multiplier)
  })

  it("keeps Lighthouse's default 4× for a high-end desktop of index ~1,533", () => {
    expect(cpuSlowdownFor(1533).multiplier).toBe(4)
  })

  it("interpolates between breakpoints, to a tenth", () => {
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5)
    expect(cpuSlowdownFor(1490).multiplier).toBe(3.8)
    expect(cpuSlowdownFor(475).multiplier).toBe(1.5)
  })

  it("slows a fast machine harder: issue 14's machine of index 3,300 gets about 11.6×", () => {
    expect(cpuSlowdownFor(3300).multiplier).toBeCloseTo(11.6, 1)
  })

  it("rises with the index, so a faster machine never simulates a faster phone", () => {
    let previous = 0
    for (let index = 150; index <= 5000; index += 37) {
      const { multiplier } = cpuSlowdownFor(index)
      expect(multiplier).toBeGreaterThanOrEqual(previous)
      previous = multiplier
    }
  })

  it("runs a machine slower than the phone unslowed, and says so", () => {
    const slowdown = cpuSlowdownFor(120)
    expect(slowdown.multiplier).toBe(1)
    expect(slowdown.warning).toMatch(/slower than the phone/)
    expect(describeSlowdown(slowdown, "median of 3")).toMatch(/index 120 \(median of 3\) → CPU slowdown 1\.0×.*slower than the phone/)
  })

  it("refuses what is not an index", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/not a benchmark index/)
    expect(() => cpuSlowdownFor(0)).toThrow(/not a benchmark index/)
  })
})
