/**
 * The plugin's onPostBuild over a real public/ folder: on a rebuild it reads only the pages
 * the build wrote, unless the scripts slice changed (then every page's region follows it),
 * and a page left without the loader, without a script the options require, or with an
 * inline script the options' Content-Security-Policy does not allow, fails the build. It also
 * leaves the build's serving rules for the site server (publisher/built-site.ts). The
 * options are what gatsby-config passes (the plugin knows nothing else of the site).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import type { ParentSpanPluginArgs } from "gatsby"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { BOOT_LOADER_CODE, bootScriptsOf } from "../../plugins/gatsby-plugin-site-runtime/boot-after-paint"
import { onPostBuild, pluginOptionsSchema, type SiteRuntimeOptions } from "../../plugins/gatsby-plugin-site-runtime/gatsby-node"
// The site's own hashing, not the plugin's: the check must agree with how the policy is written.
import { scriptHash } from "../../src/lib/security/headers"
import { SERVING_RULES_FILE } from "../../publisher/built-site"
import { waitFor } from "../support/loopback"

const scriptsSlice = (hash: string) =>
  `\n<script>window.___webpackCompilationHash="${hash}";</script><script src="/webpack-runtime-${hash}.js" async></script><script src="/app-${hash}.js" async></script>`
const EARLY_SCRIPT = "(function(){})()"
const earlyScript = `<script id="early-script">${EARLY_SCRIPT}</script>`
/** The options as gatsby-config gives them: a policy allowing the early script and the boot loader, and the early script required. */
const siteOptions = (allowed: readonly string[] = [EARLY_SCRIPT, BOOT_LOADER_CODE]): SiteRuntimeOptions => ({
  trailingSlash: "never",
  headers: [
    { source: "/*", headers: [{ key: "Content-Security-Policy", value: `default-src 'self'; script-src 'self' ${allowed.map(scriptHash).join(" ")}` }] },
  ],
  requiredInlineScripts: [{ id: "early-script", without: "their visitors would be recorded late" }],
})
const stitched = (title: string, hash: string) =>
  `<html><body><main><h1>${title}</h1></main>${earlyScript}<!-- slice-start id="_gatsby-scripts-1" -->${scriptsSlice(hash)}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

let root: string
let publicDir: string
let cacheData: Map<string, unknown>
let infos: string[]
let panics: string[]
/** Gatsby's page list: the pages the tests wrote (a slice fragment is not a page). */
let pagePaths: Set<string>

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "boot-after-paint-"))
  publicDir = join(root, "public")
  cacheData = new Map()
  infos = []
  panics = []
  pagePaths = new Set()
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const write = (path: string, html: string) => {
  mkdirSync(dirname(join(publicDir, path)), { recursive: true })
  writeFileSync(join(publicDir, path), html)
  if (!path.startsWith("_gatsby/")) pagePaths.add(`/${path.replace(/index\.html$/, "")}`)
}
const page = (path: string) => readFileSync(join(publicDir, path), "utf8")

/** One onPostBuild, with Gatsby's store, the plugin's cache (kept between builds) and a reporter. */
async function postBuild(options: SiteRuntimeOptions = siteOptions()): Promise<string> {
  const args = {
    store: { getState: () => ({ program: { directory: root }, pages: new Map([...pagePaths].map((path) => [path, { path }])) }) },
    cache: {
      directory: join(root, ".cache", "caches", "boot-after-paint"),
      get: async (key: string) => cacheData.get(key),
      set: async (key: string, value: unknown) => void cacheData.set(key, value),
      del: async (key: string) => void cacheData.delete(key),
    },
    reporter: { info: (line: string) => void infos.push(line), panicOnBuild: (line: string) => void panics.push(line) },
  } as unknown as ParentSpanPluginArgs
  await (onPostBuild as (args: ParentSpanPluginArgs, options: unknown) => Promise<void>)(args, { plugins: [], ...options })
  return infos.at(-1) ?? ""
}

/** Gatsby writes its next build after this one ended, which the file system's clock must show. */
async function laterThanLastRun(): Promise<void> {
  const endedAt = (cacheData.get("boot-after-paint-run") as { endedAt: number }).endedAt
  const probe = join(root, "probe")
  await waitFor(
    () => {
      writeFileSync(probe, "")
      return statSync(probe).mtimeMs > endedAt
    },
    { what: "the file system's clock to pass the last run" },
  )
}

test("a rebuild reads only the pages the build wrote; a new scripts slice updates every page", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  for (const path of ["index.html", "pricing/index.html", "resources/a/index.html"]) write(path, stitched(path, "a1"))
  expect(await postBuild()).toBe(
    "Boot scripts and each page's own chunks start after the first paint: 3 page(s) rewritten of 3 (every page), each has the loader and #early-script, and every inline script is allowed by the Content-Security-Policy",
  )
  expect(bootScriptsOf(page("pricing/index.html"))).toEqual(["/webpack-runtime-a1.js", "/app-a1.js"])
  expect(page("_gatsby/slices/_gatsby-scripts-1.html")).toBe(scriptsSlice("a1")) // slice fragments are never rewritten

  // Nothing written since: nothing read.
  expect(await postBuild()).toBe(
    "Boot scripts and each page's own chunks start after the first paint: 0 page(s) rewritten of 0 written by this build, each has the loader and #early-script, and every inline script is allowed by the Content-Security-Policy",
  )

  // The build rewrote one post.
  await laterThanLastRun()
  write("resources/a/index.html", stitched("A, edited", "a1"))
  expect(await postBuild()).toBe(
    "Boot scripts and each page's own chunks start after the first paint: 1 page(s) rewritten of 1 written by this build, each has the loader and #early-script, and every inline script is allowed by the Content-Security-Policy",
  )
  expect(page("resources/a/index.html")).toContain("A, edited")
  expect(bootScriptsOf(page("resources/a/index.html"))).toEqual(["/webpack-runtime-a1.js", "/app-a1.js"])

  // New code: the scripts slice changes, Gatsby does not re-stitch pages whose region is ours, so every page is updated here.
  await laterThanLastRun()
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("b2"))
  expect(await postBuild()).toBe(
    "Boot scripts and each page's own chunks start after the first paint: 3 page(s) rewritten of 3 (every page), each has the loader and #early-script, and every inline script is allowed by the Content-Security-Policy",
  )
  for (const path of ["index.html", "pricing/index.html", "resources/a/index.html"])
    expect(bootScriptsOf(page(path))).toEqual(["/webpack-runtime-b2.js", "/app-b2.js"])
  expect(panics).toEqual([])
})

/** What Gatsby and webpack write beside the pages: each page's data, each slice's, and webpack's chunk groups. */
function writeChunkRecords(groups: Record<string, string[]>, pages: Record<string, { template: string; slices: string[] }>): void {
  // Not pages: written beside them, not added to Gatsby's page list.
  const record = (path: string, text: string) => {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true })
    writeFileSync(join(publicDir, path), text)
  }
  record(
    "webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: Object.fromEntries(Object.entries(groups).map(([name, assets]) => [name, { assets: assets.map((asset) => ({ name: asset })) }])),
    }),
  )
  for (const [path, { template, slices }] of Object.entries(pages))
    record(
      `page-data/${path === "/" ? "index" : path.replace(/^\/|\/$/g, "")}/page-data.json`,
      JSON.stringify({
        componentChunkName: template,
        path,
        result: {},
        staticQueryHashes: [],
        slicesMap: Object.fromEntries(slices.map((slice) => [slice, slice])),
      }),
    )
  for (const slice of new Set(Object.values(pages).flatMap((entry) => entry.slices)))
    record(`slice-data/${slice}.json`, JSON.stringify({ componentChunkName: `slice---src-slices-${slice}-tsx`, result: {}, staticQueryHashes: [] }))
}

test("each page's loader requests its own chunks after the boot scripts: its template's and its slices' chunk groups, each file once", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  for (const path of ["index.html", "pricing/index.html"]) write(path, stitched(path, "a1"))
  writeChunkRecords(
    {
      "component---src-templates-home-tsx": ["site-links-a1.js", "component---src-templates-home-tsx-a1.js", "component---src-templates-home-tsx-a1.js.map"],
      "component---src-templates-page-tsx": ["site-links-a1.js", "8610-a1.js", "component---src-templates-page-tsx-a1.js"],
      "slice---src-slices-site-navigation-tsx": ["site-links-a1.js", "slice---src-slices-site-navigation-tsx-a1.js"],
      "slice---src-slices-site-footer-tsx": ["slice---src-slices-site-footer-tsx-a1.js"],
    },
    {
      "/": { template: "component---src-templates-home-tsx", slices: ["site-navigation", "site-footer"] },
      "/pricing/": { template: "component---src-templates-page-tsx", slices: ["site-navigation"] },
    },
  )
  await postBuild()
  expect(panics).toEqual([])
  expect(bootScriptsOf(page("index.html"))).toEqual([
    "/webpack-runtime-a1.js",
    "/app-a1.js",
    "/site-links-a1.js",
    "/component---src-templates-home-tsx-a1.js",
    "/slice---src-slices-site-navigation-tsx-a1.js",
    "/slice---src-slices-site-footer-tsx-a1.js",
  ])
  expect(bootScriptsOf(page("pricing/index.html"))).toEqual([
    "/webpack-runtime-a1.js",
    "/app-a1.js",
    "/site-links-a1.js",
    "/8610-a1.js",
    "/component---src-templates-page-tsx-a1.js",
    "/slice---src-slices-site-navigation-tsx-a1.js",
  ])
})

test("a page whose template webpack has no record of fails the build, naming the page, and leaves no record", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  writeChunkRecords({}, { "/": { template: "component---src-templates-home-tsx", slices: [] } })
  await postBuild()
  expect(panics).toEqual([
    expect.stringMatching(/the chunks of \/ cannot be found: webpack.stats.json has no chunk group "component---src-templates-home-tsx"/),
  ])
  expect(cacheData.has("boot-after-paint-run")).toBe(false)
})

test("a page without the loader fails the build and leaves no record, so the next build reads every page", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  write("odd/index.html", "<html><body><p>No scripts at all</p></body></html>")
  await postBuild()
  expect(panics).toEqual([
    expect.stringMatching(
      /1 page\(s\) have no boot loader.*odd\/index\.html; 1 page\(s\) have no inline script #early-script, so their visitors would be recorded late.*odd\/index\.html/,
    ),
  ])
  expect(cacheData.get("boot-after-paint-run")).toBeUndefined()

  write("odd/index.html", stitched("Odd", "a1"))
  expect(await postBuild()).toMatch(/of 2 \(every page\)/)
})

test("a page without a script the options require fails the build, naming it", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  write("pricing/index.html", stitched("Pricing", "a1").replace(earlyScript, ""))
  await postBuild()
  expect(panics).toEqual([
    expect.stringMatching(
      /^gatsby-plugin-site-runtime .*: 1 page\(s\) have no inline script #early-script, so their visitors would be recorded late: pricing\/index\.html$/,
    ),
  ])
  expect(cacheData.get("boot-after-paint-run")).toBeUndefined()
})

test("an inline script the policy does not allow fails the build, naming the page and the script", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  write("pricing/index.html", stitched("Pricing", "a1").replace("</main>", "</main><script>window.unlisted=1</script>"))
  await postBuild()
  expect(panics).toEqual([
    expect.stringMatching(/1 inline script\(s\) are not allowed by the Content-Security-Policy.*pricing\/index\.html: "window\.unlisted=1"$/),
  ])
  // The same pages pass once the policy lists the script.
  await postBuild(siteOptions([EARLY_SCRIPT, BOOT_LOADER_CODE, "window.unlisted=1"]))
  expect(panics).toHaveLength(1)
})

test("header rules without a Content-Security-Policy stop the build instead of skipping the check", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  await postBuild({ ...siteOptions(), headers: [{ source: "/*", headers: [{ key: "X-Frame-Options", value: "DENY" }] }] })
  expect(panics).toEqual([expect.stringMatching(/no Content-Security-Policy for \/\*/)])
})

test("gatsby-config must pass the header rules: a build without them stops when Gatsby loads the plugin", async () => {
  expect((await testPluginOptionsSchema(pluginOptionsSchema!, {})).errors).toEqual(['"headers" is required'])
  expect((await testPluginOptionsSchema(pluginOptionsSchema!, { headers: [] })).errors).toEqual(['"headers" must contain at least 1 items'])
  expect((await testPluginOptionsSchema(pluginOptionsSchema!, { ...siteOptions() })).isValid).toBe(true)
})

test("the build's serving rules, from the options, are left in .cache/serving-rules.json for the site server", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("home", "a1"))
  await postBuild()
  const { headers, trailingSlash } = siteOptions()
  expect(JSON.parse(readFileSync(join(root, SERVING_RULES_FILE), "utf8"))).toEqual({ trailingSlash, headers })
})
