import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { keepPreviousBuild, PREVIOUS_BUILD_DIR } from "../../scripts/keep-previous-build"

let project: string
let publicDir: string
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "keep-previous-"))
  publicDir = join(project, "public")
  mkdirSync(join(publicDir, "pricing"), { recursive: true })
  writeFileSync(join(publicDir, "index.html"), "<h1>previous home</h1>")
  writeFileSync(join(publicDir, "pricing", "index.html"), "<h1>previous pricing</h1>")
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

/** What a build does to public/ as it goes: rewrites a file in place, adds one, removes one. */
function partialBuild(): void {
  writeFileSync(join(publicDir, "index.html"), "<h1>half-written</h1>")
  writeFileSync(join(publicDir, "new.html"), "new")
  rmSync(join(publicDir, "pricing"), { recursive: true })
}

test("a failed build: public/ is put back as it was, and the copy is gone", () => {
  const kept = keepPreviousBuild(project)
  expect(kept.kept).toBe(true)
  partialBuild()
  kept.restore()
  expect(readFileSync(join(publicDir, "index.html"), "utf8")).toBe("<h1>previous home</h1>")
  expect(readFileSync(join(publicDir, "pricing", "index.html"), "utf8")).toBe("<h1>previous pricing</h1>")
  expect(existsSync(join(publicDir, "new.html"))).toBe(false)
  expect(existsSync(join(project, PREVIOUS_BUILD_DIR))).toBe(false)
})

test("a successful build: public/ is the new one, and the copy is gone", () => {
  const kept = keepPreviousBuild(project)
  partialBuild()
  kept.commit()
  expect(readFileSync(join(publicDir, "index.html"), "utf8")).toBe("<h1>half-written</h1>")
  expect(existsSync(join(project, PREVIOUS_BUILD_DIR))).toBe(false)
})

test("a failed first build leaves no public/ at all, rather than half a site", () => {
  rmSync(publicDir, { recursive: true })
  const kept = keepPreviousBuild(project)
  expect(kept.kept).toBe(false)
  mkdirSync(publicDir)
  writeFileSync(join(publicDir, "index.html"), "half")
  kept.restore()
  expect(existsSync(publicDir)).toBe(false)
})

test("a copy left by a build killed outright is replaced by a fresh one", () => {
  mkdirSync(join(project, PREVIOUS_BUILD_DIR))
  writeFileSync(join(project, PREVIOUS_BUILD_DIR, "stale.html"), "stale")
  const kept = keepPreviousBuild(project)
  partialBuild()
  kept.restore()
  expect(existsSync(join(publicDir, "stale.html"))).toBe(false)
  expect(readFileSync(join(publicDir, "index.html"), "utf8")).toBe("<h1>previous home</h1>")
})
