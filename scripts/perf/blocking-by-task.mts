/**
 * Which of a page's tasks its Total Blocking Time comes from, as Lighthouse itself counts it:
 *
 *   npm run serve &                                  (the built site on :9000)
 *   npm run perf:tasks -- / /pricing                 one load of each page
 *   npm run perf:tasks -- --base http://127.0.0.1:9000 --min 3 /pricing
 *   npm run perf:tasks -- --slowdown 8 --loads 3 /   at this CPU slowdown, not the calibrated one
 *
 * Mobile Lighthouse (simulated throttling, the CPU slowdown this machine's benchmark index
 * calls for: cpu-slowdown.ts) loads the page once and keeps what it gathered. Lighthouse then
 * audits that again once per main-thread task since navigation (the simulation may place a task
 * from before the observed first paint after its own estimate of it): each time with that one
 * task cut to 1 ms in the trace, so the difference in blocking time is what that task costs.
 * Each task is printed with that difference and what runs in it (scripts evaluated, functions
 * called by URL, layout, style, paint).
 *
 * Why not read Lighthouse's long-tasks list: its simulation drops tasks under 10 ms that few
 * others depend on, stretches each by the slowdown (layout by half of it) and moves them in
 * time, so the list's tasks cannot be matched to the trace's, and a task that looks long may
 * cost nothing. Cutting one and asking Lighthouse again is exact, whatever it does inside.
 *
 * One load is one sample: the machine's noise moves tasks in and out of the count, so look
 * at several loads before concluding (`--loads N`). For the page's figures, use `npm run perf`.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { cpuSlowdownFor, describeSlowdown } from "./cpu-slowdown.ts"
import { auditFrom, benchmarkIndexNow, CALIBRATION_RUNS, gatherInto, type GatheredTrace } from "./lighthouse-browser.mts"
import { readCommandLine } from "./command-line.ts"
import type { TraceEvent } from "./trace-events.ts"

const { option, paths } = readCommandLine(process.argv.slice(2), ["--base", "--min", "--loads", "--slowdown"])
const base = option("--base") ?? "http://127.0.0.1:9000"
const minMs = Number(option("--min") ?? 3)
const loads = Number(option("--loads") ?? 1)
/** A fixed CPU slowdown instead of the calibration: to compare loads across batches at one multiplier. */
const fixedSlowdown = option("--slowdown")

const AUDITS = ["total-blocking-time", "first-contentful-paint", "interactive", "largest-contentful-paint"]

async function gather(url: string, directory: string, cpuSlowdownMultiplier: number): Promise<{ total: number; gathered: GatheredTrace }> {
  const gathered = await gatherInto(directory, url, { onlyAudits: AUDITS, throttling: { cpuSlowdownMultiplier } })
  return { total: await audit(directory, cpuSlowdownMultiplier), gathered }
}

async function audit(directory: string, cpuSlowdownMultiplier: number): Promise<number> {
  const result = await auditFrom(directory, "http://audit.invalid/", { onlyAudits: AUDITS, throttling: { cpuSlowdownMultiplier } })
  return result.lhr.audits["total-blocking-time"]?.numericValue ?? NaN
}

/** What runs in a task, by kind, in observed milliseconds (the largest first). */
function contents(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0)
  const by = new Map<string, number>()
  for (const event of events) {
    if (event === task || event.ph !== "X" || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue
    const file = String(event.args?.data?.url ?? "").replace(/.*\//, "")
    let key: string | undefined
    if (event.name === "EvaluateScript") key = `evaluate ${file || "inline script"}`
    else if (event.name === "FunctionCall") key = `call ${file || "inline"}${event.args?.data?.functionName ? `:${event.args.data.functionName}` : ""}`
    else if (event.name === "EventDispatch" || event.name === "TimerFire") key = `${event.name} ${event.args?.data?.type ?? ""}`.trim()
    else if (
      [
        "Layout",
        "UpdateLayoutTree",
        "Paint",
        "ParseHTML",
        "RunMicrotasks",
        "MajorGC",
        "MinorGC",
        "FireIdleCallback",
        "FireAnimationFrame",
        "XHRReadyStateChange",
      ].includes(event.name)
    )
      key = event.name
    if (key) by.set(key, (by.get(key) ?? 0) + (event.dur ?? 0) / 1000)
  }
  return [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
    .join(" | ")
}

async function attribute(path: string, cpuSlowdownMultiplier: number): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), "blocking-by-task-"))
  const scratch = `${directory}-cut`
  try {
    const {
      total,
      gathered: { file: traceFile, trace },
    } = await gather(base + path, directory, cpuSlowdownMultiplier)
    const events = trace.traceEvents
    // The page's main thread: the renderer thread that parsed the most HTML.
    const threads = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
    const parses = (thread: TraceEvent) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === "ParseHTML").length
    const main = threads.sort((a, b) => parses(b) - parses(a))[0]
    if (!main) throw new Error(`no renderer main thread in the trace of ${path}`)
    const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid)
    const firstPaint = onMain.find((event) => event.name === "firstContentfulPaint")?.ts
    const start = events.find((event) => event.name === "navigationStart" && String(event.args?.data?.documentLoaderURL ?? "").startsWith("http"))?.ts
    if (firstPaint === undefined || start === undefined) throw new Error(`no first paint in the trace of ${path}`)
    // Every task since navigation, not only those after the observed first paint: the simulation
    // estimates the first paint from the tasks it needs alone, then places all tasks together,
    // so the parser's task and the first layout, before the paint here, may land after it there
    // and count (docs/speed.md, "Where the simulation puts the first paint").
    const tasks = onMain.filter((event) => event.name === "RunTask" && event.ph === "X" && (event.dur ?? 0) >= minMs * 1000 && event.ts >= start)
    console.log(
      `\n${path}: blocking time ${Math.round(total)} ms (first paint at ${Math.round((firstPaint - start) / 1000)} ms observed; ${tasks.length} tasks of ${minMs} ms or more since navigation)`,
    )
    console.log(`   at (ms)   task   costs  what runs in it (ms, as observed)`)
    let accounted = 0
    for (const task of tasks) {
      const cutAt = task.ts + 1000
      const cut = events.map((event) => {
        if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== "X" || event.ts < task.ts || event.ts > task.ts + (task.dur ?? 0)) return event
        // The task ends 1 ms in; what it held past that point shrinks to nothing, instant events (its requests) stay.
        return event.ts >= cutAt ? { ...event, ts: cutAt - 1, dur: 0 } : { ...event, dur: Math.min(event.dur ?? 0, cutAt - event.ts) }
      })
      rmSync(scratch, { recursive: true, force: true })
      cpSync(directory, scratch, { recursive: true })
      writeFileSync(join(scratch, traceFile), JSON.stringify({ ...trace, traceEvents: cut }))
      const cost = total - (await audit(scratch, cpuSlowdownMultiplier))
      accounted += cost
      if (Math.round(cost) === 0) continue
      console.log(
        `${String(Math.round((task.ts - start) / 1000)).padStart(9)} ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ${String(Math.round(cost)).padStart(7)}  ${contents(onMain, task)}`,
      )
    }
    console.log(
      `   (tasks that cost nothing are left out; the costs add up to ${Math.round(accounted)} ms: a task's cost also moves the window the others are counted in)`,
    )
  } finally {
    rmSync(directory, { recursive: true, force: true })
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (paths.length === 0) {
  console.error("usage: npm run perf:tasks -- [--base URL] [--min MS] [--loads N] [--slowdown X] /path [/path …]  (with the site served, e.g. npm run serve)")
  process.exit(2)
}
const slowdown = fixedSlowdown ? { benchmarkIndex: NaN, multiplier: Number(fixedSlowdown) } : cpuSlowdownFor(await benchmarkIndexNow(base + paths[0]))
console.log(
  fixedSlowdown
    ? `CPU slowdown ${slowdown.multiplier}×, as asked (--slowdown)`
    : describeSlowdown(slowdown, `median of ${CALIBRATION_RUNS} Lighthouse runs of ${paths[0]}`),
)
for (let load = 0; load < loads; load++) for (const path of paths) await attribute(path, slowdown.multiplier)
