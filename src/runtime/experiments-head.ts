/**
 * The experiments' head script: src/lib/experiments/head.ts bundled into one classic script
 * (esbuild, at the start of every build and develop, as the early attribution script is),
 * and the inline `<script>` in the `<head>` of every page while the site runs an experiment:
 * the bundle, then a call with the site's running experiments from the page's context. It
 * must run before the first paint, so it is inline, in the head, and small. See README.md.
 */
import type { Experiment } from "../lib/experiments/model"
import { experimentsHeadSettings } from "../lib/experiments/settings"
import { serializeJsonLd } from "../lib/seo/structured-data"

/** The id of the inline script. */
export const EXPERIMENTS_HEAD_ID = "rapport-experiments"

/** The module bundled, from the project's root (the bundle is made by classic-script.ts's bundleExperimentsHead). */
export const EXPERIMENTS_HEAD_ENTRY = ["src", "lib", "experiments", "head.ts"] as const
/** The global the bundle's exports are under, inside the inline script's own scope. */
export const EXPERIMENTS_HEAD_GLOBAL = "rapportExperiments"

/** The name the HTML renderer reads the bundle by (webpack's define in gatsby-node.ts). */
export const EXPERIMENTS_HEAD_CONSTANT = "__EXPERIMENTS_HEAD_BUNDLE__"

/** The id of the running experiments, a JSON `<script type="application/json">` just before the script. */
export const EXPERIMENTS_DATA_ID = "rapport-experiments-data"

/**
 * The inline script's code: the bundle in its own scope (no global left but the runtime
 * head.ts leaves), run with the experiments it reads from the data element and the site's
 * names. The same text on every page and in every build with the same code: the
 * Content-Security-Policy allows it by its hash (inline-scripts.ts), and the experiments,
 * which editors change, are data. Experiments that do not parse count as none (the control).
 */
export function experimentsHeadCode(bundle: string): string {
  return `(function(){${bundle};var x=[];try{var e=document.getElementById(${JSON.stringify(EXPERIMENTS_DATA_ID)});x=e?JSON.parse(e.textContent||"[]"):[]}catch(r){}${EXPERIMENTS_HEAD_GLOBAL}.startExperiments(x,${serializeJsonLd(experimentsHeadSettings)})})()`
}

/** The experiments as the data element's text: JSON, escaped for a script element. */
export const experimentsHeadData = (experiments: readonly Experiment[]): string => serializeJsonLd(experiments)

/** Both elements as HTML, in page order (the data, then the script): what onRenderBody renders. */
export function experimentsHeadMarkup(bundle: string, experiments: readonly Experiment[]): string {
  return `<script type="application/json" id="${EXPERIMENTS_DATA_ID}">${experimentsHeadData(experiments)}</script><script id="${EXPERIMENTS_HEAD_ID}">${experimentsHeadCode(bundle)}</script>`
}
