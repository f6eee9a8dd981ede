/**
 * How the inline scripts that must run before the app (the early attribution script, the
 * experiments' head script) are made from the site's TypeScript: esbuild, at the start of
 * every build and develop (gatsby-node.ts's onPreBootstrap, and gatsby-config.ts for their
 * hashes in the Content-Security-Policy). About 20 ms a bundle.
 *
 * Build-time only, in a module of its own: the HTML renderer imports the scripts' modules
 * (early-attribution.ts, experiments-head.ts) to write them into pages, and the bundling beside
 * them put esbuild (119 KB of source) into the renderer webpack compiles on every cold build.
 */
import { buildSync } from "esbuild"
import { join } from "node:path"
import { EARLY_ATTRIBUTION_CONSTANT, EARLY_ATTRIBUTION_ENTRY, EARLY_ATTRIBUTION_GLOBAL } from "./early-attribution"
import { EXPERIMENTS_HEAD_CONSTANT, EXPERIMENTS_HEAD_ENTRY, EXPERIMENTS_HEAD_GLOBAL } from "./experiments-head"

/** The bundle of src/lib/attribution/early.ts; the entry from the project's root (Gatsby runs this file compiled into .cache/). */
export function bundleEarlyAttribution(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return bundleClassicScript(join(projectDir, ...EARLY_ATTRIBUTION_ENTRY), EARLY_ATTRIBUTION_GLOBAL, env)
}

/** The bundle of src/lib/experiments/head.ts, from the project's root likewise. */
export function bundleExperimentsHead(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return bundleClassicScript(join(projectDir, ...EXPERIMENTS_HEAD_ENTRY), EXPERIMENTS_HEAD_GLOBAL, env)
}

/** The two bundles, as webpack's define takes them (JSON), by the names the HTML renderer reads them by (pre-app-scripts.tsx). */
export function preAppScriptConstants(projectDir: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    [EARLY_ATTRIBUTION_CONSTANT]: JSON.stringify(bundleEarlyAttribution(projectDir, env)),
    [EXPERIMENTS_HEAD_CONSTANT]: JSON.stringify(bundleExperimentsHead(projectDir, env)),
  }
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
  if (!output) throw new Error(`src/runtime/classic-script.ts: esbuild wrote no bundle of ${entry}`)
  return output.text
}
