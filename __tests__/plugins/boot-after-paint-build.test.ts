/**
 * The plugin's onPostBuild over a real public/ folder: on a rebuild it reads only the pages
 * the build wrote, unless the scripts slice changed (then every page's region follows it),
 * and a page left without the loader or the early attribution script fails the build. It also
 * leaves the build's serving rules for the site server (publisher/built-site.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import type { ParentSpanPluginArgs } from "gatsby"
import { bootScriptsOf } from "../../plugins/gatsby-plugin-site-runtime/boot-after-paint"
import { EARLY_ATTRIBUTION_ID } from "../../plugins/gatsby-plugin-site-runtime/early-attribution"
import { onPostBuild } from "../../plugins/gatsby-plugin-site-runtime/gatsby-node"
import { SERVING_RULES_FILE, type ServingRules } from "../../publisher/built-site"
import { waitFor } from "../support/loopback"

const scriptsSlice = (hash: string) =>
  `\n<script>window.___webpackCompilationHash="${hash}";</script><script src="/webpack-runtime-${hash}.js" async></script><script src="/app-${hash}.js" async></script>`
const earlyScript = `<script id="${EARLY_ATTRIBUTION_ID}">(function(){})()</script>`
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

/** One onPostBuild, with Gatsby's store (gatsby-config's serving rules: `config`), the plugin's cache (kept between builds) and a reporter. */
async function postBuild(config?: Partial<ServingRules>): Promise<string> {
  const args = {
    store: { getState: () => ({ program: { directory: root }, config, pages: new Map([...pagePaths].map((path) => [path, { path }])) }) },
    cache: { directory: join(root, ".cache", "caches", "boot-after-paint"), get: async (key: string) => cacheData.get(key), set: async (key: string, value: unknown) => void cacheData.set(key, value), del: async (key: string) => void cacheData.delete(key) },
    reporter: { info: (line: string) => void infos.push(line), panicOnBuild: (line: string) => void panics.push(line) },
  } as unknown as ParentSpanPluginArgs
  await (onPostBuild as (args: ParentSpanPluginArgs, options: unknown) => Promise<void>)(args, { plugins: [] })
  return infos.at(-1) ?? ""
}

/** Gatsby writes its next build after this one ended, which the file system's clock must show. */
async function laterThanLastRun(): Promise<void> {
  const endedAt = (cacheData.get("boot-after-paint-run") as { endedAt: number }).endedAt
  const probe = join(root, "probe")
  await waitFor(() => {
    writeFileSync(probe, "")
    return statSync(probe).mtimeMs > endedAt
  }, { what: "the file system's clock to pass the last run" })
}

test("a rebuild reads only the pages the build wrote; a new scripts slice updates every page", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  for (const path of ["index.html", "pricing/index.html", "resources/a/index.html"]) write(path, stitched(path, "a1"))
  expect(await postBuild()).toBe("Boot scripts start after the first paint: 3 page(s) rewritten of 3 (every page), each has the loader and the early attribution script")
  expect(bootScriptsOf(page("pricing/index.html"))).toEqual(["/webpack-runtime-a1.js", "/app-a1.js"])
  expect(page("_gatsby/slices/_gatsby-scripts-1.html")).toBe(scriptsSlice("a1")) // slice fragments are never rewritten

  // Nothing written since: nothing read.
  expect(await postBuild()).toBe("Boot scripts start after the first paint: 0 page(s) rewritten of 0 written by this build, each has the loader and the early attribution script")

  // The build rewrote one post.
  await laterThanLastRun()
  write("resources/a/index.html", stitched("A, edited", "a1"))
  expect(await postBuild()).toBe("Boot scripts start after the first paint: 1 page(s) rewritten of 1 written by this build, each has the loader and the early attribution script")
  expect(page("resources/a/index.html")).toContain("A, edited")
  expect(bootScriptsOf(page("resources/a/index.html"))).toEqual(["/webpack-runtime-a1.js", "/app-a1.js"])

  // New code: the scripts slice changes, Gatsby does not re-stitch pages whose region is ours, so every page is updated here.
  await laterThanLastRun()
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("b2"))
  expect(await postBuild()).toBe("Boot scripts start after the first paint: 3 page(s) rewritten of 3 (every page), each has the loader and the early attribution script")
  for (const path of ["index.html", "pricing/index.html", "resources/a/index.html"]) expect(bootScriptsOf(page(path))).toEqual(["/webpack-runtime-b2.js", "/app-b2.js"])
  expect(panics).toEqual([])
})

test("a page without the loader fails the build and leaves no record, so the next build reads every page", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  write("odd/index.html", "<html><body><p>No scripts at all</p></body></html>")
  await postBuild()
  expect(panics).toEqual([expect.stringMatching(/1 page\(s\) have no boot loader.*odd\/index\.html; 1 page\(s\) have no early attribution script.*odd\/index\.html/)])
  expect(cacheData.get("boot-after-paint-run")).toBeUndefined()

  write("odd/index.html", stitched("Odd", "a1"))
  expect(await postBuild()).toMatch(/of 2 \(every page\)/)
})

test("a page without the early attribution script fails the build, naming it", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("Home", "a1"))
  write("pricing/index.html", stitched("Pricing", "a1").replace(earlyScript, ""))
  await postBuild()
  expect(panics).toEqual([expect.stringMatching(/^gatsby-plugin-site-runtime .*: 1 page\(s\) have no early attribution script, .*: pricing\/index\.html$/)])
  expect(cacheData.get("boot-after-paint-run")).toBeUndefined()
})

test("the build's serving rules are left in .cache/serving-rules.json, Gatsby's default trailingSlash included", async () => {
  write("_gatsby/slices/_gatsby-scripts-1.html", scriptsSlice("a1"))
  write("index.html", stitched("home", "a1"))
  const headers = [{ source: "/*", headers: [{ key: "x-frame-options", value: "DENY" }] }]
  await postBuild({ trailingSlash: "never", headers })
  expect(JSON.parse(readFileSync(join(root, SERVING_RULES_FILE), "utf8"))).toEqual({ trailingSlash: "never", headers })
  await postBuild({})
  expect(JSON.parse(readFileSync(join(root, SERVING_RULES_FILE), "utf8"))).toEqual({ trailingSlash: "always", headers: [] })
})
