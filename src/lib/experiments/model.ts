/**
 * Experiments (A/B tests) from the `googleOptimize` global set (SPEC 3.8): the CMS's rows
 * turned, at build time, into the experiments the site runs. Pure.
 *
 * A row of `googleOptimizeEntries` is one variant: `experimentId` groups the variants of one
 * experiment, `pageUri` and `element` say where it runs and what it changes, `variantCopy`
 * replaces the element's own copy, `variantWeight` is the share of visitors (percent) who
 * see it. The control, the page as published, gets the rest. An inactive row's share goes to
 * the control; an experiment without an active row does not run.
 */

import type { ExperimentElement } from "./elements"

/** What an experiment id and a variant name may be: they appear in a cookie, a CSS selector and analytics. */
export const EXPERIMENT_TOKEN = /^[A-Za-z0-9_-]{1,64}$/

/** The name of the page as published, in the cookie and in analytics. */
export const CONTROL_ARM = "control"

export interface ExperimentArm {
  name: string
  /** What the arm shows in place of the element's own copy; null for the control. */
  copy: string | null
  /** Relative weight; the arms of an experiment add up to 100 unless the editors gave more. */
  weight: number
}

/** One running experiment, as the page context carries it to the head script and the components. */
export interface Experiment {
  id: string
  /** The normalised page URI: '' is the homepage, 'pricing', 'blog/*' every page under blog/. */
  pageUri: string
  element: string
  /** The control first, then the variants in the CMS's order. */
  arms: ExperimentArm[]
}

/** A row of the global set, as the data layer gives it (every column optional, as in Craft). */
export interface ExperimentRow {
  experimentId?: string | null
  pageUri?: string | null
  active?: boolean | null
  element?: string | null
  variantName?: string | null
  variantCopy?: string | null
  variantWeight?: number | null
}

/** Craft's URI of a page ('__home__', 'pricing', '/pricing/') or a site path, in one form: no slashes at either end, '' for the homepage. */
export function normalisePageUri(uri: string): string {
  const trimmed = uri.trim().replace(/^\/+|\/+$/g, "")
  return trimmed === "__home__" ? "" : trimmed
}

/** Whether an experiment's page URI takes in a path: exact, or 'blog/*' for every page under blog/ (not blog itself). */
export function pageUriMatches(pageUri: string, path: string): boolean {
  const page = normalisePageUri(path.split(/[?#]/)[0] ?? "")
  const pattern = normalisePageUri(pageUri)
  if (pattern === "*") return true
  if (pattern.endsWith("/*")) return page.startsWith(pattern.slice(0, -1))
  return page === pattern
}

/**
 * The running experiments of the global set's rows. A row that cannot run is left out and
 * named to `warn` (the build's reporter): no id, page or element, a name that is not a
 * token, a variant named 'control', no copy, or a page or element that differs from the
 * experiment's first row.
 */
export function experimentsFromRows(rows: ReadonlyArray<ExperimentRow | null | undefined>, warn: (message: string) => void = () => undefined): Experiment[] {
  const byId = new Map<string, Experiment>()
  rows.forEach((row, index) => {
    if (!row) return
    const where = `googleOptimizeEntries row ${index + 1}${row.experimentId ? ` ('${row.experimentId}')` : ""}`
    const id = row.experimentId?.trim() ?? ""
    const name = row.variantName?.trim() ?? ""
    const element = row.element?.trim() ?? ""
    const copy = row.variantCopy?.trim() ?? ""
    if (!EXPERIMENT_TOKEN.test(id)) return warn(`${where}: the experiment id must be letters, digits, '-' or '_' (up to 64); left out`)
    if (row.pageUri === null || row.pageUri === undefined || row.pageUri.trim() === "") return warn(`${where}: no pageUri; left out`)
    if (!element) return warn(`${where}: no element; left out`)
    if (!EXPERIMENT_TOKEN.test(name) || name === CONTROL_ARM)
      return warn(`${where}: the variant name must be letters, digits, '-' or '_' and not '${CONTROL_ARM}'; left out`)
    if (!copy) return warn(`${where}: no variantCopy; left out`)
    const pageUri = normalisePageUri(row.pageUri)
    const weight = Math.max(0, Math.round(row.variantWeight ?? 0))
    let experiment = byId.get(id)
    if (!experiment) {
      experiment = { id, pageUri, element, arms: [{ name: CONTROL_ARM, copy: null, weight: 100 }] }
      byId.set(id, experiment)
    } else if (experiment.pageUri !== pageUri || experiment.element !== element) {
      return warn(`${where}: its page or element differs from the experiment's first row; left out`)
    }
    if (experiment.arms.some((arm) => arm.name === name)) return warn(`${where}: a second variant named '${name}'; left out`)
    if (row.active !== true) return
    experiment.arms.push({ name, copy, weight })
  })
  const running: Experiment[] = []
  for (const experiment of byId.values()) {
    const variants = experiment.arms.slice(1)
    if (variants.length === 0) continue
    const variantShare = variants.reduce((sum, arm) => sum + arm.weight, 0)
    if (variantShare === 0) continue
    if (variantShare > 100)
      warn(`experiment '${experiment.id}': its variants' weights add up to ${variantShare}%; shared out in proportion, and no visitor sees the control`)
    experiment.arms[0] = { name: CONTROL_ARM, copy: null, weight: Math.max(0, 100 - variantShare) }
    running.push(experiment)
  }
  return running
}

/** The experiments that run on the page at `path`. */
export function experimentsOnPage(experiments: readonly Experiment[] | null | undefined, path: string): Experiment[] {
  return (experiments ?? []).filter((experiment) => pageUriMatches(experiment.pageUri, path))
}

/** The experiment that changes `element`, among a page's experiments (experimentsOnPage). */
export function experimentFor(pageExperiments: readonly Experiment[], element: ExperimentElement): Experiment | undefined {
  return pageExperiments.find((experiment) => experiment.element === element)
}

/** The page context's experiments (gatsby-node's `experiments`), checked, not cast: page context is untyped where Gatsby hands it over. */
export function experimentsOf(pageContext: unknown): Experiment[] | null {
  if (typeof pageContext !== "object" || pageContext === null || !("experiments" in pageContext)) return null
  const list: unknown = pageContext.experiments
  if (!Array.isArray(list)) return null
  return list.filter(isExperiment)
}

function isExperiment(value: unknown): value is Experiment {
  if (typeof value !== "object" || value === null) return false
  const { id, pageUri, element, arms } = value as Record<string, unknown>
  return (
    typeof id === "string" &&
    EXPERIMENT_TOKEN.test(id) &&
    typeof pageUri === "string" &&
    typeof element === "string" &&
    Array.isArray(arms) &&
    arms.every((arm: unknown) => {
      if (typeof arm !== "object" || arm === null) return false
      const { name, copy, weight } = arm as Record<string, unknown>
      return typeof name === "string" && EXPERIMENT_TOKEN.test(name) && (copy === null || typeof copy === "string") && typeof weight === "number" && weight >= 0
    })
  )
}
