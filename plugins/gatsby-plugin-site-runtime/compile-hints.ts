/**
 * V8's explicit compile hint on the scripts every page needs first: each file starts with the
 * magic comment `//# allFunctionsCalledOnLoad` (Chrome 136+, V8 13.6), so V8 compiles all of
 * its functions as it streams the file in, on a background thread, instead of compiling each
 * function on the main thread the first time it is called.
 *
 * Why: a page's start is almost all first calls. React DOM's functions during hydration,
 * webpack's module factories as the app chunk and the page's chunks are evaluated, Gatsby's
 * loader: each compiled lazily, on the main thread, inside the very tasks Total Blocking Time
 * counts. On the scaled rig (2026-11-29, 10 interleaved runs, fast machine), the hint took `/`
 * from 657 to 357 ms of blocking time (p = 0.003) and /pricing from 489 to 376 (p = 0.004);
 * the framework chunk's evaluation went from 16-22 ms to 6-9 ms of main thread. The cost is
 * background compilation of functions a page never calls, the bytecode they keep, and 29 bytes
 * a file. Only the scripts a page needs before it is interactive get it (the entry's chunks,
 * each page template's and Slice's chunk group): hinting the lazy chunks too (the parts that
 * wake after hydration, the carousels, the forms) measured within the noise beside this (`/`,
 * 10 interleaved runs: 346 against 396 ms, p = 0.52) and put `/` at 1440 px over issue 32's
 * 150 KB of JavaScript eventually loaded (150.3 KB). Browsers without the hint read a comment.
 *
 * The exception, by name (the plugin's option `compileHintedChunks`, from gatsby-config): a
 * lazy part whose code is mostly evaluated the moment it arrives, in one task, such as the
 * demo form (Formik, Yup and the form's rules, woken right after hydration on /demos). Its
 * chunk's evaluation took 9-18 ms of main thread without the hint and 4-5 ms with it (four
 * loads each of /demos, unthrottled, 2026-11-30), which takes it under the 10 ms below which
 * Lighthouse's simulation drops a task; the wake's render and commit come after, in React's
 * slices. A name that no chunk group has any more fails the build, so a renamed chunk cannot
 * silently lose it.
 *
 * How: the comment must be the file's first line, so it is prepended after minification (the
 * minifier drops comments and puts the license banner first), and before the source maps are
 * written, which then count the line (webpack-sources' ConcatSource).
 *
 * When it stops applying: the compilation fails when a first-load script comes out without
 * the hint as its first line (a later stage put something before it), and
 * `__tests__/plugins/compile-hints.test.ts` builds real chunks with webpack's minifier and
 * source maps.
 */
import webpack from "webpack"

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * After the minifier (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400) and before the source maps are
 * made (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500).
 */
const STAGE = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50

/** A JavaScript file of a chunk: not its source map, not its extracted licence text. */
const isScript = (name: string) => /\.m?js$/.test(name)

/** The scripts a page needs before it is interactive: the chunks of the entry ("app") and of every page template's and Slice's chunk group. */
export const isFirstLoadGroup = (name: string | null | undefined): boolean => name === "app" || /^(component|slice)---/.test(name ?? "")

/**
 * `hinted`: every chunk, or what a page needs first (the default); `lazyGroups`: named lazy
 * chunk groups (webpackChunkName) hinted as well.
 */
export function compileHints(hinted: "all" | "first-load" = "first-load", lazyGroups: readonly string[] = []): webpack.WebpackPluginInstance {
  const isHintedGroup = (name: string | null | undefined): boolean => isFirstLoadGroup(name) || lazyGroups.includes(name ?? "")
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("CompileHints", (compilation) => {
        // The files to hint, asked again after the assets are final: the real content hashes rename them in between.
        const wanted = (): Set<string> => {
          const files = new Set<string>()
          for (const chunk of compilation.chunks)
            if (hinted === "all" || [...chunk.groupsIterable].some((group) => isHintedGroup(group.name))) for (const file of chunk.files) files.add(file)
          return files
        }
        compilation.hooks.processAssets.tap({ name: "CompileHints", stage: STAGE }, (assets) => {
          const files = wanted()
          const scripts = Object.keys(assets).filter((name) => isScript(name) && files.has(name))
          for (const name of scripts) {
            const source = compilation.getAsset(name)!.source
            if (String(source.source()).startsWith(COMPILE_HINT)) continue
            compilation.updateAsset(name, new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source))
          }
        })
        compilation.hooks.afterProcessAssets.tap("CompileHints", (assets) => {
          const unknown = lazyGroups.filter((name) => !compilation.namedChunkGroups.has(name))
          if (unknown.length > 0)
            compilation.errors.push(
              new webpack.WebpackError(
                `gatsby-plugin-site-runtime (compile-hints.ts): no chunk group is named ${unknown.map((name) => `"${name}"`).join(", ")} (the option compileHintedChunks, gatsby-config.ts): a webpackChunkName changed?`,
              ),
            )
          const files = wanted()
          const missing = Object.keys(assets).filter((name) => isScript(name) && files.has(name) && !String(assets[name]!.source()).startsWith(COMPILE_HINT))
          // A compilation error fails Gatsby's build ("Generating JavaScript bundles failed").
          if (missing.length > 0)
            compilation.errors.push(
              new webpack.WebpackError(
                `gatsby-plugin-site-runtime (compile-hints.ts): ${missing.length} scripts do not start with V8's compile hint (${missing.slice(0, 3).join(", ")}): a later stage put something before it; check the plugin's processAssets stage against this webpack`,
              ),
            )
        })
      })
    },
  }
}
