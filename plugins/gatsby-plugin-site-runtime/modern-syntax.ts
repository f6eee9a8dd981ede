/**
 * The browser bundle keeps the syntax its browsers run natively (README.md beside this file):
 * object and array spread, classes, optional chaining and `??`. Gatsby compiles all four down
 * for every browser whatever the browserslist: babel-preset-gatsby adds their transforms as
 * plugins of its own, and gatsby-plugin-typescript (which Gatsby always loads) adds optional
 * chaining and `??` again to every stage's Babel config. Every `a?.b` became a ternary over a
 * temporary, every `{ ...props }` a helper call, every class a function with a prototype: 2.0
 * to 2.6 KB gzip of every page's first load (app chunk 25.5 → 24.1 KB, / 89.2 → 86.7 KB,
 * /demos 90.0 → 87.4 KB, 2026-11-28) and the main thread the helpers' calls.
 *
 * - `babel/modern-syntax-preset.cjs` is babel-preset-gatsby without those four plugins, which
 *   leaves them to @babel/preset-env and the browserslist, like every other transform (for the
 *   browsers of Gatsby's default list, preset-env's data needs none of them).
 * - Gatsby's babel-loader compiles the site's own code with babel-preset-gatsby unless Babel
 *   loaded a configuration file, and then keeps the presets the loader's options name. So the
 *   browser bundle's JavaScript rule gets, in its loader's options, an empty configuration file
 *   (babel/babel.config.cjs) and the preset, with the options Gatsby gives its own (stage, JSX
 *   runtime): `keepModernSyntax`.
 * - The plugins other Gatsby plugins ask for (`setBabelPlugin`) are written per stage to
 *   .cache/babelState.json, which the loader reads back and adds to every file:
 *   `dropDownlevelPluginsFromBabelState` takes gatsby-plugin-typescript's two out of the
 *   browser stage's list (this plugin's onPreBootstrap, after Gatsby wrote the file and before
 *   anything compiles).
 * - Webpack writes its own code (the runtime, each module's wrapper) for the target Gatsby
 *   sets, `["web", "es5"]`: `function(e,t,n){…}` around every module. `modernWebpackTarget`
 *   makes it ES2020, the syntax the bundle's own code now has: -0.2 to -0.3 KB more on every
 *   page (2026-11-28). Terser's `ecma` was tried as well and changed nothing measurable.
 *
 * The HTML renderer (build-html) is compiled for Node and keeps Gatsby's config.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"

/** Where the preset and the empty configuration are, from the project's root (gatsby-node is compiled elsewhere, so not __dirname). */
const BABEL_DIRECTORY = join("plugins", "gatsby-plugin-site-runtime", "babel")
export const MODERN_SYNTAX_PRESET = join(BABEL_DIRECTORY, "modern-syntax-preset.cjs")
export const EMPTY_BABEL_CONFIG = join(BABEL_DIRECTORY, "babel.config.cjs")

/** The plugins gatsby-plugin-typescript adds to every stage's Babel config, which compile `?.` and `??` down whatever the browsers. */
export const DOWNLEVEL_PLUGINS = ["@babel/plugin-proposal-optional-chaining", "@babel/plugin-proposal-nullish-coalescing-operator"] as const

const isPackage = (path: string, name: string): boolean => path.replace(/\\/g, "/").includes(`/${name}/`)

/** Where Gatsby writes the Babel plugins and presets its plugins asked for, per stage (its load-babel-config plugin), which its babel-loader reads back. */
export const BABEL_STATE_FILE = join(".cache", "babelState.json")

/**
 * Takes DOWNLEVEL_PLUGINS out of the browser stage (build-javascript) of the project's
 * BABEL_STATE_FILE; returns how many it took out (fewer than two: gatsby-plugin-typescript no
 * longer adds them as this expects).
 */
export async function dropDownlevelPluginsFromBabelState(projectDirectory: string): Promise<number> {
  const file = join(projectDirectory, BABEL_STATE_FILE)
  const state = JSON.parse(await readFile(file, "utf8")) as { stages: Record<string, { plugins: Array<{ name: string }> }> }
  const browser = state.stages["build-javascript"]
  if (!browser) return 0
  const dropped = dropDownlevelPlugins(browser)
  await writeFile(file, JSON.stringify(state, null, 2))
  return dropped
}

/** Takes DOWNLEVEL_PLUGINS out of one stage's plugins; returns how many it took out. */
export function dropDownlevelPlugins(stage: { plugins: Array<{ name: string }> }): number {
  const before = stage.plugins.length
  stage.plugins = stage.plugins.filter((plugin) => !DOWNLEVEL_PLUGINS.some((name) => isPackage(plugin.name, name)))
  return before - stage.plugins.length
}

interface LoaderUse {
  loader?: string
  options?: Record<string, unknown>
}
type UseFunction = (info: unknown) => LoaderUse[]

const isGatsbyBabelLoader = (use: LoaderUse): boolean =>
  typeof use.loader === "string" && /[/\\]gatsby[/\\]dist[/\\]utils[/\\]babel-loader\.js$/.test(use.loader)

/**
 * The browser config's rules that run Gatsby's babel-loader on the site's own .tsx: Gatsby's
 * JavaScript rule and gatsby-plugin-typescript's (gatsby-config.ts names that plugin before
 * the site runtime, so its rule is in the config by now). Every .tsx file goes through both.
 */
export const BABEL_RULES_FOR_TSX = 2

/**
 * Points Gatsby's babel-loader in each of those rules at the modern-syntax preset; returns how
 * many rules it changed (anything but BABEL_RULES_FOR_TSX: the config is not what this expects).
 *
 * All of them, because Gatsby's babel-loader keeps the options of the first file it compiles
 * per stage (a cache keyed by stage, page template and query, not by the options) and hands
 * them to every later file: with one rule changed, a cold build compiled every file with the
 * preset (a changed rule's file came first), but a warm build compiling one edited .tsx ran
 * the unchanged rule's loader first (webpack runs a file's loaders last rule first), so that
 * file came out in old syntax (classes, `?.` and `??` compiled down: +0.2-0.4 KB gzip of
 * every first load after editing deferred-hydration.tsx), and so would every file a deploy
 * changed in the publisher's warm builds.
 */
export function keepModernSyntax(rules: unknown, projectDirectory: string): number {
  if (!Array.isArray(rules)) return 0
  const preset = join(projectDirectory, MODERN_SYNTAX_PRESET)
  const configFile = join(projectDirectory, EMPTY_BABEL_CONFIG)
  // In the preset's options, so that babel-loader's and webpack's caches, keyed by the loader's
  // options, compile again when the preset or the plugins taken out change (they read neither).
  const presetDigest = createHash("sha256").update(readFileSync(preset)).update(DOWNLEVEL_PLUGINS.join()).digest("hex").slice(0, 12)
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

/** What webpack writes its own code for in the browser bundle. */
export const MODERN_WEBPACK_TARGET = ["web", "es2020"] as const

/** Sets MODERN_WEBPACK_TARGET where Gatsby's browser config has its ES5 one; false when Gatsby's target is not what this expects. */
export function modernWebpackTarget(config: { target?: unknown }): boolean {
  if (!Array.isArray(config.target) || config.target.join() !== "web,es5") return false
  config.target = [...MODERN_WEBPACK_TARGET]
  return true
}
