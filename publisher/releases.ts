/**
 * Immutable snapshots of successful builds, and the one pointer that says which is live.
 *
 * Gatsby writes public/ in place while it builds, so serving public/ directly would show
 * visitors a half-written site for the length of every build. Instead, each successful build
 * is copied into its own folder, never written again, and the live site moves from one
 * folder to the next by swapping an in-memory pointer: a request reads the release it
 * started with from start to end.
 *
 *   .publish/releases/<id>/site/        the copy of public/
 *   .publish/releases/<id>/functions/   the copy of .cache/functions (the compiled Gatsby Functions)
 *   .publish/releases/<id>/release.json what was built, when, and for which webhooks; the
 *                                       Functions manifest, client-only routes and serving rules
 *   .publish/live.json                  the live release's id, so a restart serves it at once
 */
import { constants } from "node:fs"
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { readBuildOutput, type BuildOutputFiles, type BuiltSite } from "./built-site"
import type { CmsWebhook } from "./webhook"

/** What the release was built for, shown by /api/publish-status. */
export interface ReleaseMeta {
  id: string
  builtAt: string
  buildId: number | null
  reasons: string[]
  webhooks: CmsWebhook[]
  fullSource: boolean
}

/** A built site (its siteDir the copy of public/) with what the publisher knows of it. */
export interface Release extends BuiltSite {
  id: string
  dir: string
  meta: ReleaseMeta
}

export interface BuildOutput extends BuildOutputFiles {
  /** The built site (public/). */
  publicDir: string
}

export class ReleaseError extends Error {}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** The same file as far as a build can tell: size and modification time (to the millisecond: copies keep it, see copyTree). */
const sameFile = (a: { size: number; mtimeMs: number }, b: { size: number; mtimeMs: number }) => a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1

export class Releases {
  private liveRelease: Release | null = null
  private readonly refs = new Map<string, number>()
  private sequence = 0

  /**
   * @param root   the publisher's folder (.publish), git-ignored
   * @param keep   releases kept on disk, the live one included: the previous ones serve
   *               requests still reading them and let an operator move back by hand
   */
  constructor(
    readonly root: string,
    private readonly keep = 3,
  ) {
    if (keep < 1) throw new ReleaseError("keep must be at least 1")
  }

  get releasesDir(): string {
    return join(this.root, "releases")
  }

  get live(): Release | null {
    return this.liveRelease
  }

  /**
   * Copies a finished build into a new release folder. Files unchanged since the live release
   * are hard links to that release's copy (itself never written again), the others are copied:
   * never a link into public/, which Gatsby rewrites in place (same inode) on the next build.
   * The folder appears under its final name only when complete.
   */
  async snapshot(output: BuildOutput, meta: Omit<ReleaseMeta, "id">): Promise<Release> {
    if (!(await exists(join(output.publicDir, "index.html")))) {
      throw new ReleaseError(`${output.publicDir} has no index.html: not a complete build, not published`)
    }
    const id = this.newId()
    const dir = join(this.releasesDir, id)
    const partial = `${dir}.partial`
    await rm(partial, { recursive: true, force: true })
    await mkdir(partial, { recursive: true })
    try {
      const previous = this.liveRelease
      // Read first: a build without its serving rules is not published.
      const built = await readBuildOutput(output).catch((error: Error) => {
        throw new ReleaseError(`not a complete build: ${error.message}`)
      })
      await copyTree(output.publicDir, join(partial, "site"), previous ? previous.siteDir : null)
      if (output.functionsDir && built.functions.length > 0) {
        await copyTree(output.functionsDir, join(partial, "functions"), previous ? join(previous.dir, "functions") : null)
      }
      // Gatsby's manifest names the compiled files by absolute path into .cache; point it at the copies.
      const functions = built.functions.map((entry) => ({ ...entry, absoluteCompiledFilePath: join(dir, "functions", entry.relativeCompiledFilePath) }))
      const saved = { meta: { ...meta, id }, functions, matchPaths: built.matchPaths, serving: built.serving } satisfies Omit<Release, "id" | "dir" | "siteDir">
      // New files, never links: these two are written here, and a link would write the previous release's copy.
      await writeFile(join(partial, "release.json"), JSON.stringify(saved, null, 2))
      await rename(partial, dir)
      return { id, dir, siteDir: join(dir, "site"), ...saved }
    } catch (error) {
      await rm(partial, { recursive: true, force: true })
      throw error
    }
  }

  /** Makes the release live (one assignment: the swap), records it for a restart, and removes old releases. */
  async activate(release: Release): Promise<void> {
    this.liveRelease = release
    const pointer = join(this.root, "live.json")
    await writeFile(`${pointer}.tmp`, JSON.stringify({ id: release.id }))
    await rename(`${pointer}.tmp`, pointer)
    await this.prune()
  }

  /** The release that was live when the publisher last stopped, made live again; null when there is none. */
  async restore(): Promise<Release | null> {
    await mkdir(this.releasesDir, { recursive: true })
    for (const name of await readdir(this.releasesDir)) {
      // A snapshot interrupted by a stop: never complete, never served.
      if (name.endsWith(".partial")) await rm(join(this.releasesDir, name), { recursive: true, force: true })
    }
    let id: string
    try {
      id = (JSON.parse(await readFile(join(this.root, "live.json"), "utf8")) as { id: string }).id
    } catch {
      return null
    }
    const dir = join(this.releasesDir, id)
    try {
      const saved = JSON.parse(await readFile(join(dir, "release.json"), "utf8")) as Omit<Release, "id" | "dir" | "siteDir">
      // A release made before releases carried their serving rules cannot be served with its
      // own headers: not restored; the startup build publishes one that can.
      if (!saved.serving) return null
      const release: Release = { id, dir, siteDir: join(dir, "site"), ...saved }
      this.liveRelease = release
      return release
    } catch {
      return null
    }
  }

  /** The live release, held until `unpin`: it is not deleted while a request reads it. */
  pin(): Release | null {
    const release = this.liveRelease
    if (release) this.refs.set(release.id, (this.refs.get(release.id) ?? 0) + 1)
    return release
  }

  unpin(release: Release): void {
    const count = (this.refs.get(release.id) ?? 1) - 1
    if (count > 0) {
      this.refs.set(release.id, count)
      return
    }
    this.refs.delete(release.id)
    // The last reader of a release past its keep: delete it now.
    if (release !== this.liveRelease) void this.prune().catch(() => undefined)
  }

  /** Release ids on disk, oldest first. */
  async list(): Promise<string[]> {
    const names = await readdir(this.releasesDir).catch(() => [] as string[])
    return names.filter((name) => !name.endsWith(".partial")).sort()
  }

  /** Deletes all but the newest `keep` releases, never the live one nor one a request still reads. */
  async prune(): Promise<void> {
    const ids = await this.list()
    const old = ids.slice(0, Math.max(0, ids.length - this.keep))
    for (const id of old) {
      if (id === this.liveRelease?.id || this.refs.has(id)) continue
      await rm(join(this.releasesDir, id), { recursive: true, force: true })
    }
  }

  private newId(): string {
    // Sortable by time (prune keeps the newest), unique within the millisecond.
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(".", "")
    this.sequence = (this.sequence + 1) % 1000
    return `${stamp}-${String(this.sequence).padStart(3, "0")}`
  }
}

/**
 * Copies `from` into `to` (which must not exist). A file whose size and modification time
 * match the same path under `linkFrom` (an immutable release) is hard-linked from there
 * instead; copies keep the source's modification time so the next snapshot can tell.
 */
async function copyTree(from: string, to: string, linkFrom: string | null): Promise<void> {
  await mkdir(to, { recursive: true })
  const entries = await readdir(from, { withFileTypes: true })
  // In parallel: libuv's thread pool bounds the work, and a site's files are many and small.
  await Promise.all(
    entries.map(async (entry) => {
      const source = join(from, entry.name)
      const target = join(to, entry.name)
      const previous = linkFrom ? join(linkFrom, entry.name) : null
      if (entry.isDirectory()) return copyTree(source, target, previous)
      const sourceStat = await stat(source)
      if (!sourceStat.isFile()) return
      if (previous) {
        const previousStat = await stat(previous).catch(() => null)
        if (previousStat?.isFile() && sameFile(sourceStat, previousStat)) {
          try {
            return await link(previous, target)
          } catch {
            // Another file system, or a link limit: copy instead.
          }
        }
      }
      await copyFile(source, target, constants.COPYFILE_EXCL)
      await utimes(target, sourceStat.atime, sourceStat.mtime)
    }),
  )
}
