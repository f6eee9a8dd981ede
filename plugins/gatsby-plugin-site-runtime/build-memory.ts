/**
 * The build's memory (DESIGN 6: ≤ 1.5 GB for the whole build, at 10,000 posts too): each of
 * Gatsby's processes gets a JavaScript heap of a set size instead of Node's default for the
 * machine (about 4 GB on a 24 GB machine), under which V8 collects garbage late.
 *
 * - Gatsby's workers (the processes that run page queries and render every page's HTML):
 *   400 MB. What a worker keeps from one page to the next is small; what it leaves behind is
 *   not: rendering 11,947 pages, the HTML worker climbed from 0.2 to 1.25 GB and fell back by
 *   0.15 GB at a time. With the cap it stays under 0.4 GB and renders as fast (35.6 s against
 *   29.7–39.1 s in the same week's runs).
 * - The main process: 680 MB. It holds the page list and the node store's caches, and runs
 *   webpack; V8 lets its heap grow to the cap before it collects in earnest, and keeps what it
 *   grew to through HTML rendering, beside the worker. At 10,000 posts (cold build, the page
 *   heads out of the page list, 2026-11-28) its heap reached about 790 MB of a 1,536, 1,024
 *   or 768 MB cap and 600 MB of a 640 MB one, in the same time (164–169 s): what it holds live
 *   is below 600 MB. The build's peak (main process and HTML worker): 1.59 GB with 1,536 MB,
 *   1.56 with 768, 1.48 with 720 (bench:build), 1.36 with 640. Its other 0.4 GB are native
 *   memory and the node store's memory map. A collection forced after webpack's builds
 *   (--expose-gc, a webpack `done` hook) left the peak at 1.59 GB: the heap grows back. Earlier, on the
 *   sample content: no cap (4 GB here) 1.49 GB in 52.5 s; 1.6 GB: 1.14 GB in 50.8 s; 1 GB:
 *   1.01 GB in 59.0 s. Set by the environment our scripts start Gatsby with
 *   (scripts/gatsby-process-env.ts), unless NODE_OPTIONS already names a heap size.
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
