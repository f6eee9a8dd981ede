/**
 * What a build wrote: the built pages of public/ by path, with their mtimes and content
 * hashes, and the difference between two such snapshots. A page counts as rewritten when
 * its file was written again (mtime), whether or not its bytes changed: that is the work
 * a rebuild did and the file a deploy ships again.
 */
import { createHash } from "node:crypto"
import { readFileSync, readdirSync, statSync } from "node:fs"
import { join, relative } from "node:path"

export interface FileState {
  mtimeMs: number
  hash: string
}

export type HtmlSnapshot = Map<string, FileState>

export function snapshotHtml(publicDir: string): HtmlSnapshot {
  const snapshot: HtmlSnapshot = new Map()
  for (const entry of readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = join(entry.parentPath, entry.name)
    snapshot.set(relative(publicDir, file), { mtimeMs: statSync(file).mtimeMs, hash: createHash("sha1").update(readFileSync(file)).digest("hex") })
  }
  return snapshot
}

export interface HtmlChanges {
  /** Written again (mtime moved), sorted. */
  rewritten: string[]
  /** Of those, the ones whose bytes differ. */
  changed: string[]
  added: string[]
  removed: string[]
}

export function compareSnapshots(before: HtmlSnapshot, after: HtmlSnapshot): HtmlChanges {
  const rewritten: string[] = []
  const changed: string[] = []
  const added: string[] = []
  for (const [path, state] of after) {
    const old = before.get(path)
    if (!old) {
      added.push(path)
      continue
    }
    if (old.mtimeMs !== state.mtimeMs) rewritten.push(path)
    if (old.hash !== state.hash) changed.push(path)
  }
  const removed = [...before.keys()].filter((path) => !after.has(path))
  return { rewritten: rewritten.sort(), changed: changed.sort(), added: added.sort(), removed: removed.sort() }
}
