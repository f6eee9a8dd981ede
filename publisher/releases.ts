/**
 * Immutable snapshots of successful builds, and the one pointer that says which is live.
 *
 * Gatsby writes public/ in place while it builds, so serving public/ directly would show
 * visitors a half-written site for the length of every build. Instead, each successful build
 * is copied into its own folder, never written again, and the live site moves from one
 * folder to the next by swapping an in-memory pointer: a request reads the release it
 * started with from start to end.
 *
 *   <root>/releases/<id>/site/        the copy of public/
 *   <root>/releases/<id>/functions/   the copy of .cache/functions (the compiled Gatsby Functions)
 *   <root>/releases/<id>/release.json what was built, when, and for which webhooks; the
 *                                     Functions manifest, client-only routes and serving rules
 *   <root>/live.json                  the live release's id, so a restart serves it at once
 *
 * The root is PUBLISH_DIR, by default outside the project (start.ts's defaultPublishDir says why).
 *
 * A release is a full tree, but a rebuild changes a handful of its files: unchanged ones are
 * hard links to the previous release's copy. At 10,000 posts the tree is 24,000 folders and
 * 24,000 files, and making it (a folder and a link each) took 2.7-5.7 s of every publish, after
 * the build, before the swap. So the links are made ahead: once a release is live, a link copy
 * of its site is prepared in the background (`<id>.next.partial`), and the next snapshot only
 * replaces in it the files the build wrote and removes the ones it no longer has.
 */
import { constants, readdirSync, statSync } from "node:fs"
import { copyFile, link, mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, utimes, writeFile } from "node:fs/promises"
import { dirname, join, relative, sep } from "node:path"
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

interface FileFacts {
  size: number
  mtimeMs: number
}

/** The same file as far as a build can tell: size and modification time (to the millisecond: copies keep it, see copyTree). */
const sameFile = (a: FileFacts, b: FileFacts) => a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1

/** A site's files, by path relative to its folder, with what `sameFile` compares. */
type SiteIndex = Map<string, FileFacts>

/** A link copy of a live release's site, made ahead of the next snapshot (see the header). */
interface PreparedSite {
  /** The release it copies. */
  base: string
  /** The folder holding the copy, `site/`. */
  dir: string
  /** The copy's files: the base release's. */
  index: SiteIndex
}

export class Releases {
  private liveRelease: Release | null = null
  private readonly refs = new Map<string, number>()
  private sequence = 0
  /** Each snapshot's files, read while copying it, until a release is made live (the next link copy starts from them). */
  private readonly indexes = new Map<string, SiteIndex>()
  /** The link copy of the live release under way or made; null when none is (see prepareNext). */
  private prepared: Promise<PreparedSite | null> = Promise.resolve(null)
  private preparations = 0

  /**
   * @param root   the publisher's folder (PUBLISH_DIR, or start.ts's defaultPublishDir)
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

  /** True while the next snapshot's link copy is being made (disk work behind the visitors; /api/publish-status shows it). */
  get preparing(): boolean {
    return this.preparations > 0
  }

  /** Resolves once the link copy under way, if any, is made (or dropped). */
  async whenPrepared(): Promise<void> {
    await this.prepared
  }

  /**
   * Copies a finished build into a new release folder. Files unchanged since the live release
   * are hard links to that release's copy (itself never written again), the others are copied:
   * never a link into public/, which Gatsby rewrites in place (same inode) on the next build.
   * When the live release's link copy is ready (prepareNext), the snapshot starts from it and
   * only replaces what changed. The folder appears under its final name only when complete.
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
      const prepared = await this.takePrepared(previous)
      let index: SiteIndex
      if (prepared) {
        await rename(join(prepared.dir, "site"), join(partial, "site"))
        await rm(prepared.dir, { recursive: true, force: true })
        index = await updateTree(output.publicDir, join(partial, "site"), prepared.index)
      } else {
        index = await copyTree(output.publicDir, join(partial, "site"), previous ? previous.siteDir : null)
      }
      this.indexes.set(id, index)
      if (output.functionsDir && built.functions.length > 0) {
        await copyTree(output.functionsDir, join(partial, "functions"), previous ? join(previous.dir, "functions") : null)
      }
      // Gatsby's manifest names the compiled files by absolute path into .cache; point it at the copies.
      const functions = functionsIn(dir, built.functions)
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

  /**
   * Makes the release live (one assignment: the swap), records it for a restart, starts the
   * link copy the next snapshot starts from, and removes old releases.
   */
  async activate(release: Release): Promise<void> {
    this.liveRelease = release
    this.prepareNext(release, this.indexes.get(release.id) ?? null)
    this.indexes.clear()
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
      // The Functions by their path in this folder: the releases may have moved since they were saved (start.ts's moveOldReleases).
      const functions = functionsIn(dir, saved.functions)
      const release: Release = { id, dir, siteDir: join(dir, "site"), ...saved, functions }
      this.liveRelease = release
      this.prepareNext(release, null)
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

  /** Waits for the link copy under way (or made) and returns it when it copies `base`; removes it otherwise. */
  private async takePrepared(base: Release | null): Promise<PreparedSite | null> {
    const prepared = await this.prepared
    this.prepared = Promise.resolve(null)
    if (!prepared) return null
    if (prepared.base === base?.id) return prepared
    await rm(prepared.dir, { recursive: true, force: true })
    return null
  }

  /**
   * Starts, behind the visitors, the link copy of `base`'s site the next snapshot starts from:
   * after the copy under way, if any, which it replaces. A copy that fails is dropped: the next
   * snapshot then copies in full, as without one.
   */
  private prepareNext(base: Release, index: SiteIndex | null): void {
    const before = this.prepared
    this.preparations += 1
    this.prepared = (async () => {
      const stale = await before
      if (stale) await rm(stale.dir, { recursive: true, force: true })
      const dir = join(this.releasesDir, `${base.id}.next.partial`)
      try {
        await rm(dir, { recursive: true, force: true })
        return { base: base.id, dir, index: await linkTree(base.siteDir, join(dir, "site"), index) }
      } catch {
        await rm(dir, { recursive: true, force: true }).catch(() => undefined)
        return null
      } finally {
        this.preparations -= 1
      }
    })()
  }

  private newId(): string {
    // Sortable by time (prune keeps the newest), unique within the millisecond.
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(".", "")
    this.sequence = (this.sequence + 1) % 1000
    return `${stamp}-${String(this.sequence).padStart(3, "0")}`
  }
}

/** The Functions manifest pointed at the compiled files of the release in `dir`. */
const functionsIn = (dir: string, functions: Release["functions"]): Release["functions"] =>
  functions.map((entry) => ({ ...entry, absoluteCompiledFilePath: join(dir, "functions", entry.relativeCompiledFilePath) }))

/**
 * Every file under `dir`, by path relative to it, with its size and modification time.
 * Synchronous on purpose: at 10,000 posts (24,000 folders) it takes 0.4 s, against 1.0 s for
 * the same walk in async calls, once a publish; requests wait that long at most, as they do
 * for the build's secret check (gatsby-build.ts), which walks the same tree the same way.
 */
function readIndex(dir: string): SiteIndex {
  const index: SiteIndex = new Map()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const { size, mtimeMs } = statSync(file)
    index.set(relative(dir, file), { size, mtimeMs })
  }
  return index
}

/** Makes the folders the files at `paths` (relative to `root`) need, each once: a level at a time, each level's side by side. */
async function makeFolders(root: string, paths: Iterable<string>): Promise<void> {
  const levels: Array<Set<string>> = []
  for (const path of paths) {
    for (let folder = dirname(path); folder !== "."; folder = dirname(folder)) {
      const depth = folder.split(sep).length - 1
      const level = (levels[depth] ??= new Set())
      if (level.has(folder)) break
      level.add(folder)
    }
  }
  for (const level of levels) {
    if (!level) continue
    await Promise.all(
      [...level].map((folder) =>
        mkdir(join(root, folder)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "EEXIST") throw error
        }),
      ),
    )
  }
}

/** A copy of the file at `source` as `target`, with the source's modification time (sameFile compares it). */
async function copyKeepingTime(source: string, target: string, facts?: { atime: Date; mtime: Date }): Promise<void> {
  await copyFile(source, target, constants.COPYFILE_EXCL)
  const times = facts ?? (await stat(source))
  await utimes(target, times.atime, times.mtime)
}

/**
 * `to` (which must not exist) as a copy of the release site `from` made of hard links only:
 * a release is never written again, so its files can be shared. Returns the files linked.
 */
async function linkTree(from: string, to: string, known: SiteIndex | null): Promise<SiteIndex> {
  const index = known ?? readIndex(from)
  await mkdir(to, { recursive: true })
  await makeFolders(to, index.keys())
  await Promise.all([...index.keys()].map((path) => link(join(from, path), join(to, path))))
  return index
}

/**
 * Makes `site`, a link copy of a release whose files were `before`, a copy of the build at
 * `from`: files changed or new are copied in (never linked: `from` is public/), files the
 * build no longer has are removed, with the folders they leave empty. Returns the new files.
 */
async function updateTree(from: string, site: string, before: SiteIndex): Promise<SiteIndex> {
  const after = readIndex(from)
  const changed = [...after].flatMap(([path, facts]) => {
    const previous = before.get(path)
    return previous && sameFile(previous, facts) ? [] : [path]
  })
  const gone = [...before.keys()].filter((path) => !after.has(path))
  // Unlink first: a changed file's link still points at the previous release's copy.
  await Promise.all([...changed.filter((path) => before.has(path)), ...gone].map((path) => unlink(join(site, path))))
  // Then the folders that left empty, deepest first (rmdir refuses one that still holds
  // anything), before the new files: a file may take the name of a folder that went.
  const emptied = new Set(gone.map((path) => dirname(path)).filter((folder) => folder !== "."))
  for (const folder of [...emptied].sort().reverse()) {
    for (let at = folder; at !== "."; at = dirname(at)) {
      const removed = await rmdir(join(site, at)).then(
        () => true,
        () => false,
      )
      if (!removed) break
    }
  }
  await makeFolders(site, changed)
  await Promise.all(changed.map((path) => copyKeepingTime(join(from, path), join(site, path))))
  return after
}

/**
 * Copies `from` into `to` (which must not exist). A file whose size and modification time
 * match the same path under `linkFrom` (an immutable release) is hard-linked from there
 * instead; copies keep the source's modification time so the next snapshot can tell.
 * Returns the files of `from`.
 */
async function copyTree(from: string, to: string, linkFrom: string | null): Promise<SiteIndex> {
  const index: SiteIndex = new Map()
  const walk = async (source: string, target: string, previous: string | null): Promise<void> => {
    await mkdir(target, { recursive: true })
    const entries = await readdir(source, { withFileTypes: true })
    // In parallel: libuv's thread pool bounds the work, and a site's files are many and small.
    await Promise.all(
      entries.map(async (entry) => {
        const sourcePath = join(source, entry.name)
        const targetPath = join(target, entry.name)
        const previousPath = previous ? join(previous, entry.name) : null
        if (entry.isDirectory()) return walk(sourcePath, targetPath, previousPath)
        const sourceStat = await stat(sourcePath)
        if (!sourceStat.isFile()) return
        index.set(relative(from, sourcePath), { size: sourceStat.size, mtimeMs: sourceStat.mtimeMs })
        if (previousPath) {
          const previousStat = await stat(previousPath).catch(() => null)
          if (previousStat?.isFile() && sameFile(sourceStat, previousStat)) {
            try {
              return await link(previousPath, targetPath)
            } catch {
              // Another file system, or a link limit: copy instead.
            }
          }
        }
        await copyKeepingTime(sourcePath, targetPath, sourceStat)
      }),
    )
  }
  await walk(from, to, linkFrom)
  return index
}
