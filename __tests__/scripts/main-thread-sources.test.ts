import { meanOf, sourceOf, summariseMainThread } from "../../scripts/perf/main-thread-sources"
import type { TraceEvent } from "../../scripts/perf/trace-events"

const PAGE = { pid: 7, tid: 1 }
const OTHER_RENDERER = { pid: 9, tid: 1 }

/** A task on a thread, posted from `func` in `file`, at `atMs` for `ms` (trace times are microseconds). */
const task = (atMs: number, ms: number, func: string, file: string, thread = PAGE, runningMs?: number): TraceEvent => ({
  name: "ThreadControllerImpl::RunTask",
  ph: "X",
  ...thread,
  ts: atMs * 1000,
  dur: ms * 1000,
  ...(runningMs === undefined ? {} : { tdur: runningMs * 1000 }),
  args: { src_func: func, src_file: file },
})
const slice = (name: string, atMs: number, ms: number, thread = PAGE): TraceEvent => ({ name, ph: "X", ...thread, ts: atMs * 1000, dur: ms * 1000 })

/** A load of http://127.0.0.1:9000/ that paints at 100 ms, and the browser's new-tab page in another renderer. */
const trace: TraceEvent[] = [
  { name: "navigationStart", ph: "R", ...OTHER_RENDERER, ts: 0, args: { data: { documentLoaderURL: "chrome://new-tab-page/" } } },
  { name: "navigationStart", ph: "R", ...PAGE, ts: 0, args: { data: { documentLoaderURL: "http://127.0.0.1:9000/" } } },
  { name: "firstContentfulPaint", ph: "R", ...PAGE, ts: 100_000 },
  // Before the first paint: not counted.
  task(10, 40, "RemoveDelayReasonFromScript", "../../third_party/blink/renderer/core/script/script_runner.cc"),
  // After it: two frames (one with a layout and a paint inside), a React slice, a timer, a response, something unnamed.
  // The first frame ran 4 ms of its 12 (its commit waited for the compositor); the pipe's task all 6; the others have no thread time.
  task(120, 12, "ScheduledActionSendBeginMainFrame", "../../cc/trees/proxy_impl.cc", PAGE, 4),
  slice("Layout", 121, 8),
  slice("Paint", 130, 2),
  task(140, 3, "ScheduledActionSendBeginMainFrame", "../../cc/trees/proxy_impl.cc"),
  task(150, 6, "PostDispatchNextMessageFromPipe", "../../mojo/public/cpp/bindings/lib/connector.cc", PAGE, 6),
  task(160, 4, "DOMTimer", "../../third_party/blink/renderer/core/scheduler/dom_timer.cc"),
  task(170, 5, "PostTaskToMainThread", "../../third_party/blink/renderer/platform/loader/fetch/url_loader/background_url_loader.cc"),
  task(180, 1, "SomethingNew", "../../third_party/blink/renderer/core/new/thing.cc"),
  // A layout outside any frame (forced by a script in the timer's task) is not a frame's.
  slice("Layout", 161, 2),
  // The new-tab page's own work, after the first paint too: not the page's.
  task(130, 50, "ScheduledActionSendBeginMainFrame", "../../cc/trees/proxy_impl.cc", OTHER_RENDERER),
]

describe("summariseMainThread: a page's main-thread time after its first paint, by what queued it", () => {
  const summary = summariseMainThread(trace, "http://127.0.0.1:9000")

  it("counts only the page's main thread, from its first contentful paint", () => {
    expect(summary.firstPaintMs).toBe(100)
    expect(summary.tasks).toBe(6)
    expect(summary.totalMs).toBe(12 + 3 + 6 + 4 + 5 + 1)
  })

  it("says how much of that the thread was not running, from the tasks whose thread time the trace has", () => {
    expect(summary.notRunningMs).toBe(12 - 4)
  })

  it("groups tasks by the place that posted them, the largest first", () => {
    expect(summary.bySource).toEqual([
      { source: "rendering frames", ms: 15, notRunningMs: 8, tasks: 2 },
      { source: "message pipes (React's scheduler slices, other IPC)", ms: 6, notRunningMs: 0, tasks: 1 },
      { source: "network responses", ms: 5, notRunningMs: 0, tasks: 1 },
      { source: "timers (setTimeout)", ms: 4, notRunningMs: 0, tasks: 1 },
      { source: "other: SomethingNew (new/thing.cc)", ms: 1, notRunningMs: 0, tasks: 1 },
    ])
  })

  it("breaks the frames down by phase, counting only what ran inside a frame", () => {
    expect(summary.frames.count).toBe(2)
    expect(summary.frames.byPhase.find((entry) => entry.phase === "Layout")?.ms).toBe(8)
    expect(summary.frames.byPhase.find((entry) => entry.phase === "Paint")?.ms).toBe(2)
    expect(summary.frames.byPhase.find((entry) => entry.phase === "Commit")?.ms).toBe(0)
  })

  it("names the navigation it could not find", () => {
    expect(() => summariseMainThread(trace, "http://127.0.0.1:9999")).toThrow("no navigation to http://127.0.0.1:9999")
  })
})

describe("sourceOf", () => {
  it("knows idle callbacks, pictures, observers and the collector", () => {
    expect(sourceOf("PostSchedulerIdleTask", "../../third_party/blink/renderer/core/scheduler/scripted_idle_task_controller.cc")).toBe("idle callbacks")
    expect(sourceOf("ImageNotifyFinished", "../../third_party/blink/renderer/core/loader/image_loader.cc")).toBe("pictures loaded")
    expect(sourceOf("PostTaskToDeliverNotifications", "../../third_party/blink/renderer/core/intersection_observer/intersection_observer_controller.cc")).toBe(
      "intersection observers",
    )
    expect(sourceOf("TryScheduleTask", "../../v8/src/heap/minor-gc-job.cc")).toBe("garbage collection")
  })
})

describe("meanOf: several loads", () => {
  it("averages source by source, a source missing from a load counting 0 there", () => {
    const first = summariseMainThread(trace, "http://127.0.0.1:9000")
    const second = summariseMainThread(
      trace.filter((event) => event.args?.src_func !== "DOMTimer"),
      "http://127.0.0.1:9000",
    )
    const mean = meanOf([first, second])
    expect(mean.bySource.find((entry) => entry.source === "timers (setTimeout)")).toEqual({ source: "timers (setTimeout)", ms: 2, notRunningMs: 0, tasks: 0.5 })
    expect(mean.totalMs).toBe((31 + 27) / 2)
    expect(mean.bySource.find((entry) => entry.source === "rendering frames")?.notRunningMs).toBe(8)
    expect(mean.frames.count).toBe(2)
  })

  it("refuses no loads", () => {
    expect(() => meanOf([])).toThrow("no loads")
  })
})
