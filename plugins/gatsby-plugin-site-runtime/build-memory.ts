/**
 * The build's memory (DESIGN 6: ≤ 1.5 GB for the whole build, at 10,000 posts too): each of
 * Gatsby's processes gets a JavaScript heap of a set size instead of Node's default for the
 * machine (about 4 GB on a 24 GB machine), under which V8 collects garbage late.
 *
 * - Gatsby's workers (the processes that run page queries and render every page's HTML):
 *   400 MB. What a worker keeps from one page to the next is small; what it leaves behind is
 *   not: uncapped, the HTML worker of a 10,000-post build climbed to 1.25 GB of mostly
 *   garbage; capped, it stays under 0.4 GB and renders as fast.
 * - The main process: 680 MB. It holds the page list and the node store's caches, and runs
 *   webpack; V8 lets its heap grow to the cap before it collects in earnest, and keeps what it
 *   grew to through HTML rendering, beside the worker. At 10,000 posts what it holds live is
 *   below 600 MB, so 680 MB leaves it room, and a higher cap only raised the build's peak
 *   (1.59 GB with 1,536 MB, 1.48 with 720). Set by the environment our scripts start Gatsby
 *   with (scripts/gatsby-process-env.ts), unless NODE_OPTIONS already names a heap size.
 *
 * The measurements behind both figures (heap and peak at each cap, at 10,000 posts and on the
 * sample content) are in docs/BENCHMARKS.md ("the heap caps as build-memory.ts recorded them").
 *
 * Gatsby forks its workers with the main process's environment at the time of the fork
 * (gatsby-worker), after `onPreInit`; NODE_OPTIONS is read by each new Node process, so
 * setting it in `onPreInit` sizes the workers and leaves the main process as it started.
 * A process that needs more than its cap stops with "JavaScript heap out of memory": raise
 * the figure here, with a measure (`npm run bench:build`).
 */
export const MAIN_HEAP_MB = 680
export const WORKER_HEAP_MB = 400

const HEAP_FLAG = /(^|\s)--max-old-space-size(=|\s+)\d+/g

/** NODE_OPTIONS with its heap size set to `heapMb`, whatever it held. */
export function withHeapSize(nodeOptions: string | undefined, heapMb: number): string {
  const others = (nodeOptions ?? "").replace(HEAP_FLAG, " ").trim()
  return `${others} --max-old-space-size=${heapMb}`.trim()
}

/** NODE_OPTIONS to start Gatsby's main process with: its heap size, unless one is named already. */
export function mainNodeOptions(nodeOptions: string | undefined): string {
  return new RegExp(HEAP_FLAG.source).test(nodeOptions ?? "") ? (nodeOptions ?? "").trim() : withHeapSize(nodeOptions, MAIN_HEAP_MB)
}

/** NODE_OPTIONS for the processes Gatsby starts from `onPreInit` on: the workers' heap size. */
export const workerNodeOptions = (nodeOptions: string | undefined): string => withHeapSize(nodeOptions, WORKER_HEAP_MB)
