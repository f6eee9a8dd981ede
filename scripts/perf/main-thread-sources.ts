/**
 * Where a page's main-thread time goes after its first paint, by what queued the work
 * (`npm run perf:main-thread`, main-thread.mts). Pure: it reads a Chrome trace's events, so it
 * is unit tested on a trace written by hand (__tests__/scripts/main-thread-sources.test.ts).
 *
 * Each task the renderer's main thread runs is a `ThreadControllerImpl::RunTask` trace event
 * (category "toplevel") whose arguments name the place in Chromium that posted it
 * (`src_func`, `src_file`): a rendering frame, a message on a pipe (React's scheduler slices
 * its work with a MessageChannel), a network response arriving, a timer, an async script
 * becoming ready… Summing the tasks by that place, from the first contentful paint to the end
 * of the trace, says which kind of work a page does above the bare reference page, before
 * anyone guesses at which component to cut. Rendering frames are also broken down by phase.
 */

import type { TraceEvent } from "./trace-events.ts"

/** Chromium's posting places, grouped into what a front-end engineer can act on. Checked in order; the first match names the source. */
const SOURCES: ReadonlyArray<readonly [source: string, test: (func: string, file: string) => boolean]> = [
  ["rendering frames", (func) => func === "ScheduledActionSendBeginMainFrame"],
  ["message pipes (React's scheduler slices, other IPC)", (func) => func === "PostDispatchNextMessageFromPipe"],
  ["timers (setTimeout)", (func, file) => file.endsWith("dom_timer.cc")],
  ["idle callbacks", (_func, file) => file.endsWith("scripted_idle_task_controller.cc")],
  ["scripts ready to run (async, deferred)", (_func, file) => file.endsWith("script_runner.cc")],
  [
    "network responses",
    (_func, file) =>
      file.endsWith("background_url_loader.cc") ||
      file.endsWith("simple_watcher.cc") ||
      file.endsWith("resource_load_info_notifier_wrapper.cc") ||
      file.endsWith("url_loader.cc"),
  ],
  ["pictures loaded", (_func, file) => file.endsWith("image_loader.cc")],
  ["intersection observers", (_func, file) => file.includes("intersection_observer")],
  ["garbage collection", (_func, file) => file.includes("/heap/") || file.startsWith("heap/")],
]

/** The phases of a rendering frame worth naming (Chromium's trace event names). */
export const FRAME_PHASES = [
  "FireAnimationFrame",
  "UpdateLayoutTree",
  "Layout",
  "IntersectionObserverController::computeIntersections",
  "PrePaint",
  "Paint",
  "Layerize",
  "Commit",
] as const

export function sourceOf(func: string, file: string): string {
  for (const [source, test] of SOURCES) if (test(func, file)) return source
  return `other: ${func} (${file.replace(/.*\/([^/]+\/[^/]+)$/, "$1")})`
}

export interface MainThreadSummary {
  /** The first contentful paint, in ms after navigation start. */
  firstPaintMs: number
  /** Every task on the page's main thread after the first paint, in ms (observed, not slowed down). */
  totalMs: number
  /**
   * Of totalMs, the time the thread was not running (a task's wall time less its thread time,
   * where the trace has it): waiting on another thread (a frame's commit waits for the
   * compositor) or for a core. Lighthouse charges a task's wall time, so on a busy machine this
   * is blocking time the page's own work does not explain.
   */
  notRunningMs: number
  tasks: number
  /** ms and task count by source, the largest first. */
  bySource: Array<{ source: string; ms: number; notRunningMs: number; tasks: number }>
  /** Rendering frames after the first paint: how many, and ms by phase inside them. */
  frames: { count: number; byPhase: Array<{ phase: string; ms: number }> }
}

/** A task's wall time less its thread time, in ms (0 where the trace has no thread time). */
const notRunningMs = (task: TraceEvent): number => Math.max(0, (task.dur ?? 0) - (task.tdur ?? task.dur ?? 0)) / 1000

/**
 * Summarises one page load's trace: the page's main thread is the one that started the
 * navigation to `urlPrefix` (the browser's own pages, such as the new-tab page, run in other
 * renderers of the same trace).
 */
export function summariseMainThread(events: readonly TraceEvent[], urlPrefix: string): MainThreadSummary {
  const navigation = events.find((event) => event.name === "navigationStart" && String(event.args?.data?.documentLoaderURL ?? "").startsWith(urlPrefix))
  if (!navigation) throw new Error(`summariseMainThread: no navigation to ${urlPrefix} in the trace`)
  const firstPaint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === navigation.pid)
  if (!firstPaint) throw new Error(`summariseMainThread: no first contentful paint for ${urlPrefix} in the trace`)
  const onMain = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === "X" && event.ts >= firstPaint.ts)
  const tasks = onMain.filter((event) => event.name === "ThreadControllerImpl::RunTask")
  const bySource = new Map<string, { ms: number; notRunningMs: number; tasks: number }>()
  const frames: TraceEvent[] = []
  for (const task of tasks) {
    const source = sourceOf(task.args?.src_func ?? "", task.args?.src_file ?? "")
    const entry = bySource.get(source) ?? { ms: 0, notRunningMs: 0, tasks: 0 }
    entry.ms += (task.dur ?? 0) / 1000
    entry.notRunningMs += notRunningMs(task)
    entry.tasks += 1
    bySource.set(source, entry)
    if (source === "rendering frames") frames.push(task)
  }
  const byPhase = new Map<string, number>(FRAME_PHASES.map((phase) => [phase, 0]))
  for (const event of onMain) {
    if (!byPhase.has(event.name)) continue
    const inFrame = frames.some((frame) => event.ts >= frame.ts && event.ts + (event.dur ?? 0) <= frame.ts + (frame.dur ?? 0))
    if (inFrame) byPhase.set(event.name, (byPhase.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
  }
  return {
    firstPaintMs: (firstPaint.ts - navigation.ts) / 1000,
    totalMs: tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0),
    notRunningMs: tasks.reduce((sum, task) => sum + notRunningMs(task), 0),
    tasks: tasks.length,
    bySource: [...bySource.entries()].map(([source, entry]) => ({ source, ...entry })).sort((a, b) => b.ms - a.ms),
    frames: { count: frames.length, byPhase: [...byPhase.entries()].map(([phase, ms]) => ({ phase, ms })) },
  }
}

/** The mean of several loads' summaries, source by source (a source missing from a load counts 0 there). */
export function meanOf(summaries: readonly MainThreadSummary[]): MainThreadSummary {
  if (summaries.length === 0) throw new Error("meanOf: no loads")
  const n = summaries.length
  const mean = (pick: (summary: MainThreadSummary) => number): number => summaries.reduce((sum, summary) => sum + pick(summary), 0) / n
  const sources = [...new Set(summaries.flatMap((summary) => summary.bySource.map((entry) => entry.source)))]
  return {
    firstPaintMs: mean((summary) => summary.firstPaintMs),
    totalMs: mean((summary) => summary.totalMs),
    notRunningMs: mean((summary) => summary.notRunningMs),
    tasks: mean((summary) => summary.tasks),
    bySource: sources
      .map((source) => ({
        source,
        ms: mean((summary) => summary.bySource.find((entry) => entry.source === source)?.ms ?? 0),
        notRunningMs: mean((summary) => summary.bySource.find((entry) => entry.source === source)?.notRunningMs ?? 0),
        tasks: mean((summary) => summary.bySource.find((entry) => entry.source === source)?.tasks ?? 0),
      }))
      .sort((a, b) => b.ms - a.ms),
    frames: {
      count: mean((summary) => summary.frames.count),
      byPhase: FRAME_PHASES.map((phase) => ({ phase, ms: mean((summary) => summary.frames.byPhase.find((entry) => entry.phase === phase)?.ms ?? 0) })),
    },
  }
}
