/**
 * Release snapshots on disk: never a link into public/ (Gatsby rewrites it in place), links
 * to the previous release for unchanged files, old releases removed but never one a request
 * still reads, and the live release found again after a restart.
 */
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, existsSync, mkdirSync, utimesSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { Releases } from "../../publisher/releases"
import { fakeBuildOutput, pageBody, writeFakeSite } from "../support/publisher"

let dir: string
let output: ReturnType<typeof fakeBuildOutput>
let publicDir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "releases-test-"))
  output = fakeBuildOutput(dir)
  publicDir = output.publicDir
})

/** Every Releases of the test: a release's link copy may still be under way in the background when a test ends. */
let made: Releases[] = []
const releasesIn = (root: string, keep?: number): Releases => {
  const releases = new Releases(root, keep)
  made.push(releases)
  return releases
}

afterEach(async () => {
  await Promise.all(made.map((releases) => releases.whenPrepared()))
  made = []
  rmSync(dir, { recursive: true, force: true })
})

const meta = (buildId: number) => ({ builtAt: new Date().toISOString(), buildId, reasons: [`build ${buildId}`], webhooks: [], fullSource: false })

async function publish(releases: Releases, label: string, buildId: number) {
  writeFakeSite(output, label)
  const release = await releases.snapshot(output, meta(buildId))
  await releases.activate(release)
  return release
}

/** Every file under `root`, by relative path, with its content. */
function filesUnder(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files[relative(root, join(entry.parentPath, entry.name))] = readFileSync(join(entry.parentPath, entry.name), "utf8")
  }
  return files
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(condition()).toBe(true)
}

describe("Releases", () => {
  it("copies public/ (no links into it) and links unchanged files from the previous release", async () => {
    const releases = releasesIn(join(dir, ".publish"))
    await releases.restore()
    // A file the next build leaves alone (Gatsby does not rewrite everything each time).
    mkdirSync(publicDir, { recursive: true })
    writeFileSync(join(publicDir, "kept.txt"), "unchanged")
    utimesSync(join(publicDir, "kept.txt"), new Date("2026-01-01T00:00:00.123Z"), new Date("2026-01-01T00:00:00.123Z"))
    const a = await publish(releases, "A", 1)
    const b = await publish(releases, "B", 2)

    const inode = (path: string) => statSync(path).ino
    for (const release of [a, b]) {
      expect(inode(join(release.siteDir, "index.html"))).not.toBe(inode(join(publicDir, "index.html")))
      expect(inode(join(release.siteDir, "kept.txt"))).not.toBe(inode(join(publicDir, "kept.txt")))
    }
    expect(inode(join(b.siteDir, "kept.txt"))).toBe(inode(join(a.siteDir, "kept.txt")))
    // Rewritten by the second build: a copy of its own.
    expect(inode(join(b.siteDir, "index.html"))).not.toBe(inode(join(a.siteDir, "index.html")))
    expect(readFileSync(join(a.siteDir, "index.html"), "utf8")).toBe(pageBody("A", "home"))
    expect(readFileSync(join(b.siteDir, "index.html"), "utf8")).toBe(pageBody("B", "home"))

    // Gatsby rewriting public/ in place later changes no release.
    writeFileSync(join(publicDir, "kept.txt"), "rewritten")
    expect(readFileSync(join(b.siteDir, "kept.txt"), "utf8")).toBe("unchanged")
  })

  it("starts the next snapshot from a link copy of the live release, made ahead, and ends with the build's files exactly", async () => {
    const releases = releasesIn(join(dir, ".publish"))
    await releases.restore()
    mkdirSync(join(publicDir, "old-post", "assets"), { recursive: true })
    writeFileSync(join(publicDir, "old-post", "index.html"), "a post the next build drops")
    writeFileSync(join(publicDir, "old-post", "assets", "figure.txt"), "its figure")
    writeFileSync(join(publicDir, "kept.txt"), "unchanged")
    const a = await publish(releases, "A", 1)

    // Made behind the visitors once A is live: every file a link to A's copy.
    const prepared = join(dir, ".publish", "releases", `${a.id}.next.partial`, "site")
    expect(releases.preparing).toBe(true)
    await waitFor(() => !releases.preparing)
    expect(existsSync(join(prepared, "index.html"))).toBe(true)
    expect(statSync(join(prepared, "kept.txt")).ino).toBe(statSync(join(a.siteDir, "kept.txt")).ino)
    expect(await releases.list()).toEqual([a.id])

    rmSync(join(publicDir, "old-post"), { recursive: true })
    mkdirSync(join(publicDir, "new-post"), { recursive: true })
    writeFileSync(join(publicDir, "new-post", "index.html"), "a new post")
    const b = await publish(releases, "B", 2)

    expect(existsSync(join(dir, ".publish", "releases", `${a.id}.next.partial`))).toBe(false)
    expect(existsSync(join(b.siteDir, "old-post"))).toBe(false)
    expect(readFileSync(join(b.siteDir, "new-post", "index.html"), "utf8")).toBe("a new post")
    expect(readFileSync(join(b.siteDir, "index.html"), "utf8")).toBe(pageBody("B", "home"))
    expect(statSync(join(b.siteDir, "kept.txt")).ino).toBe(statSync(join(a.siteDir, "kept.txt")).ino)
    expect(statSync(join(b.siteDir, "new-post", "index.html")).ino).not.toBe(statSync(join(publicDir, "new-post", "index.html")).ino)
    expect(filesUnder(b.siteDir)).toEqual(filesUnder(publicDir))
    // The release it started from is as it was.
    expect(readFileSync(join(a.siteDir, "index.html"), "utf8")).toBe(pageBody("A", "home"))
    expect(readFileSync(join(a.siteDir, "old-post", "assets", "figure.txt"), "utf8")).toBe("its figure")
  })

  it("after a restart, starts the next snapshot from a link copy of the restored release", async () => {
    const first = releasesIn(join(dir, ".publish"))
    await first.restore()
    mkdirSync(publicDir, { recursive: true })
    writeFileSync(join(publicDir, "kept.txt"), "unchanged")
    const a = await publish(first, "A", 1)
    // The first publisher has stopped: nothing of it still writes.
    await first.whenPrepared()

    const second = releasesIn(join(dir, ".publish"))
    await second.restore()
    await waitFor(() => existsSync(join(dir, ".publish", "releases", `${a.id}.next.partial`, "site", "kept.txt")))
    const b = await publish(second, "B", 2)
    expect(statSync(join(b.siteDir, "kept.txt")).ino).toBe(statSync(join(a.siteDir, "kept.txt")).ino)
    expect(readFileSync(join(b.siteDir, "index.html"), "utf8")).toBe(pageBody("B", "home"))
    expect(filesUnder(b.siteDir)).toEqual(filesUnder(publicDir))
  })

  it("points the Functions manifest at the release's copy", async () => {
    const releases = releasesIn(join(dir, ".publish"))
    await releases.restore()
    const a = await publish(releases, "A", 1)
    expect(a.functions).toEqual([expect.objectContaining({ functionRoute: "hello", absoluteCompiledFilePath: join(a.dir, "functions", "hello.js") })])
    expect(existsSync(join(a.dir, "functions", "hello.js"))).toBe(true)
  })

  it("keeps the newest releases, never deleting one a request still reads", async () => {
    const releases = releasesIn(join(dir, ".publish"), 2)
    await releases.restore()
    const a = await publish(releases, "A", 1)
    const pinned = releases.pin()!
    expect(pinned.id).toBe(a.id)
    const b = await publish(releases, "B", 2)
    const c = await publish(releases, "C", 3)
    expect(await releases.list()).toEqual([a.id, b.id, c.id])
    releases.unpin(pinned)
    // Deleted once its last reader is done.
    for (let i = 0; i < 100 && (await releases.list()).length > 2; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await releases.list()).toEqual([b.id, c.id])
  })

  it("finds the live release again after a restart, and drops an interrupted snapshot", async () => {
    const first = releasesIn(join(dir, ".publish"))
    await first.restore()
    const a = await publish(first, "A", 1)
    // The first publisher has stopped: nothing of it still writes.
    await first.whenPrepared()
    mkdirSync(join(dir, ".publish", "releases", "99990101T000000000Z-001.partial"), { recursive: true })

    const second = releasesIn(join(dir, ".publish"))
    const restored = await second.restore()
    expect(restored).toMatchObject({ id: a.id, siteDir: a.siteDir, meta: a.meta, functions: a.functions })
    expect(await second.list()).toEqual([a.id])
  })

  it("finds the live release's Functions where the releases are now, after the folder moved", async () => {
    const first = releasesIn(join(dir, ".publish"))
    await first.restore()
    const a = await publish(first, "A", 1)
    await first.whenPrepared()
    renameSync(join(dir, ".publish"), join(dir, "moved"))

    const restored = await releasesIn(join(dir, "moved")).restore()
    expect(restored?.functions).toEqual([
      expect.objectContaining({ functionRoute: "hello", absoluteCompiledFilePath: join(dir, "moved", "releases", a.id, "functions", "hello.js") }),
    ])
    expect(existsSync(restored!.functions[0]!.absoluteCompiledFilePath)).toBe(true)
  })

  it("refuses a build without index.html", async () => {
    const releases = releasesIn(join(dir, ".publish"))
    await releases.restore()
    mkdirSync(publicDir, { recursive: true })
    await expect(releases.snapshot(output, meta(1))).rejects.toThrow(/not a complete build/)
    expect(await releases.list()).toEqual([])
  })

  it("refuses a build without its serving rules, and does not restore a release saved without them", async () => {
    const releases = releasesIn(join(dir, ".publish"))
    await releases.restore()
    writeFakeSite(output, "A")
    rmSync(output.servingRulesFile)
    await expect(releases.snapshot(output, meta(1))).rejects.toThrow(/not a complete build: cannot read .*serving-rules.json/)
    expect(await releases.list()).toEqual([])

    const a = await publish(releases, "A", 1)
    expect(a.serving).toEqual(JSON.parse(readFileSync(output.servingRulesFile, "utf8")))
    const file = join(a.dir, "release.json")
    const { serving: _serving, ...older } = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
    writeFileSync(file, JSON.stringify(older))
    await releases.whenPrepared()
    expect(await releasesIn(join(dir, ".publish")).restore()).toBeNull()
  })
})
