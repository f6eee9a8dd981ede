import { readFileSync } from "node:fs"
import { join } from "node:path"
import { allowedGapFor, designTarget, gateVerdict, median, missesAgainstFloor, noiseOf, summarize, type Miss, type Ratchet, type Sample } from "../../scripts/perf/against-floor"

const run = (performance: number, tbtMs: number, lcpMs = 1200, cls = 0): Sample => ({ performance, tbtMs, lcpMs, cls, accessibility: 1, bestPractices: 1, seo: 1, benchmarkIndex: 1600 })

describe("summarize", () => {
  it("takes each figure's median and the lowest performance run", () => {
    expect(summarize([run(0.9, 300, 1300), run(0.8, 100, 1100), run(0.95, 200, 1200)])).toEqual({ performance: 0.9, lowestPerformance: 0.8, tbtMs: 200, lcpMs: 1200, cls: 0 })
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
    const ratchet: Ratchet = { default: designTarget, pages: { "/": { ...designTarget, tbtMs: 700 } } }
    const site = summarize([run(0.93, 900), run(0.93, 868), run(0.93, 850)])
    expect(missesAgainstFloor(site, reference, allowedGapFor(ratchet, "/"))).toEqual([])
    expect(missesAgainstFloor(site, reference, allowedGapFor(ratchet, "/pricing")).map((miss) => miss.figure)).toEqual(["tbtMs"])
  })
})

describe("gateVerdict", () => {
  const miss: Miss = { figure: "tbtMs", detail: "TBT" }

  it("asks for a second batch after a miss, and fails only a page that misses again", () => {
    const first = new Map([["/", [miss]], ["/pricing", [miss]], ["/resources/x", []]])
    expect(gateVerdict([first])).toEqual({ failed: [], repeatNeeded: true })
    const second = new Map([["/", []], ["/pricing", [miss]], ["/resources/x", [miss]]])
    expect(gateVerdict([first, second])).toEqual({ failed: ["/pricing"], repeatNeeded: false })
  })

  it("needs nothing more when every page is within its ratchet", () => {
    expect(gateVerdict([new Map([["/", []]])])).toEqual({ failed: [], repeatNeeded: false })
  })

  it("never fails on a noisy batch: it measures again, up to three batches, and fails only on two judged misses", () => {
    const missed = new Map([["/", [miss]]])
    expect(gateVerdict([null])).toEqual({ failed: [], repeatNeeded: true })
    expect(gateVerdict([null, missed])).toEqual({ failed: [], repeatNeeded: true })
    expect(gateVerdict([null, missed, missed])).toEqual({ failed: ["/"], repeatNeeded: false })
    expect(gateVerdict([missed, null, null])).toEqual({ failed: [], repeatNeeded: false })
    expect(gateVerdict([null, null, null])).toEqual({ failed: [], repeatNeeded: false })
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
      for (const figure of Object.keys(designTarget) as Array<keyof typeof designTarget>) {
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
