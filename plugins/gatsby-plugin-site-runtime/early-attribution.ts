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

/** The inline script's code: the bundle in its own scope (no global left behind), run with the page's defaults. */
export function earlyAttributionCode(bundle: string, entryDefaults: EntryAttributionDefaults | null): string {
  return `(function(){${bundle};${GLOBAL_NAME}.runEarlyAttribution(${serializeJsonLd(entryDefaults)})})()`
}
