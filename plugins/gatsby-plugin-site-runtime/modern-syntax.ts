/**
 * The browser bundle keeps the spread and class syntax its browsers run natively (README.md
 * beside this file): babel-preset-gatsby compiles both down whatever the browserslist, which
 * cost 1.0 KB gzip of the app chunk on every page's first load (app 25.5 KB → 24.5 KB on
 * 2026-11-28; every page 1.0–1.1 KB less) and the main thread the helpers' calls.
 * `babel/modern-syntax-preset.cjs` is babel-preset-gatsby without those two plugins, leaving
 * them to @babel/preset-env and the browserslist, like every other transform.
 *
 * How it is put in place: Gatsby's babel-loader compiles the site's own code with
 * babel-preset-gatsby unless Babel loaded a configuration file, and then keeps the presets the
 * loader's options name. So the browser bundle's JavaScript rule gets, in its loader's
 * options, an empty configuration file (babel/babel.config.cjs) and the preset, with the
 * options Gatsby gives its own (stage, JSX runtime). The HTML renderer (build-html) is
 * compiled for Node and keeps Gatsby's preset.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"

/** Where the preset and the empty configuration are, from the project's root (gatsby-node is compiled elsewhere, so not __dirname). */
const BABEL_DIRECTORY = join("plugins", "gatsby-plugin-site-runtime", "babel")
export const MODERN_SYNTAX_PRESET = join(BABEL_DIRECTORY, "modern-syntax-preset.cjs")
export const EMPTY_BABEL_CONFIG = join(BABEL_DIRECTORY, "babel.config.cjs")

interface LoaderUse {
  loader?: string
  options?: Record<string, unknown>
}
type UseFunction = (info: unknown) => LoaderUse[]

const isGatsbyBabelLoader = (use: LoaderUse): boolean =>
  typeof use.loader === "string" && /[/\\]gatsby[/\\]dist[/\\]utils[/\\]babel-loader\.js$/.test(use.loader)

/**
 * Points Gatsby's babel-loader in the browser config's JavaScript rule (the one for the site's
 * own .tsx) at the modern-syntax preset; returns how many rules it changed (0: Gatsby's rule
 * is not what this expects).
 */
export function keepModernSyntax(rules: unknown, projectDirectory: string): number {
  if (!Array.isArray(rules)) return 0
  const preset = join(projectDirectory, MODERN_SYNTAX_PRESET)
  const configFile = join(projectDirectory, EMPTY_BABEL_CONFIG)
  // In the preset's options, so that babel-loader's and webpack's caches, keyed by the loader's
  // options, compile again when the preset changes (they do not read the file).
  const presetDigest = createHash("sha256").update(readFileSync(preset)).digest("hex").slice(0, 12)
  let changed = 0
  for (const rule of rules as Array<{ test?: unknown; use?: unknown }>) {
    if (!(rule?.test instanceof RegExp) || !rule.test.test("page.tsx") || typeof rule.use !== "function") continue
    const gatsbyUse = rule.use as UseFunction
    rule.use = (info: unknown) =>
      gatsbyUse(info).map((use) => {
        if (!isGatsbyBabelLoader(use)) return use
        const { stage, reactRuntime, reactImportSource } = use.options ?? {}
        return { ...use, options: { ...use.options, configFile, presets: [[preset, { stage, reactRuntime, reactImportSource, presetDigest }]] } }
      })
    changed++
  }
  return changed
}
