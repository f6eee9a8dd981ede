import { mkdir, readFile, stat, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join, relative } from "node:path"
import type { GatsbyNode, Reporter, Store } from "gatsby"
import webpack from "webpack"
import { bootScriptsOf, rewritePage } from "./boot-after-paint"
import { deadCodeReplacements, stubFor } from "./production-dead-code"
import { compileHints } from "./compile-hints"
import { allowedScriptHashes, disallowedInlineScripts, type HeaderRule } from "./inline-script-check"
import { SERVING_RULES_FILE, type ServingRules } from "../../publisher/built-site"
import { shortenCssModuleNames } from "./short-class-names"
import { splitSharedChunksByUse } from "./shared-chunks"
import { shortFileHashes } from "./short-file-hashes"
import {
  BABEL_RULES_FOR_TSX,
  BABEL_STATE_FILE,
  DOWNLEVEL_PLUGINS,
  dropDownlevelPluginsFromBabelState,
  keepModernSyntax,
  modernWebpackTarget,
} from "./modern-syntax"
import { previousPageNodes } from "./page-nodes"
import { builtPages, modificationTimes, type BuiltPage } from "./page-files"
import { chunkGroupScripts, chunkGroupsOf, componentChunkNamesOf, sliceChunkNameReader, type ChunkGroups } from "./page-chunks"
import { workerNodeOptions } from "./build-memory"
import { stableCompilationHash, stylesheetNames } from "./stable-compilation-hash"
import { SWITCH_VARIABLE, switchedOff } from "./switched-off"
import { versionCacheByContent } from "./webpack-cache-version"
import { narrowRendererEnv } from "./renderer-env"
import { installQueryExtractionMemo, type QueryExtractionMemo } from "./query-extraction-memo"

const programDirectory = (store: Store): string => (store.getState() as { program: { directory: string } }).program.directory

/**
 * What gatsby-config tells the plugin about the site (the plugin imports nothing from src/):
 * - `headers`: the header rules the site sends (gatsby-config's own `headers`); every inline
 *   script of every page written must be allowed by their Content-Security-Policy's hashes;
 * - `trailingSlash`: gatsby-config's own; with `headers`, what the build writes for the site
 *   server that serves it (SERVING_RULES_FILE: publisher/built-site.ts);
 * - `requiredInlineScripts`: the ids of inline scripts every page must carry, each with what
 *   a page without it would lose (the site's early attribution script).
 */
export interface SiteRuntimeOptions {
  headers: HeaderRule[]
  trailingSlash: ServingRules["trailingSlash"]
  requiredInlineScripts: Array<{ id: string; without: string }>
  /** Named lazy chunk groups whose scripts also get V8's compile hint (compile-hints.ts). */
  compileHintedChunks?: string[]
}

/** A build without the options stops at once, naming them: the checks after the build need both. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    headers: Joi.array()
      .items(
        Joi.object({
          source: Joi.string().required(),
          headers: Joi.array()
            .items(Joi.object({ key: Joi.string().required(), value: Joi.string().required() }))
            .required(),
        }),
      )
      .min(1)
      .required()
      .description("gatsby-config's header rules: the Content-Security-Policy every page's inline scripts are checked against"),
    trailingSlash: Joi.string()
      .valid("always", "never", "ignore", "legacy")
      .default("always")
      .description("gatsby-config's trailingSlash, for the site server's redirects"),
    compileHintedChunks: Joi.array()
      .items(Joi.string())
      .default([])
      .description(
        "named lazy chunk groups (webpackChunkName) whose scripts also get V8's compile hint: parts mostly evaluated in one task as they arrive (compile-hints.ts)",
      ),
    requiredInlineScripts: Joi.array()
      .items(Joi.object({ id: Joi.string().required(), without: Joi.string().required() }))
      .default([])
      .description("inline scripts (by id) every built page must carry, each with what a page without it loses"),
  })

/** Gatsby's workers, forked after this, get a heap of their own size (build-memory.ts). */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  process.env.NODE_OPTIONS = workerNodeOptions(process.env.NODE_OPTIONS)
}

/** The previous build's page nodes, kept for the pages createPages makes again (page-nodes.ts). */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ store, actions }) => {
  for (const node of previousPageNodes(store)) actions.touchNode(node as Parameters<typeof actions.touchNode>[0])
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8")
  } catch {
    return null
  }
}

/**
 * What the last completed run saw: the scripts slice it put in every page, and when it ended,
 * as the file system tells time (the modification time of a file written last: a file's time
 * comes from the kernel's coarse clock, which can lag Date.now() by a few milliseconds).
 */
interface RunState {
  scripts: string | null
  endedAt: number
}
const STATE_KEY = "boot-after-paint-run"

/**
 * The pages to look at: every page when the scripts slice changed (each page's region must
 * follow it) or there is no record of a completed run; otherwise only the pages written since
 * that run ended, which are the pages Gatsby built or stitched in this build. The others were
 * rewritten and checked then and are untouched since; reading every page of a large site on
 * every publish cost about 4 s per 1,000 pages.
 */
async function pagesToRewrite(
  pages: readonly BuiltPage[],
  currentScripts: string | null,
  previous: RunState | undefined,
): Promise<{ pages: BuiltPage[]; all: boolean }> {
  if (!previous || previous.scripts !== currentScripts) return { pages: [...pages], all: true }
  const times = await modificationTimes(pages.map((page) => page.file))
  return { pages: pages.filter((_, index) => (times[index] ?? 0) > previous.endedAt), all: false }
}

/**
 * Each page's own chunks (page-chunks.ts), the same list for every page of a template with the
 * same slices. webpack's record is read at the first page that has any.
 */
function pageChunksReader(publicDir: string): (pagePath: string) => string[] {
  let groups: ChunkGroups | undefined
  const sliceChunkName = sliceChunkNameReader(publicDir)
  const byNames = new Map<string, string[]>()
  return (pagePath) => {
    const names = componentChunkNamesOf(publicDir, pagePath, sliceChunkName)
    const key = names.join(" ")
    let chunks = byNames.get(key)
    if (!chunks) {
      groups ??= names.length > 0 ? chunkGroupsOf(publicDir) : undefined
      chunks = groups ? chunkGroupScripts(names, groups) : []
      byNames.set(key, chunks)
    }
    return chunks
  }
}

/** The memo of files Gatsby's query extraction found nothing in (query-extraction-memo.ts); undefined until the first extraction. */
let queryMemo: QueryExtractionMemo | null | undefined
const QUERY_MEMO_KEY = "query-extraction-memo"

/** Before Gatsby extracts the queries: its parser skips the files remembered as holding none. */
export const onPreExtractQueries: GatsbyNode["onPreExtractQueries"] = async ({ store, cache, reporter }) => {
  if (queryMemo === undefined) {
    const gatsbyRequire = createRequire(join(programDirectory(store), "package.json"))
    const components = (): Map<string, unknown> => (store.getState() as { components: Map<string, unknown> }).components
    queryMemo = installQueryExtractionMemo(
      (gatsbyRequire("gatsby/dist/query/file-parser") as { default?: Parameters<typeof installQueryExtractionMemo>[0] }).default,
      (gatsbyRequire("gatsby/package.json") as { version: string }).version,
      (file) => components().has(file),
    )
    if (!queryMemo)
      reporter.warn(
        "gatsby-plugin-site-runtime: Gatsby's query extraction (gatsby/dist/query/file-parser.js) no longer looks as query-extraction-memo.ts expects: every source file is parsed on every build, as Gatsby does",
      )
  }
  queryMemo?.load(await cache.get(QUERY_MEMO_KEY))
}

/** After the extraction: what to skip next time. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ cache, reporter }) => {
  if (!queryMemo) return
  const { skipped, parsed } = queryMemo.stats()
  reporter.verbose(`query extraction: ${skipped} files known to hold no query skipped, ${parsed} parsed`)
  await cache.set(QUERY_MEMO_KEY, queryMemo.state())
}

/**
 * Production builds name CSS-module classes with six letters (short-class-names.ts), the
 * same in the browser bundle and the HTML renderer. No CSS-module loader found in either is
 * Gatsby's webpack config changing shape: the build stops.
 */
/**
 * After Gatsby wrote the Babel config its plugins asked for (its own load-babel-config plugin,
 * whose onPreBootstrap runs before this one's) and before anything compiles: the browser stage
 * loses the two plugins that compile `?.` and `??` down for every browser (modern-syntax.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  const dropped = await dropDownlevelPluginsFromBabelState(programDirectory(store))
  if (dropped !== DOWNLEVEL_PLUGINS.length) {
    reporter.panicOnBuild(
      `gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): Gatsby's ${BABEL_STATE_FILE} no longer lists ${DOWNLEVEL_PLUGINS.join(" and ")} among the browser stage's Babel plugins (gatsby-plugin-typescript added them), so the step of modern-syntax.ts that takes them out no longer applies: check it against this Gatsby version`,
    )
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter, store }, pluginOptions) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig() as {
    module?: { rules?: unknown }
    plugins?: unknown[]
    optimization?: { splitChunks?: unknown }
    target?: unknown
    output?: { filename?: unknown; chunkFilename?: unknown; hashDigestLength?: number }
  }
  config.plugins = [
    ...(config.plugins ?? []),
    ...(stage === "build-javascript" && !switchedOff("dead-code-stubs") ? [deadCodeStubs(programDirectory(store), reporter)] : []),
    ...(stage === "build-javascript" && !switchedOff("compile-hints")
      ? [compileHints("first-load", (pluginOptions as unknown as SiteRuntimeOptions).compileHintedChunks ?? [])]
      : []),
    // The renderer's pages also link the browser build's stylesheet: a new one renders every page again.
    stage === "build-html" ? stableCompilationHash(() => stylesheetNames(join(programDirectory(store), "public"))) : stableCompilationHash(),
    // The switch deferred-hydration.tsx reads, as a literal even when unset (switched-off.ts), so the check folds away.
    ...(process.env[SWITCH_VARIABLE] === undefined ? [new webpack.DefinePlugin({ [`process.env.${SWITCH_VARIABLE}`]: JSON.stringify("") })] : []),
  ]
  // Left out for a measurement (switched-off.ts): Gatsby's own class names.
  const changed = switchedOff("short-class-names") ? -1 : shortenCssModuleNames(config.module?.rules)
  if (changed === 0) {
    reporter.panicOnBuild(
      `gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): no CSS-module css-loader in the ${stage} webpack config, so class names would not match between stages or stay long`,
    )
    return
  }
  if (stage === "build-javascript" && keepModernSyntax(config.module?.rules, programDirectory(store)) !== BABEL_RULES_FOR_TSX) {
    reporter.panicOnBuild(
      `gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the browser's webpack config has not exactly ${BABEL_RULES_FOR_TSX} JavaScript rules for .tsx whose loaders are given by a function (Gatsby's and gatsby-plugin-typescript's, which gatsby-config.ts must name before this plugin), so the site's code would not get the modern-syntax preset in every build: check modern-syntax.ts against this Gatsby version`,
    )
    return
  }
  if (stage === "build-javascript" && !modernWebpackTarget(config)) {
    reporter.panicOnBuild(
      'gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the browser\'s webpack target is no longer Gatsby\'s ["web", "es5"], which modern-syntax.ts replaces: check it against this Gatsby version',
    )
    return
  }
  if (stage === "build-javascript" && !shortFileHashes(config)) {
    reporter.panicOnBuild(
      "gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the browser's webpack output no longer names its files by [contenthash], so short-file-hashes.ts would not shorten them (and the site server's immutable caching would not match them): check it against this Gatsby version",
    )
    return
  }
  if (stage === "build-javascript" && !splitSharedChunksByUse(config.optimization)) {
    reporter.panicOnBuild(
      "gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the browser's webpack config has no `shared` splitChunks group named by a function, so lazy chunks would be split as Gatsby splits them, or not at all: check shared-chunks.ts against this Gatsby version",
    )
    return
  }
  if (stage === "build-html" && narrowRendererEnv(config.plugins) !== 1) {
    reporter.panicOnBuild(
      "gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the HTML renderer's webpack config has not exactly one DefinePlugin of Gatsby's process.env, so renderer-env.ts cannot narrow it to the names the renderer reads: check it against this Gatsby version",
    )
    return
  }
  // The stage's webpack cache is kept valid by the installed packages and the config code's bytes, not by walking Node's module graph (webpack-cache-version.ts).
  if (!versionCacheByContent(config, programDirectory(store)))
    reporter.verbose(
      "gatsby-plugin-site-runtime: no npm record of node_modules, so webpack walks its build dependencies as Gatsby left them (webpack-cache-version.ts)",
    )
  actions.replaceWebpackConfig(config)
}

/**
 * Gatsby's modules that cannot run in this production build, replaced by stubs in the browser
 * bundle (production-dead-code.ts). A build in which either was not met stops: the stub no
 * longer applies and the bytes are back on every page.
 */
function deadCodeStubs(projectDirectory: string, reporter: Reporter): webpack.WebpackPluginInstance {
  const replaced = new Set<string>()
  return {
    apply(compiler) {
      new webpack.NormalModuleReplacementPlugin(/./, (resource: { request: string; context: string }) => {
        const stub = stubFor(resource.request, resource.context, projectDirectory)
        if (!stub) return
        replaced.add(resource.request)
        resource.request = stub
      }).apply(compiler)
      compiler.hooks.done.tap("site-runtime-dead-code", (stats) => {
        // A compilation that failed stopped before it asked for every module: its own errors say why.
        if (stats.hasErrors()) return
        if (replaced.size < deadCodeReplacements.length)
          reporter.panicOnBuild(
            `gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): Gatsby's browser bundle no longer asks for ${deadCodeReplacements
              .map((r) => r.request)
              .filter((request) => !replaced.has(request))
              .join(", ")} as production-dead-code.ts expects: check the stubs against this Gatsby version`,
          )
      })
    },
  }
}

/**
 * After Gatsby has written and stitched the pages: the boot scripts start after the first
 * paint (boot-after-paint.ts; README.md beside this file). A file is written only when its
 * HTML changes, so a rebuild leaves the pages it did not touch as they were. A page left
 * without the loader fails the build: the rewrite no longer applies to what Gatsby writes.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter, cache }, pluginOptions) => {
  const { headers: headerRules, trailingSlash, requiredInlineScripts } = pluginOptions as unknown as SiteRuntimeOptions
  const publicDir = join(programDirectory(store), "public")
  const currentScripts = await readIfPresent(join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"))
  const previous = (await cache.get(STATE_KEY)) as RunState | undefined
  const { pages, all } = await pagesToRewrite(builtPages(store, publicDir), currentScripts, previous)
  const pageChunks = pageChunksReader(publicDir)
  let changed = 0
  const withoutLoader: string[] = []
  const withoutRequired = new Map(requiredInlineScripts.map((script) => [script, [] as string[]]))
  // The Content-Security-Policy the site sends (the option `headers`); every inline script a
  // page executes must be one of its hashes. No policy at all is a configuration gone wrong.
  const allowedHashes = allowedScriptHashes(headerRules)
  if (!allowedHashes) {
    reporter.panicOnBuild(
      "gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the header rules gatsby-config passes as the option `headers` have no Content-Security-Policy for /*, so the pages' inline scripts cannot be checked",
    )
    return
  }
  const blockedScripts: string[] = []
  // How this build is served, for the site server (`npm run serve`, the publisher's release: publisher/built-site.ts).
  const servingRules: ServingRules = { trailingSlash, headers: headerRules }
  const servingRulesFile = join(programDirectory(store), SERVING_RULES_FILE)
  await mkdir(dirname(servingRulesFile), { recursive: true })
  await writeFile(servingRulesFile, JSON.stringify(servingRules, null, 2))
  for (const { path, file } of pages) {
    const html = await readFile(file, "utf8")
    let chunks: string[]
    try {
      chunks = pageChunks(path)
    } catch (error) {
      await cache.del(STATE_KEY)
      reporter.panicOnBuild(
        `gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): the chunks of ${path} cannot be found: ${(error as Error).message}`,
      )
      return
    }
    const updated = rewritePage(html, currentScripts, chunks)
    if (updated !== html) {
      await writeFile(file, updated)
      changed++
    }
    if (bootScriptsOf(updated).length === 0) withoutLoader.push(relative(publicDir, file))
    for (const [script, pages] of withoutRequired) if (!updated.includes(`<script id="${script.id}">`)) pages.push(relative(publicDir, file))
    for (const script of disallowedInlineScripts(updated, allowedHashes)) blockedScripts.push(`${relative(publicDir, file)}: ${JSON.stringify(script)}`)
  }
  const failures = [
    withoutLoader.length > 0 &&
      `${withoutLoader.length} page(s) have no boot loader, so Gatsby's output no longer looks as the rewrite expects: ${withoutLoader.slice(0, 10).join(", ")}`,
    ...[...withoutRequired].map(
      ([script, pages]) =>
        pages.length > 0 && `${pages.length} page(s) have no inline script #${script.id}, so ${script.without}: ${pages.slice(0, 10).join(", ")}`,
    ),
    blockedScripts.length > 0 &&
      `${blockedScripts.length} inline script(s) are not allowed by the Content-Security-Policy, so browsers would block them (list each inline script's text where gatsby-config hashes them: src/runtime/inline-scripts.ts): ${blockedScripts.slice(0, 5).join("; ")}`,
  ].filter((failure): failure is string => typeof failure === "string")
  if (failures.length > 0) {
    // No record of this run: the next build looks at every page again.
    await cache.del(STATE_KEY)
    reporter.panicOnBuild(`gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): ${failures.join("; ")}`)
    return
  }
  // Ends after this run's own writes, so they do not count as written by the next build.
  const marker = join(cache.directory, "last-run")
  await mkdir(cache.directory, { recursive: true })
  await writeFile(marker, new Date().toISOString())
  await cache.set(STATE_KEY, { scripts: currentScripts, endedAt: (await stat(marker)).mtimeMs } satisfies RunState)
  reporter.info(
    `Boot scripts and each page's own chunks start after the first paint: ${changed} page(s) rewritten of ${pages.length} ${all ? "(every page)" : "written by this build"}, each has the loader${requiredInlineScripts.map((script) => ` and #${script.id}`).join("")}, and every inline script is allowed by the Content-Security-Policy`,
  )
}
