/**
 * How the inline scripts that must run before the app (the early attribution script, the
 * experiments' head script) are made from the site's TypeScript: esbuild, at the start of
 * every build and develop (gatsby-node.ts's onPreBootstrap, and gatsby-config.ts for their
 * hashes in the Content-Security-Policy). About 20 ms a bundle.
 */
import { buildSync } from "esbuild"

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
