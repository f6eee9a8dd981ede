import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import webpack from "webpack"
import { fileDigest, outputHash, stableCompilationHash, stylesheetNames } from "../../plugins/gatsby-plugin-site-runtime/stable-compilation-hash"

describe("outputHash", () => {
  it("depends on the files' names and contents, not on their order", () => {
    const files = [
      { name: "app-1.js", digest: fileDigest("a") },
      { name: "page.js", digest: fileDigest(Buffer.from("b")) },
    ]
    expect(outputHash(files)).toMatch(/^[0-9a-f]{20}$/)
    expect(outputHash([...files].reverse())).toBe(outputHash(files))
    expect(outputHash([files[0]!, { name: "page.js", digest: fileDigest("c") }])).not.toBe(outputHash(files))
    expect(outputHash([files[0]!, { name: "other.js", digest: fileDigest("b") }])).not.toBe(outputHash(files))
  })
})

describe("stableCompilationHash", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "stable-hash-"))
    writeFileSync(join(dir, "entry.js"), 'import("./lazy.js").then((m) => console.log(m.default))\n')
    writeFileSync(join(dir, "lazy.js"), "export default 42\n")
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** Compiles the two files with a filesystem cache; `seen` is the hash a plugin registered before ours reads in `done`, as Gatsby's stats extractor does. */
  const compile = (outputDir: string, alsoDependsOn?: () => readonly string[]) =>
    new Promise<{ hash: string; seen: string; chunkHashes: string[] }>((resolve, reject) => {
      let seen = ""
      const compiler = webpack({
        mode: "production",
        context: dir,
        entry: "./entry.js",
        output: { path: join(dir, outputDir), filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
        cache: { type: "filesystem", cacheDirectory: join(dir, "cache") },
        devtool: "source-map",
        plugins: [
          { apply: (c: webpack.Compiler) => c.hooks.done.tap("ReadsTheHash", (stats) => void (seen = stats.hash ?? "")) },
          stableCompilationHash(alsoDependsOn),
        ],
      })
      compiler.run((error, stats) => {
        // Closing writes the cache the next compilation reads.
        compiler.close((closeError) => {
          if (error || closeError || !stats || stats.hasErrors()) return reject(error ?? closeError ?? new Error(stats?.toString("errors-only")))
          resolve({ hash: stats.hash ?? "", seen, chunkHashes: [...stats.compilation.chunks].map((chunk) => chunk.hash ?? "").sort() })
        })
      })
    })

  it("is the digest of the emitted files, set before `done`, and the same for a cold and a cached compilation", async () => {
    const cold = await compile("cold")
    const emitted = (outputDir: string) =>
      readdirSync(join(dir, outputDir)).map((name) => ({ name, digest: fileDigest(readFileSync(join(dir, outputDir, name))) }))
    expect(cold.hash).toBe(outputHash(emitted("cold")))
    expect(cold.seen).toBe(cold.hash)
    expect(cold.chunkHashes).toHaveLength(2)

    const cached = await compile("cached")
    expect(cached).toEqual(cold)

    writeFileSync(join(dir, "lazy.js"), "export default 43\n")
    const changed = await compile("changed")
    expect(changed.hash).not.toBe(cold.hash)
    expect(changed.chunkHashes).not.toEqual(cold.chunkHashes)
  }, 60_000)

  it("changes every chunk's hash and the compilation's when what the output also depends on changes, the files being the same (the renderer and the browser's stylesheet)", async () => {
    const before = await compile("before", () => ["styles.1111aaaa.css"])
    const same = await compile("same", () => ["styles.1111aaaa.css"])
    expect(same).toEqual(before)
    const after = await compile("after", () => ["styles.2222bbbb.css"])
    expect(readdirSync(join(dir, "after")).sort()).toEqual(readdirSync(join(dir, "before")).sort())
    expect(after.hash).not.toBe(before.hash)
    for (const hash of after.chunkHashes) expect(before.chunkHashes).not.toContain(hash)
  }, 60_000)
})

describe("stylesheetNames", () => {
  it("lists the browser build's stylesheets from its webpack.stats.json, once each, in order", () => {
    const publicDir = mkdtempSync(join(tmpdir(), "stats-"))
    try {
      writeFileSync(
        join(publicDir, "webpack.stats.json"),
        JSON.stringify({
          assetsByChunkName: { app: ["styles.b2.css", "app-1.js"], "component---page": ["styles.b2.css", "page-1.js"] },
          childAssetsByChunkName: { app: { prefetch: ["print.a1.css", "lazy-1.js"] } },
        }),
      )
      expect(stylesheetNames(publicDir)).toEqual(["print.a1.css", "styles.b2.css"])
    } finally {
      rmSync(publicDir, { recursive: true, force: true })
    }
  })

  it("fails, naming the file, when the browser build has not written it", () => {
    expect(() => stylesheetNames(join(tmpdir(), "no-such-public-dir"))).toThrow(/no-such-public-dir\/webpack\.stats\.json/)
  })
})
