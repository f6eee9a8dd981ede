import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import webpack from "webpack"
import { fileDigest, outputHash, stableCompilationHash } from "../../plugins/gatsby-plugin-site-runtime/stable-compilation-hash"

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
  const compile = (outputDir: string) =>
    new Promise<{ hash: string; seen: string; chunkHashes: string[] }>((resolve, reject) => {
      let seen = ""
      const compiler = webpack({
        mode: "production",
        context: dir,
        entry: "./entry.js",
        output: { path: join(dir, outputDir), filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
        cache: { type: "filesystem", cacheDirectory: join(dir, "cache") },
        devtool: "source-map",
        plugins: [{ apply: (c: webpack.Compiler) => c.hooks.done.tap("ReadsTheHash", (stats) => void (seen = stats.hash ?? "")) }, stableCompilationHash()],
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
})
