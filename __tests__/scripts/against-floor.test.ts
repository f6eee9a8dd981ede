import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  allowedGapFor,
  designTarget,
  gateVerdict,
  median,
  missesAgainstFloor,
  noiseOf,
  summarize,
  type Batch,
  type Ratchet,
  type Sample,
} from "../../scripts/perf/against-floor"

const run = (performance: number, tbtMs: number, lcpMs = 1200, cls = 0): Sample => ({
  performance,
  tbtMs,
  lcpMs,
  cls,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  benchmarkIndex: 1600,
})

describe("summarize", () => {
  it("takes each figure's median and the lowest performance run", () => {
    expect(summarize([run(0.9, 300, 1300), run(0.8, 100, 1100), run(0.95, 200, 1200)])).toEqual({
      performance: 0.9,
      lowestPerformance: 0.8,
      tbtMs: 200,
      lcpMs: 1200,
      cls: 0,
    })
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it("refuses an empty batch instead of judging NaN", () => {
    expect(() => summarize([])).toThrow("no Lighthouse runs")
  })
})

describe("missesAgainstFloor", () => {
  const reference = summarize([run(0.93, 300, 1300), run(0.93, 310, 1320), run(0.92, 320, 1340)])

  it("passes a page exactly at DESIGN 6's limits", () => {
    const site = summarize([run(0.92, 350, 1720), run(0.92, 360, 1720), run(0.9, 360, 1740)])
    expect(missesAgainstFloor(site, reference, designTarget)).toEqual([])
  })

  it("names every figure over its limit, with the figures", () => {
    const site = summarize([run(0.8, 900, 1800, 0.05), run(0.81, 868, 1900, 0.05), run(0.76, 850, 1750, 0.05)])
    const misses = missesAgainstFloor(site, reference, designTarget)
    expect(misses.map((miss) => miss.figure)).toEqual(["performance", "lowestPerformance", "tbtMs", "lcpMs", "cls"])
    expect(misses.find((miss) => miss.figure === "tbtMs")?.detail).toBe("TBT 868 ms against the reference's 310 ms + 50 ms")
  })

  it("holds a page to a looser ratchet row when it has one", () => {
    const ratchet: Ratchet = { default: { performance: 0.01, tbtMs: 50, lcpMs: 400, cls: 0.01 }, pages: { "/": { ...designTarget, tbtMs: 700 } } }
    const site = summarize([run(0.93, 900), run(0.93, 868), run(0.93, 850)])
    expect(missesAgainstFloor(site, reference, allowedGapFor(ratchet, "/"))).toEqual([])
    expect(missesAgainstFloor(site, reference, allowedGapFor(ratchet, "/pricing")).map((miss) => miss.figure)).toEqual(["tbtMs"])
  })
})

describe("gateVerdict", () => {
  const ratchet: Ratchet = {
    default: { performance: 0.01, tbtMs: 50, lcpMs: 400, cls: 0.01 },
    pages: { "/": { performance: 0.1, tbtMs: 300, lcpMs: 800, cls: 0.01 } },
  }
  const reference = "reference"
  const quiet = (page: Sample[], floor: Sample[] = [run(0.95, 200), run(0.95, 210), run(0.95, 220)]): Batch => ({
    samples: new Map([
      ["/", page],
      [reference, floor],
    ]),
    noise: null,
  })
  const noisy: Batch = { ...quiet([run(0.5, 3000)]), noise: "the reference page's TBT moved by 900 ms" }
  const within = [run(0.9, 400), run(0.9, 450), run(0.88, 500)]
  const over = [run(0.7, 900), run(0.72, 950), run(0.75, 1000)]

  it("passes a page within its ratchet on the first batch", () => {
    const verdict = gateVerdict([quiet(within)], ratchet, reference, ["/"])
    expect(verdict).toMatchObject({ failed: [], repeatNeeded: false, judged: 1 })
    expect(verdict.misses.get("/")).toEqual([])
  })

  it("measures a miss again and fails it when both batches' runs together still miss", () => {
    const first = gateVerdict([quiet(over)], ratchet, reference, ["/"])
    expect(first).toMatchObject({ failed: [], repeatNeeded: true, judged: 1 })
    expect(first.misses.get("/")?.map((miss) => miss.figure)).toEqual(["performance", "tbtMs"])
    expect(gateVerdict([quiet(over), quiet(over)], ratchet, reference, ["/"])).toMatchObject({ failed: ["/"], repeatNeeded: false, judged: 2 })
  })

  it("pools the runs: one bad batch beside a good one is judged on all six runs, not failed", () => {
    const verdict = gateVerdict([quiet([run(0.9, 420), run(0.7, 1900), run(0.88, 480)]), quiet(within)], ratchet, reference, ["/"])
    expect(verdict).toMatchObject({ failed: [], repeatNeeded: false, judged: 2 })
  })

  it("holds medians only: one slow run (a low lowest run) is no miss", () => {
    const verdict = gateVerdict([quiet([run(0.9, 400), run(0.4, 2500), run(0.9, 420)])], ratchet, reference, ["/"])
    expect(verdict).toMatchObject({ failed: [], repeatNeeded: false })
  })

  it("never fails on noise: a noisy batch adds no runs, at most three batches, and one judged miss alone fails nothing", () => {
    expect(gateVerdict([noisy], ratchet, reference, ["/"])).toMatchObject({ failed: [], repeatNeeded: true, judged: 0 })
    expect(gateVerdict([noisy, quiet(over)], ratchet, reference, ["/"])).toMatchObject({ failed: [], repeatNeeded: true, judged: 1 })
    expect(gateVerdict([noisy, quiet(over), quiet(over)], ratchet, reference, ["/"])).toMatchObject({ failed: ["/"], repeatNeeded: false })
    expect(gateVerdict([quiet(over), noisy, noisy], ratchet, reference, ["/"])).toMatchObject({ failed: [], repeatNeeded: false, judged: 1 })
    expect(gateVerdict([noisy, noisy, noisy], ratchet, reference, ["/"])).toMatchObject({ failed: [], repeatNeeded: false, judged: 0 })
  })

  it("holds a page without a row of its own to DESIGN 6", () => {
    const verdict = gateVerdict(
      [
        {
          samples: new Map([
            ["/privacy", within],
            [reference, [run(0.95, 200)]],
          ]),
          noise: null,
        },
      ],
      ratchet,
      reference,
      ["/privacy"],
    )
    expect(verdict.misses.get("/privacy")?.map((miss) => miss.figure)).toEqual(["performance", "tbtMs"])
  })
})

describe("noiseOf", () => {
  it("calls a batch noisy when the reference page's own runs moved too much", () => {
    expect(noiseOf([run(0.93, 230), run(0.92, 310), run(0.93, 280)])).toBeNull()
    expect(noiseOf([run(0.9, 417), run(0.72, 1544), run(0.85, 600)])).toBe("the reference page's TBT moved by 1127 ms between runs (over 400 ms)")
    expect(noiseOf([run(0.99, 200), run(0.8, 300)])).toBe("the reference page's performance moved by 0.19 between runs (over 0.12)")
    const busy = [run(0.93, 230), run(0.93, 240), run(0.93, 250)].map((sample) => ({ ...sample, benchmarkIndex: 491 }))
    expect(noiseOf(busy)).toBe("Lighthouse's benchmark index was 491 (under 800: the machine was busy)")
  })
})

describe("floor-ratchet.json", () => {
  const ratchet = JSON.parse(readFileSync(join(__dirname, "../../scripts/perf/floor-ratchet.json"), "utf8")) as Ratchet

  it("is never looser than needed to be useful, and never tighter than DESIGN 6", () => {
    for (const gap of [ratchet.default, ...Object.values(ratchet.pages)]) {
      // Medians only: the lowest run is DESIGN 6's printed target, not a ratchet row (against-floor.ts).
      expect(Object.keys(gap).sort()).toEqual(["cls", "lcpMs", "performance", "tbtMs"])
      for (const figure of ["performance", "tbtMs", "lcpMs", "cls"] as const) {
        expect(gap[figure]).toBeGreaterThanOrEqual(designTarget[figure])
      }
      // A ratchet that lets a page fall this far behind the floor would no longer hold anything.
      expect(gap.tbtMs).toBeLessThanOrEqual(1000)
      expect(gap.performance).toBeLessThanOrEqual(0.2)
    }
  })

  it("has a row for each page CI measures (package.json perf:ci)", () => {
    const script = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { scripts: Record<string, string> }).scripts["perf:ci"] ?? ""
    const paths = script.split(" ").filter((arg) => arg.startsWith("/"))
    expect(paths.length).toBeGreaterThanOrEqual(3)
    for (const path of paths) expect(Object.keys(ratchet.pages)).toContain(path)
  })
})
