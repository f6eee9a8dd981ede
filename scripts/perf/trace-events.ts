/**
 * The fields of a Chrome trace event (the JSON Chromium writes when tracing) that the perf
 * scripts read: `npm run perf:tasks` (blocking-by-task.mts) and `npm run perf:main-thread`
 * (main-thread-sources.ts).
 */
export interface TraceEvent {
  name: string
  /** "X" for a complete event with a duration, "R"/"I" for a mark. */
  ph?: string
  pid: number
  tid: number
  /** Microseconds on the trace's clock. */
  ts: number
  dur?: number
  /** Microseconds the thread was running during the event (its thread clock), where Chromium recorded it. */
  tdur?: number
  args?: {
    /** A thread's name, on "thread_name" metadata events. */
    name?: string
    /** Where in Chromium a task was posted from, on "ThreadControllerImpl::RunTask" (category "toplevel"). */
    src_func?: string
    src_file?: string
    data?: {
      url?: string
      functionName?: string
      type?: string
      documentLoaderURL?: string
      /** Bytes of JavaScript heap in use in the renderer, on "UpdateCounters" samples. */
      jsHeapSizeUsed?: number
    }
  }
}
