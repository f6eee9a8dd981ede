/**
 * The early attribution script: src/lib/attribution/early.ts bundled into one classic script
 * (esbuild, at the start of every build and develop), and the inline `<script>` each page
 * ends with: the bundle, then a call with the page's entry defaults. See README.md.
 *
 * The bundle reaches the HTML renderer as a webpack constant (gatsby-node.ts), never as a file
 * read while pages render: Gatsby turns off incremental HTML for a renderer that reads files
 * (every page would be written again on every build), and with the bundle inside the
 * renderer, a change to the attribution rules changes the renderer, so every page is
 * rendered again with the new rules.
 */
import { join } from "node:path"
import { buildSync } from "esbuild"
import type { EntryAttributionDefaults } from "../../src/lib/attribution/params"
// The site's one serializer of JSON for inside a <script> element (<, >, & and line separators escaped).
import { serializeJsonLd } from "../../src/lib/seo/structured-data"

/** The id of the inline script in every page; the post-build check looks for it. */
export const EARLY_ATTRIBUTION_ID = "rapport-early-attribution"

/** The entry, from the project's root: Gatsby runs this file compiled into .cache/, so not from __dirname. */
const entryOf = (projectDir: string): string => join(projectDir, "src", "lib", "attribution", "early.ts")
const GLOBAL_NAME = "rapportEarlyAttribution"

/** The name the HTML renderer reads the bundle by (webpack's define in gatsby-node.ts). */
export const EARLY_ATTRIBUTION_CONSTANT = "__EARLY_ATTRIBUTION_BUNDLE__"

/** The bundle of src/lib/attribution/early.ts (bundleClassicScript). */
export function bundleEarlyAttribution(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return bundleClassicScript(entryOf(projectDir), GLOBAL_NAME, env)
}

/**
 * One module of the site bundled into a classic script whose exports are the global
 * `globalName` (the early attribution script, the experiments' head script). Gatsby exposes
 * only GATSBY_-prefixed variables to browser code; the same ones are defined here, and
 * `process.env` is otherwise empty, as it is in the browser. ES2018: every browser that runs
 * the site's bundles has it; where a script cannot run, the app does without it (each
 * script's module says how).
 */
export function bundleClassicScript(entry: string, globalName: string, env: NodeJS.ProcessEnv = process.env): string {
  const publicEnv = Object.entries(env).filter(([name, value]) => name.startsWith("GATSBY_") && value !== undefined)
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    globalName,
    platform: "browser",
    target: "es2018",
    minify: true,
    legalComments: "none",
    define: {
      "process.env": "{}",
      "process.env.NODE_ENV": JSON.stringify("production"),
      ...Object.fromEntries(publicEnv.map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    },
    logLevel: "silent",
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`gatsby-plugin-site-runtime: esbuild wrote no bundle of ${entry}`)
  return output.text
}

/** The id of the page's defaults, a JSON `<script type="application/json">` just before the script. */
export const EARLY_ATTRIBUTION_DATA_ID = "rapport-early-attribution-data"

/**
 * The inline script's code: the bundle in its own scope (no global left behind), run with the
 * entry defaults it reads from the page's data element. The same text on every page: the
 * Content-Security-Policy allows it by its hash (inline-scripts.ts), and a page's own defaults
 * are data, in an element no browser executes. Defaults that do not parse count as none.
 */
export function earlyAttributionCode(bundle: string): string {
  return `(function(){${bundle};var d=null;try{var e=document.getElementById(${JSON.stringify(EARLY_ATTRIBUTION_DATA_ID)});d=e?JSON.parse(e.textContent||"null"):null}catch(x){}${GLOBAL_NAME}.runEarlyAttribution(d)})()`
}

/** The page's entry defaults as the data element's text: JSON, escaped for a script element. */
export const earlyAttributionData = (entryDefaults: EntryAttributionDefaults | null): string => serializeJsonLd(entryDefaults)

/** Both elements as HTML, in page order (the data, then the script): what onRenderBody renders. */
export function earlyAttributionMarkup(bundle: string, entryDefaults: EntryAttributionDefaults | null): string {
  return `<script type="application/json" id="${EARLY_ATTRIBUTION_DATA_ID}">${earlyAttributionData(entryDefaults)}</script><script id="${EARLY_ATTRIBUTION_ID}">${earlyAttributionCode(bundle)}</script>`
}
