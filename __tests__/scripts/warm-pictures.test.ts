/**
 * scripts/warm-pictures.ts as `npm run build` starts it: a process of its own that reads the
 * built pages, makes every transform they name in the CMS's cache, says what it did, and exits.
 * The URLs are the stand-in CMS's own (signed with the key in the cache folder the warm shares).
 */
import { execFile } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { startCmsServer } from "../../cms/server"
import { transformPathsIn } from "../../scripts/warm-pictures"

const ROOT = join(__dirname, "..", "..")
const run = promisify(execFile)

let dir: string
let cacheDir: string
let publicDir: string
let paths: string[]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "warm-pictures-"))
  cacheDir = join(dir, "cache")
  publicDir = join(dir, "public")
  const cms = await startCmsServer({ logger: { info: () => undefined, error: () => undefined }, transforms: { cacheDir, idleMs: 1_000 } })
  try {
    const response = await fetch(`${cms.url}/graph`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query:
          '{ assets(volume: "site", filename: "home-features-mobile-app-icon.png") { a: url(width: 40, format: "webp", quality: 50) b: url(width: 80, quality: 50) } }',
      }),
    })
    const { data } = (await response.json()) as { data: { assets: Array<{ a: string; b: string }> } }
    paths = [data.assets[0]!.a, data.assets[0]!.b].map((url) => new URL(url).pathname)
  } finally {
    await cms.close()
  }
  // Two pages as the build writes them: root-relative picture URLs in a srcset and a src, and one named twice.
  mkdirSync(join(publicDir, "pricing"), { recursive: true })
  writeFileSync(join(publicDir, "index.html"), `<picture><source type="image/webp" srcSet="${paths[0]} 40w"/><img src="${paths[1]}" alt=""/></picture>`)
  writeFileSync(join(publicDir, "pricing", "index.html"), `<img src="https://www.rapport.example${paths[1]}" alt=""/>`)
}, 30_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const warm = () =>
  run(process.execPath, [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ROOT, "scripts", "warm-pictures.ts"), "--public", publicDir], {
    cwd: ROOT,
    env: { ...process.env, CMS_TRANSFORM_CACHE_DIR: cacheDir, CMS_CONTENT_DIR: "" },
    timeout: 60_000,
  })

const madeFiles = (): string[] =>
  readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(webp|png)$/.test(entry.name))
    .map((entry) => entry.name)

test("the built pages' transforms are read once each, root-relative or absolute", () => {
  expect(transformPathsIn(publicDir).sort()).toEqual([...paths].sort())
  expect(transformPathsIn(publicDir, ["/pricing"])).toEqual([paths[1]])
})

test("a warm in a process of its own makes every transform, says so and exits 0; the next finds them made", async () => {
  expect(madeFiles()).toEqual([])
  const first = await warm()
  expect(first.stdout).toMatch(/warmed the pages' pictures: 2 transforms, 2 made, 0 already made, in \d+\.\d s/)
  expect(
    madeFiles()
      .map((name) => name.split(".").pop())
      .sort(),
  ).toEqual(["png", "webp"])
  const second = await warm()
  expect(second.stdout).toMatch(/2 transforms, 0 made, 2 already made/)
  expect(existsSync(cacheDir)).toBe(true)
}, 90_000)
