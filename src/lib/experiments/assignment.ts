/**
 * Which variant a visitor sees: chosen once per experiment by the arms' weights, then kept in
 * one cookie (`rapport_experiments`, settings.ts) so every later page and visit shows the
 * same. Pure: the head script (head.ts) reads and writes the cookie and draws the random
 * number. No import of the site config: the head script is inlined in every page's head and
 * takes the site's names as an argument instead.
 */
import { parentCookieDomain } from "../cookies/domain"
import { CONTROL_ARM, EXPERIMENT_TOKEN, pageUriMatches, type Experiment } from "./model"

/** At most this many experiments are kept in the cookie (the newest first): it cannot grow without end. */
export const MAX_KEPT_ASSIGNMENTS = 20

/** The visitor's variants by experiment id. */
export type Assignments = ReadonlyMap<string, string>

/**
 * The cookie's assignments. A corrupt cookie (a pair without ':', a name that is not a token,
 * stray text, an oversized value) loses only the pairs that do not read; the first of two
 * pairs for one experiment wins.
 */
export function parseAssignments(cookieValue: string | undefined | null): Map<string, string> {
  const assignments = new Map<string, string>()
  if (!cookieValue || cookieValue.length > 4096) return assignments
  for (const pair of cookieValue.split("~")) {
    const separator = pair.indexOf(":")
    if (separator === -1) continue
    const id = pair.slice(0, separator)
    const arm = pair.slice(separator + 1)
    if (EXPERIMENT_TOKEN.test(id) && EXPERIMENT_TOKEN.test(arm) && !assignments.has(id)) assignments.set(id, arm)
  }
  return assignments
}

/** The cookie's value for assignments, the first MAX_KEPT_ASSIGNMENTS of them. */
export function serializeAssignments(assignments: Assignments): string {
  return [...assignments]
    .slice(0, MAX_KEPT_ASSIGNMENTS)
    .map(([id, arm]) => `${id}:${arm}`)
    .join("~")
}

/**
 * The arm a number in [0, 1) falls on, each arm taking a slice as wide as its weight. Arms
 * of weight 0 are never chosen; when every weight is 0 the control is.
 */
export function chooseArm(experiment: Experiment, random: number): string {
  const total = experiment.arms.reduce((sum, arm) => sum + Math.max(0, arm.weight), 0)
  if (!(total > 0)) return CONTROL_ARM
  const point = Math.min(Math.max(Number.isFinite(random) ? random : 0, 0), 1 - Number.EPSILON) * total
  let end = 0
  for (const arm of experiment.arms) {
    if (arm.weight <= 0) continue
    end += arm.weight
    if (point < end) return arm.name
  }
  return experiment.arms.filter((arm) => arm.weight > 0).at(-1)?.name ?? CONTROL_ARM
}

export interface PageAssignment {
  experimentId: string
  element: string
  variant: string
}

export interface AssignmentResult {
  /** The page's experiments and the variant of each. */
  page: PageAssignment[]
  /** Every assignment to keep: the page's first, then the visitor's others, unchanged. */
  assignments: Map<string, string>
  /** Whether the cookie must be written (a new or changed assignment). */
  changed: boolean
}

/**
 * Assigns the visitor a variant of each experiment that runs on `path`. A kept assignment
 * stands while its variant still runs with a weight; otherwise (new visitor, a variant
 * stopped or removed) one is drawn with `random`, once per experiment.
 */
export function assignExperiments(experiments: readonly Experiment[], path: string, kept: Assignments, random: () => number): AssignmentResult {
  const page: PageAssignment[] = []
  const chosen = new Map<string, string>()
  let changed = false
  for (const experiment of experiments) {
    if (!pageUriMatches(experiment.pageUri, path) || chosen.has(experiment.id)) continue
    const previous = kept.get(experiment.id)
    const stillRuns = experiment.arms.some((arm) => arm.name === previous && arm.weight > 0)
    const variant = stillRuns && previous ? previous : chooseArm(experiment, random())
    if (variant !== previous) changed = true
    chosen.set(experiment.id, variant)
    page.push({ experimentId: experiment.id, element: experiment.element, variant })
  }
  const assignments = new Map(chosen)
  for (const [id, arm] of kept) if (!assignments.has(id)) assignments.set(id, arm)
  return { page, assignments, changed }
}

/** Where and how the cookie is written: its name, its lifetime and the site's cookie domains (settings.ts). */
export interface ExperimentsCookieSettings {
  name: string
  maxAgeSeconds: number
  /** Most specific first (lib/cookies/domain.ts). */
  domains: readonly string[]
}

/**
 * The `document.cookie` line that keeps the assignments: the site's cookie attributes
 * (DESIGN 7: SameSite=Lax, Secure on https, the parent domain only where the host is under it).
 */
export function experimentsCookieLine(value: string, page: { protocol: string; hostname: string }, cookie: ExperimentsCookieSettings): string {
  const domain = parentCookieDomain(page.hostname, cookie.domains)
  return [
    `${cookie.name}=${value}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    "Path=/",
    "SameSite=Lax",
    ...(page.protocol === "https:" ? ["Secure"] : []),
    ...(domain ? [`Domain=${domain}`] : []),
  ].join("; ")
}
