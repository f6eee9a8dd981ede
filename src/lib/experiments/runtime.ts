/**
 * Between the experiments' head script (head.ts) and the app: the script leaves its runtime on
 * `window`, and the app calls it on each client-side navigation (gatsby-browser's
 * onPreRouteUpdate), so the next page's variants are chosen and marked before it renders.
 * No runtime (the site runs no experiment, `gatsby develop`, or the script failed) means
 * every page shows its control.
 */
export const EXPERIMENTS_RUNTIME_KEY = "__rapportExperiments"

/** Shows the variants of the page at `path`; a second call for the same path does nothing. */
export type ExperimentsRuntime = (path: string) => void

/** Runs the head script's runtime for `path`, if the page has one. */
export function showExperimentsFor(path: string, target: Window = window): void {
  const runtime = (target as unknown as Record<string, unknown>)[EXPERIMENTS_RUNTIME_KEY]
  if (typeof runtime === "function") (runtime as ExperimentsRuntime)(path)
}
