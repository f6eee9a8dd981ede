import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type webpack from "webpack"
import { cacheVersion, INSTALLED_TREE_RECORD, versionCacheByContent } from "../../plugins/gatsby-plugin-site-runtime/webpack-cache-version"
import { compileAndClose, countingLoaderIn, type CountingLoader } from "../support/webpack-cache-lab"

describe("webpack's cache versioned by content", () => {
  let dir: string
  const configCode = () => join(dir, "config-code.js")
  const record = () => join(dir, INSTALLED_TREE_RECORD)
  let counting: CountingLoader

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "cache-version-"))
    mkdirSync(join(dir, "node_modules"))
    writeFileSync(record(), '{"lockfileVersion":3,"packages":{"node_modules/webpack":{"version":"5.98.0"}}}\n')
    writeFileSync(configCode(), "module.exports = { classNames: 'short' }\n")
    writeFileSync(join(dir, "entry.js"), "export default 42\n")
    counting = countingLoaderIn(dir)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** One compilation as Gatsby configures a stage (its config code as a build dependency), with or without the version; what `done` left as build dependencies. */
  const compile = async (versioned: boolean): Promise<{ buildDependencies: string[]; version: string | undefined }> => {
    let buildDependencies: string[] = []
    const config: webpack.Configuration = {
      mode: "production",
      context: dir,
      entry: "./entry.js",
      output: { path: join(dir, "out") },
      module: { rules: [{ test: /entry\.js$/, use: counting.loader }] },
      cache: { type: "filesystem", cacheDirectory: join(dir, "cache"), buildDependencies: { config: [configCode()] } },
      plugins: [],
    }
    if (versioned) expect(versionCacheByContent(config, dir)).toBe(true)
    config.plugins!.push({
      apply: (compiler: webpack.Compiler) =>
        compiler.hooks.done.tap({ name: "ReadsWhatIsLeft", stage: 100 }, (stats) => void (buildDependencies = [...stats.compilation.buildDependencies])),
    })
    await compileAndClose(config)
    return { buildDependencies, version: (config.cache as { version?: string }).version }
  }

  it("leaves webpack nothing to walk, restores an unchanged compilation, and starts over when the config code or an installed package changes", async () => {
    // Gatsby's way: the config code and the loader are walked when the cache is stored.
    const walked = await compile(false)
    expect(walked.buildDependencies).toEqual(expect.arrayContaining([configCode(), counting.loader]))
    rmSync(join(dir, "cache"), { recursive: true })
    counting.reset()

    const cold = await compile(true)
    expect(cold.buildDependencies).toEqual([])
    expect(cold.version).toMatch(/^[0-9a-f]{20}$/)
    expect(counting.runs()).toBe(1)

    const warm = await compile(true)
    expect(warm.version).toBe(cold.version)
    expect(counting.runs()).toBe(1)

    writeFileSync(configCode(), "module.exports = { classNames: 'long' }\n")
    const configChanged = await compile(true)
    expect(configChanged.version).not.toBe(cold.version)
    expect(counting.runs()).toBe(2)

    writeFileSync(record(), '{"lockfileVersion":3,"packages":{"node_modules/webpack":{"version":"5.98.1"}}}\n')
    const installChanged = await compile(true)
    expect(installChanged.version).not.toBe(configChanged.version)
    expect(counting.runs()).toBe(3)
  }, 60_000)

  it("names no version, so Gatsby's config stays as it is, without npm's record or for a folder", () => {
    expect(cacheVersion(dir, { config: [configCode()] })).toMatch(/^[0-9a-f]{20}$/)
    expect(cacheVersion(dir, { config: [configCode()] })).toBe(cacheVersion(dir, { other: [], config: [configCode()] }))
    expect(cacheVersion(dir, { config: [configCode()] }, "gatsby-set")).not.toBe(cacheVersion(dir, { config: [configCode()] }))
    expect(cacheVersion(dir, { config: [dir] })).toBeNull()
    expect(cacheVersion(dir, { config: [join(dir, "missing.js")] })).toBeNull()

    const config = { cache: { type: "filesystem", buildDependencies: { config: [configCode()] } }, plugins: [] }
    rmSync(record())
    expect(versionCacheByContent(config, dir)).toBe(false)
    expect(config).toEqual({ cache: { type: "filesystem", buildDependencies: { config: [configCode()] } }, plugins: [] })
    expect(versionCacheByContent({ cache: false }, dir)).toBe(false)
    expect(versionCacheByContent({ cache: { type: "memory" } }, dir)).toBe(false)
  })
})
