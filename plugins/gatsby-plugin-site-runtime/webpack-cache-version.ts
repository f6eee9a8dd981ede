/**
 * Webpack's persistent cache (the browser bundle's and the HTML renderer's), kept valid by a
 * version made of what can change webpack's code, not by webpack walking Node's module graph.
 *
 * Gatsby gives each stage's filesystem cache its webpack.config.js and every plugin's compiled
 * gatsby-node as build dependencies, and webpack adds every loader. When it stores the cache,
 * webpack resolves each of them, then every module in `require.cache` reachable from them: in
 * Gatsby's process that is most of Gatsby, Babel, PostCSS and their dependencies. On the sample
 * content's cold build that walk took 9.5-10.4 s for the browser bundle (its store overlaps the
 * HTML renderer's compile, which it slows) and 3.1-3.7 s for the renderer, whose store Gatsby
 * awaits before the next step ("Building HTML renderer" ran 5 s past the end of its
 * compile); a warm build checks the graph back (0.1-0.7 s a stage) and walks it again after any
 * change of the compilation.
 *
 * What that walk can notice is a change of code: an installed package (Gatsby, webpack, a
 * loader) or a compiled gatsby-node of the site or of its plugins. Here the first is named by
 * npm's record of the installed tree (node_modules/.package-lock.json, rewritten by every
 * `npm install` and `npm ci`), the second by the files' bytes, and their digest is the cache's
 * `version`: webpack drops a cache whose version differs, so any such change starts the stage
 * cold, as a changed build dependency did. Nothing is walked.
 *
 * Not seen, as before: a file edited by hand inside node_modules without npm (delete
 * .cache/webpack after doing that). A project installed without npm's record (another package
 * manager) keeps webpack's own walk: the config is left as Gatsby made it.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import type webpack from "webpack"

/** npm's record of what node_modules holds, written by every install (npm 7 and later). */
export const INSTALLED_TREE_RECORD = join("node_modules", ".package-lock.json")

interface FilesystemCacheOptions {
  type: "filesystem"
  version?: string
  buildDependencies?: Record<string, string[]>
}

const isFilesystemCache = (cache: unknown): cache is FilesystemCacheOptions =>
  typeof cache === "object" && cache !== null && (cache as { type?: unknown }).type === "filesystem"

/**
 * The cache's version: the version already set (if any), Node's, the installed tree's record and
 * each build dependency's bytes, by path. Null when a dependency is not a file (webpack would
 * walk a folder's package; this does not) or the record is missing.
 */
export function cacheVersion(projectDirectory: string, buildDependencies: Record<string, string[]>, previous = ""): string | null {
  const record = join(projectDirectory, INSTALLED_TREE_RECORD)
  if (!existsSync(record)) return null
  const hash = createHash("sha256").update(previous).update("\0").update(process.version).update("\0").update(readFileSync(record)).update("\0")
  // By path (the default sort compares code units, as `<` does): the same files give the same version in any order.
  for (const file of Object.values(buildDependencies).flat().sort()) {
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return null
    hash.update(file).update("\0").update(readFileSync(file)).update("\0")
  }
  return hash.digest("hex").slice(0, 20)
}

/** Takes back the build dependencies webpack gathered (Gatsby's list, its own, every loader's) before the cache stores them. */
class NoBuildDependencyWalk implements webpack.WebpackPluginInstance {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.done.tap("site-runtime-webpack-cache-version", (stats) => {
      stats.compilation.buildDependencies.clear()
    })
  }
}

/**
 * Versions the config's filesystem cache by content (above), in place: sets `cache.version`,
 * empties `cache.buildDependencies` and adds the plugin that drops what webpack gathers. False,
 * with the config untouched, when the stage has no filesystem cache or cacheVersion could not
 * name one.
 */
export function versionCacheByContent(config: { cache?: unknown; plugins?: unknown[] }, projectDirectory: string): boolean {
  const cache = config.cache
  if (!isFilesystemCache(cache)) return false
  const version = cacheVersion(projectDirectory, cache.buildDependencies ?? {}, cache.version)
  if (version === null) return false
  cache.version = version
  cache.buildDependencies = {}
  config.plugins = [...(config.plugins ?? []), new NoBuildDependencyWalk()]
  return true
}
