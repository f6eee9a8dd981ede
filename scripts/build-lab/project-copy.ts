/**
 * A throw-away copy of the project for builds that must not disturb the working tree's
 * public/ and .cache/ (the rebuild test runs in CI after the production build, whose
 * output the browser tests then serve; the benchmark needs cold builds). Tracked files
 * are copied (`git ls-files`, so stray local output never leaks in), node_modules is a
 * symlink, and the CMS content is a copy the caller may edit: cms/content is never touched.
 */
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, sep } from "node:path"

export const PROJECT_ROOT = join(__dirname, "..", "..")

export interface ProjectCopy {
  /** The copy's root: run the build there. */
  dir: string
  /** Its own copy of cms/content, to edit; pass it as CMS_CONTENT_DIR. */
  contentDir: string
  remove: () => void
}

/** Build output and local state that a copy must not inherit. */
const NOT_SOURCE = new Set(["node_modules", ".cache", "public", ".public-previous", ".git", "test-results", "playwright-report", "coverage", "data"])

function trackedFiles(root: string): string[] {
  try {
    return (
      execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
        cwd: root,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        stdio: ["ignore", "pipe", "ignore"],
      })
        .split("\0")
        // A node_modules that is a symlink (a git worktree sharing another checkout's) is a file to
        // git, which .gitignore's `node_modules/` does not match: the copy links its own below.
        .filter((file) => file && !NOT_SOURCE.has(file.split("/")[0] ?? "") && existsSync(join(root, file)))
    )
  } catch {
    // Not a git checkout (an unpacked archive): everything but build output and local state.
    return readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => !NOT_SOURCE.has(file.split(sep)[0] ?? ""))
  }
}

export function copyProject(label: string, root = PROJECT_ROOT): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), `rapport-${label}-`))
  for (const file of trackedFiles(root)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(root, file), join(dir, file), { dereference: false, errorOnExist: false })
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir")
  return {
    dir,
    contentDir: join(dir, "cms", "content"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
