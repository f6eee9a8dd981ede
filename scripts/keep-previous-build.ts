/**
 * A failed `npm run build` leaves public/ as the last successful build left it (issue 17).
 *
 * Gatsby writes into public/ as it goes (it copies static/, compiles, writes pages and may
 * empty the folder first when its cache is invalidated), and it cannot be told to write
 * anywhere else; and an incremental build needs the previous public/ in place. So the build
 * is not staged elsewhere: a copy of public/ is taken before it starts and put back if it
 * fails, and dropped if it succeeds. A real copy, not hard links: Gatsby rewrites files in
 * place (same inode), which would write through a link into the copy. On the sample content
 * public/ is about 40 MB, 1,700 files: 1-6 s on these shared machines, against a build of
 * minutes. KEEP_PREVIOUS_PUBLIC=0 turns it off (scripts/with-cms.ts).
 *
 * The publisher (`npm start`) does not need this: it never serves public/, it serves a copy
 * of it taken after a build succeeded (publisher/releases.ts), so a failed publish build
 * changes nothing a visitor sees, and the next build starts from where this one stopped.
 */
import { cpSync, existsSync, renameSync, rmSync } from "node:fs"
import { join } from "node:path"

/** Where the copy waits while the build runs; beside public/ (same file system, so restoring is a rename). */
export const PREVIOUS_BUILD_DIR = ".public-previous"

export interface KeptBuild {
  /** Whether there was a previous build to keep. */
  readonly kept: boolean
  /** The build succeeded: the copy is dropped. */
  commit(): void
  /** The build failed: public/ is what it was before (or absent, if it was). */
  restore(): void
}

export function keepPreviousBuild(projectDir: string, publicDir = join(projectDir, "public")): KeptBuild {
  const copyDir = join(projectDir, PREVIOUS_BUILD_DIR)
  rmSync(copyDir, { recursive: true, force: true }) // a copy left by a build that was killed outright
  const kept = existsSync(publicDir)
  if (kept) cpSync(publicDir, copyDir, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true })
  return {
    kept,
    commit: () => rmSync(copyDir, { recursive: true, force: true }),
    restore: () => {
      rmSync(publicDir, { recursive: true, force: true })
      if (kept) renameSync(copyDir, publicDir)
    },
  }
}
