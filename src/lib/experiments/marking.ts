/**
 * How a page shows the visitor's variants without a flash of the control. The static HTML
 * cannot know the variant, so it holds every arm of an experiment's element: the control
 * shown, the variants `hidden` (what a visitor without JavaScript, or whose head script
 * failed, sees). Before the first paint the head script (head.ts) marks `<html>` with the
 * visitor's variants and adds one stylesheet, keyed on that mark, that shows the chosen arm
 * and hides the others. React renders the same markup in the server HTML and in the browser,
 * so hydration has nothing to reconcile, and nothing moves after the first paint. Pure.
 */
import type { PageAssignment } from "./assignment"

/** On `<html>`: the page's `experiment:variant` pairs, space-separated (CSS's `~=` matches one). */
export const EXPERIMENTS_ATTRIBUTE = "data-experiments"
/** On the element an experiment changes (ExperimentCopy): the experiment's id. */
export const EXPERIMENT_ATTRIBUTE = "data-experiment"
/** On each arm's copy inside it: the arm's name. */
export const EXPERIMENT_ARM_ATTRIBUTE = "data-experiment-arm"
/** The head script's stylesheet. */
export const EXPERIMENTS_STYLE_ID = "rapport-experiments-style"

/** The `<html>` attribute's value for the page's assignments ('' when none runs). */
export function experimentsAttributeValue(page: readonly PageAssignment[]): string {
  return page.map(({ experimentId, variant }) => `${experimentId}:${variant}`).join(" ")
}

/**
 * The stylesheet that shows each experiment's chosen arm. Ids and variant names are tokens
 * (model.ts, EXPERIMENT_TOKEN), so they need no escaping inside the quoted attribute values.
 */
export function experimentsStylesheet(page: readonly PageAssignment[]): string {
  return page
    .map(({ experimentId, variant }) => {
      const scope = `html[${EXPERIMENTS_ATTRIBUTE}~="${experimentId}:${variant}"] [${EXPERIMENT_ATTRIBUTE}="${experimentId}"]>[${EXPERIMENT_ARM_ATTRIBUTE}]`
      return `${scope}{display:none}${scope}[${EXPERIMENT_ARM_ATTRIBUTE}="${variant}"]{display:inline}`
    })
    .join("")
}
