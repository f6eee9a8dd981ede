/**
 * The embedded CMS's image transforms, as Craft 4 makes them: the GraphQL answer only names a
 * transform's URL (cms/transforms/spec.ts); the file is made on the first request for that URL,
 * by sharp in a pool of worker processes (cms/transforms/worker.cjs: never the server's request
 * thread), kept in a cache folder and served from there ever after with an immutable cache header.
 * `warm` makes a list of transforms in the background, behind the transforms visitors wait for.
 *
 * The cache folder (docs/images.md): `CMS_TRANSFORM_CACHE_DIR`, else
 * node_modules/.cache/rapport-cms-transforms of the project: outside public/ and .cache/, so
 * `gatsby clean` keeps it, and shared by the throw-away copies of the project (they link the same
 * node_modules). An entry's key is the asset, the source file's SHA-1, the output size, mode,
 * position, quality, interlace and format; nothing in it depends on the content folder's path or
 * the files' dates, so copies of the same content share their transforms.
 */
import { fork, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { createReadStream, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs"
import { stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { cpus } from "node:os"
import { join } from "node:path"
import {
  LIMITS,
  MIME_OF_FORMAT,
  TRANSFORM_PATH_PREFIX,
  TransformError,
  cacheRelativePath,
  normalizeTransform,
  parseTransformPath,
  specOf,
  srcsetTransforms,
  targetDimensions,
  isTransformable,
  transformPath,
  type Transform,
  type TransformArguments,
  type TransformSource,
  type TransformSpec,
} from "./spec"

export const DEFAULT_TRANSFORM_CACHE_DIR = join(__dirname, "..", "..", "node_modules", ".cache", "rapport-cms-transforms")
export const WARM_PATH = `${TRANSFORM_PATH_PREFIX}warm`
const WORKER_FILE = join(__dirname, "worker.cjs")
const IMMUTABLE = "public, max-age=31536000, immutable"

/** An asset as the transforms see it: its facts and where its file is. */
export interface TransformSourceFile extends TransformSource {
  /** Absolute path of the file. */
  file: string
  /** The asset's own URL (an SVG's or a non-image's transforms are that). */
  url: () => string
}

export interface TransformServiceOptions {
  /** Where made transforms are kept (default: CMS_TRANSFORM_CACHE_DIR, else DEFAULT_TRANSFORM_CACHE_DIR). */
  cacheDir?: string
  /**
   * The key transform URLs are signed with (default: CMS_TRANSFORM_SECRET, else a random key kept
   * in the cache folder, so every process sharing the folder accepts the others' URLs).
   */
  secret?: string
  /** Worker processes (default: CMS_TRANSFORM_WORKERS, else 1; at most the number of CPUs). */
  workers?: number
  /**
   * Whether a transform larger than its source is made larger (Craft's `upscaleImages`, true by
   * default in Craft). The stand-in's default is false, and the production Craft should say the
   * same (`CRAFT_UPSCALE_IMAGES=false`): no picture is ever served blown up.
   */
  upscale?: boolean
  /** Named transforms (`url(handle: …)`); the project defines none. */
  namedTransforms?: ReadonlyMap<string, TransformArguments>
  /** A worker with nothing to do exits after this long (default 10 s); the next transform starts one again. */
  idleMs?: number
  /** A transform that takes longer than this kills its worker and fails (default 120 s). */
  jobTimeoutMs?: number
  /** Finds an asset by volume and file name in the content being served. */
  lookup: (volume: string, filename: string) => TransformSourceFile | undefined
  /** Where a failed transform is reported (default console). */
  logger?: { error: (message: string) => void }
}

export interface TransformStats {
  /** Transforms encoded by a worker since the start (a file served from the cache adds nothing here). */
  encoded: number
  /** Requests and warm-ups answered by a file that was already in the cache. */
  cacheHits: number
  failed: number
  /** Jobs refused because the source file changed since the URL was made. */
  stale: number
  waiting: number
  running: number
  workers: number
}

export interface WarmReport {
  /** URLs whose transforms are being made. */
  accepted: number
  /** URLs whose transforms were already in the cache. */
  cached: number
  rejected: Array<{ url: string; reason: string }>
  /** Settles when every accepted transform is made or has failed. */
  done: Promise<{ made: number; failed: Array<{ url: string; reason: string }> }>
}

type Lane = "request" | "warm"

interface Job {
  spec: TransformSpec
  source: string
  target: string
  lane: Lane
  promise: Promise<string>
  resolve: (file: string) => void
  reject: (error: Error) => void
}

interface Worker {
  child: ChildProcess
  job: Job | null
  idleTimer: NodeJS.Timeout | null
  jobTimer: NodeJS.Timeout | null
}

/** An HTTP status for a refusal. */
export class TransformHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const envInt = (value: string | undefined): number | undefined => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * The signing key kept in the cache folder, made once by whichever process gets there first:
 * written whole to a file of its own, then linked into place (a link fails if the name
 * exists), so a process starting alongside (CI's two build tests do) never reads it half made.
 */
export function sharedSecret(cacheDir: string): string {
  const file = join(cacheDir, ".url-signing-key")
  try {
    return readFileSync(file, "utf8").trim()
  } catch {
    mkdirSync(cacheDir, { recursive: true })
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`
    writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 })
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    } finally {
      unlinkSync(draft)
    }
    return readFileSync(file, "utf8").trim()
  }
}

const exists = async (file: string): Promise<boolean> => {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

export class AssetTransforms {
  readonly cacheDir: string
  readonly upscale: boolean
  private signingKey: string | undefined
  private readonly maxWorkers: number
  private readonly idleMs: number
  private readonly jobTimeoutMs: number
  private readonly named: ReadonlyMap<string, TransformArguments>
  private readonly lookup: TransformServiceOptions["lookup"]
  private readonly logger: { error: (message: string) => void }
  private readonly queues: Record<Lane, Job[]> = { request: [], warm: [] }
  private readonly jobs = new Map<string, Job>()
  private readonly workers: Worker[] = []
  private idleWaiters: Array<() => void> = []
  private closed = false
  private readonly counters = { encoded: 0, cacheHits: 0, failed: 0, stale: 0 }

  constructor(options: TransformServiceOptions, env: NodeJS.ProcessEnv = process.env) {
    this.cacheDir = options.cacheDir ?? env.CMS_TRANSFORM_CACHE_DIR ?? DEFAULT_TRANSFORM_CACHE_DIR
    this.signingKey = options.secret ?? env.CMS_TRANSFORM_SECRET
    this.maxWorkers = Math.max(1, Math.min(options.workers ?? envInt(env.CMS_TRANSFORM_WORKERS) ?? 1, cpus().length))
    this.upscale = options.upscale ?? false
    this.idleMs = options.idleMs ?? 10_000
    this.jobTimeoutMs = options.jobTimeoutMs ?? 120_000
    this.named = options.namedTransforms ?? new Map()
    this.lookup = options.lookup
    this.logger = options.logger ?? console
  }

  /** The URL signing key, read (or made) in the cache folder the first time a URL is signed or checked. */
  private get secret(): string {
    this.signingKey ??= sharedSecret(this.cacheDir)
    return this.signingKey
  }

  // ---- what the GraphQL answers say -------------------------------------------------------

  /** The transform the arguments ask for (null: none); a TransformError for values Craft refuses. */
  transformOf(args: TransformArguments): Transform | null {
    return normalizeTransform(args, this.named)
  }

  /** The spec of `transform` of `asset`, or null when the asset is not transformed (SVG, non-image) or no transform is asked. */
  specFor(asset: TransformSourceFile, transform: Transform | null): TransformSpec | null {
    return transform ? specOf(asset, transform, this.upscale) : null
  }

  /** The URL of `transform` of `asset` (its own URL when it is not transformed). Encodes nothing. */
  urlFor(origin: string, asset: TransformSourceFile, transform: Transform | null): string {
    const spec = this.specFor(asset, transform)
    return spec ? `${origin}${transformPath(spec, this.secret)}` : asset.url()
  }

  /** The width and height of `transform` of `asset` (its own when it is not transformed; null for a non-image). */
  dimensionsOf(asset: TransformSourceFile, transform: Transform | null): [number | null, number | null] {
    if (!transform || !isTransformable(asset)) return [asset.width, asset.height]
    return targetDimensions(asset.width!, asset.height!, transform.width, transform.height, transform.mode, this.upscale)
  }

  /** Craft's `srcset(sizes:)` of `asset` under `transform`: "url 300w, url 600w"; null for a non-image. */
  srcset(origin: string, asset: TransformSourceFile, transform: Transform | null, sizes: readonly string[]): string | null {
    if (asset.kind !== "image") return null
    const [width, height] = this.dimensionsOf(asset, transform)
    if (!width || !height) return null
    return srcsetTransforms(sizes, transform, [width, height])
      .map(({ descriptor, transform: sized }) => `${this.urlFor(origin, asset, sized)} ${descriptor}`)
      .join(", ")
  }

  // ---- making transforms ------------------------------------------------------------------

  /** The cache file of a spec. */
  fileOf(spec: TransformSpec): string {
    return join(this.cacheDir, cacheRelativePath(spec))
  }

  /**
   * The cache file of `spec` of `source`, made first (by a worker) when it is not there yet.
   * Requests for a transform being made share its one encoding; a request overtakes warm-ups.
   */
  async ensure(spec: TransformSpec, source: TransformSourceFile, lane: Lane = "request"): Promise<string> {
    if (this.closed) throw new TransformHttpError(503, "the CMS is stopping")
    const target = this.fileOf(spec)
    // A transform being made is joined (enqueue), never looked for on disk.
    if (!this.jobs.has(target) && (await exists(target))) {
      this.counters.cacheHits += 1
      return target
    }
    return this.enqueue(spec, source, lane)
  }

  /**
   * Queues the transform of a file not in the cache, or joins the one already queued (checked
   * again: another caller may have queued it while the file was looked for). Synchronous: once
   * it returns, `idle()` waits for the job. `warm` calls it directly, having looked for the
   * file itself: through `ensure`'s own look, a warm-up answered 202 could leave a job not yet
   * queued, and `idle()` resolved before it was made (a test caught it under load).
   */
  private enqueue(spec: TransformSpec, source: TransformSourceFile, lane: Lane): Promise<string> {
    if (this.closed) return Promise.reject(new TransformHttpError(503, "the CMS is stopping"))
    const target = this.fileOf(spec)
    const queued = this.jobs.get(target)
    if (queued) {
      if (lane === "request" && queued.lane === "warm") this.promote(queued)
      return queued.promise
    }
    const limit = lane === "request" ? LIMITS.requestQueue : LIMITS.warmQueue
    if (this.queues[lane].length >= limit) return Promise.reject(new TransformHttpError(503, `too many transforms waiting (${limit})`))
    let resolve!: (file: string) => void
    let reject!: (error: Error) => void
    const promise = new Promise<string>((res, rej) => {
      resolve = res
      reject = rej
    })
    // A warm-up nobody waits for must not be an unhandled rejection.
    promise.catch(() => undefined)
    const job: Job = { spec, source: source.file, target, lane, promise, resolve, reject }
    this.jobs.set(target, job)
    this.queues[lane].push(job)
    this.dispatch()
    return promise
  }

  private promote(job: Job): void {
    const index = this.queues.warm.indexOf(job)
    if (index === -1) return
    this.queues.warm.splice(index, 1)
    job.lane = "request"
    this.queues.request.push(job)
  }

  private dispatch(): void {
    for (;;) {
      const next = this.queues.request[0] ?? this.queues.warm[0]
      if (!next) break
      let worker = this.workers.find((w) => w.job === null)
      if (!worker && this.workers.length < this.maxWorkers) worker = this.spawn()
      if (!worker) break
      this.queues[next.lane].shift()
      this.start(worker, next)
    }
    this.notifyIdle()
  }

  private spawn(): Worker {
    // No loaders of the parent (tsx, jest): the worker is plain CommonJS.
    const child = fork(WORKER_FILE, [], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "json" })
    const worker: Worker = { child, job: null, idleTimer: null, jobTimer: null }
    child.on("message", (message: { ok: boolean; error?: string; stale?: boolean }) => this.finish(worker, message))
    child.on("exit", (code, signal) => {
      const index = this.workers.indexOf(worker)
      if (index !== -1) this.workers.splice(index, 1)
      if (worker.idleTimer) clearTimeout(worker.idleTimer)
      if (worker.jobTimer) clearTimeout(worker.jobTimer)
      const job = worker.job
      worker.job = null
      if (job) this.fail(job, new Error(`the transform worker stopped (${signal ?? `exit code ${String(code)}`})`))
      if (!this.closed) this.dispatch()
    })
    child.on("error", (error) => this.logger.error(`Local CMS: transform worker: ${error.message}`))
    // A worker never keeps the CMS's process alive by itself (see start/finish: referenced while busy).
    child.unref()
    child.channel?.unref()
    this.workers.push(worker)
    return worker
  }

  private start(worker: Worker, job: Job): void {
    if (worker.idleTimer) clearTimeout(worker.idleTimer)
    worker.idleTimer = null
    worker.job = job
    worker.child.channel?.ref()
    worker.jobTimer = setTimeout(() => worker.child.kill("SIGKILL"), this.jobTimeoutMs)
    worker.jobTimer.unref()
    worker.child.send({ id: 0, source: job.source, target: job.target, spec: job.spec })
  }

  private finish(worker: Worker, message: { ok: boolean; error?: string; stale?: boolean }): void {
    const job = worker.job
    worker.job = null
    if (worker.jobTimer) clearTimeout(worker.jobTimer)
    worker.jobTimer = null
    worker.child.channel?.unref()
    if (job && message.ok) {
      this.jobs.delete(job.target)
      this.counters.encoded += 1
      job.resolve(job.target)
    } else if (job && message.stale) {
      this.jobs.delete(job.target)
      this.counters.stale += 1
      job.reject(new TransformHttpError(404, "the asset changed since this URL was made: ask the CMS for its current URL"))
    } else if (job) {
      this.fail(job, new Error(message.error ?? "the transform failed"))
    }
    this.afterJob(worker)
  }

  private afterJob(worker: Worker): void {
    this.dispatch()
    if (worker.job === null && !this.closed) {
      worker.idleTimer = setTimeout(() => this.retire(worker), this.idleMs)
      worker.idleTimer.unref()
    }
  }

  /**
   * An idle worker stops: it leaves the pool first, so no job is given to it between the
   * signal and its exit (a transform asked in that moment failed with "the transform worker
   * stopped (SIGTERM)"); the next job starts a new worker.
   */
  private retire(worker: Worker): void {
    const index = this.workers.indexOf(worker)
    if (index !== -1) this.workers.splice(index, 1)
    worker.idleTimer = null
    worker.child.kill()
  }

  private fail(job: Job, error: Error): void {
    this.jobs.delete(job.target)
    this.counters.failed += 1
    if (!this.closed)
      this.logger.error(
        `Local CMS: could not transform ${job.spec.volume}/${job.spec.filename} to ${job.spec.width}×${job.spec.height} ${job.spec.format}: ${error.message}`,
      )
    job.reject(error)
  }

  private notifyIdle(): void {
    if (this.jobs.size > 0) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    waiters.forEach((resolve) => resolve())
  }

  /** Resolves when no transform is waiting or being made. */
  idle(): Promise<void> {
    if (this.jobs.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** The process ids of the running workers (never the CMS's own: tests check it). */
  workerPids(): number[] {
    return this.workers.flatMap((w) => (w.child.pid === undefined ? [] : [w.child.pid]))
  }

  stats(): TransformStats {
    return {
      ...this.counters,
      waiting: this.queues.request.length + this.queues.warm.length,
      running: this.workers.filter((w) => w.job).length,
      workers: this.workers.length,
    }
  }

  // ---- URLs coming back -------------------------------------------------------------------

  /** The spec and source a transform URL (or its path) names, or why it is refused (an HTTP status). */
  resolveUrl(url: string): { spec: TransformSpec; source: TransformSourceFile } | TransformHttpError {
    let pathname: string
    try {
      pathname = new URL(url, "http://cms.invalid").pathname
    } catch {
      return new TransformHttpError(400, "not a URL")
    }
    const parsed = parseTransformPath(pathname, this.secret)
    if ("error" in parsed)
      return new TransformHttpError(parsed.error.startsWith("bad signature") ? 403 : parsed.error === "not a transform URL" ? 404 : 400, parsed.error)
    const { spec } = parsed
    const source = this.lookup(spec.volume, spec.filename)
    if (!source || !isTransformable(source)) return new TransformHttpError(404, `no image ${spec.volume}/${spec.filename}`)
    if (!source.sha1.startsWith(spec.version)) return new TransformHttpError(404, "the asset changed since this URL was made: ask the CMS for its current URL")
    // Signed URLs are the CMS's own; this holds even if the key leaked: no output beyond the source (letterbox pads, as in Craft).
    if (!this.upscale && spec.mode !== "letterbox" && (spec.width > source.width! || spec.height > source.height!))
      return new TransformHttpError(400, "larger than the source image")
    return { spec, source }
  }

  /** GET/HEAD of a transform URL: the file, made first if needed, with an immutable cache header. */
  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const resolved = this.resolveUrl(pathname)
    if (resolved instanceof TransformHttpError) throw resolved
    const hit = await exists(this.fileOf(resolved.spec))
    const file = await this.ensure(resolved.spec, resolved.source, "request")
    const { size } = await stat(file)
    const etag = `"${resolved.spec.version}-${cacheRelativePath(resolved.spec).split("/").pop()!}"`
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, { "cache-control": IMMUTABLE, etag })
      res.end()
      return
    }
    res.writeHead(200, {
      "content-type": MIME_OF_FORMAT[resolved.spec.format],
      "content-length": size,
      "cache-control": IMMUTABLE,
      etag,
      "x-transform-cache": hit ? "hit" : "miss",
    })
    if (req.method === "HEAD") {
      res.end()
      return
    }
    await new Promise<void>((resolve, reject) => {
      const stream = createReadStream(file)
      stream.on("error", reject)
      res.on("close", resolve)
      stream.pipe(res)
    })
  }

  /**
   * Makes the transforms of `urls` (URLs or paths this CMS handed out) in the background, behind
   * any a visitor is waiting for. At most LIMITS.warmUrlsPerCall URLs a call; a URL that is not
   * a current transform of this CMS is rejected with the reason, the rest still made.
   */
  async warm(urls: readonly string[]): Promise<WarmReport> {
    if (urls.length > LIMITS.warmUrlsPerCall) throw new TransformHttpError(413, `at most ${LIMITS.warmUrlsPerCall} URLs a call`)
    const rejected: WarmReport["rejected"] = []
    const pending: Array<{ url: string; promise: Promise<string> }> = []
    let cached = 0
    for (const url of new Set(urls)) {
      if (typeof url !== "string") {
        rejected.push({ url: String(url), reason: "not a URL" })
        continue
      }
      const resolved = this.resolveUrl(url)
      if (resolved instanceof TransformHttpError) {
        rejected.push({ url, reason: resolved.message })
        continue
      }
      if (!this.jobs.has(this.fileOf(resolved.spec)) && (await exists(this.fileOf(resolved.spec)))) {
        cached += 1
        continue
      }
      if (!this.jobs.has(this.fileOf(resolved.spec)) && this.queues.warm.length >= LIMITS.warmQueue) {
        rejected.push({ url, reason: `too many transforms waiting (${LIMITS.warmQueue})` })
        continue
      }
      pending.push({ url, promise: this.enqueue(resolved.spec, resolved.source, "warm") })
    }
    const done = Promise.allSettled(pending.map((p) => p.promise)).then((results) => ({
      made: results.filter((r) => r.status === "fulfilled").length,
      failed: results.flatMap((r, i) => (r.status === "rejected" ? [{ url: pending[i]!.url, reason: (r.reason as Error).message }] : [])),
    }))
    return { accepted: pending.length, cached, rejected, done }
  }

  /** Stops the workers; transforms still waiting fail. */
  async close(): Promise<void> {
    this.closed = true
    for (const lane of ["request", "warm"] as const)
      for (const job of this.queues[lane].splice(0)) job.reject(new TransformHttpError(503, "the CMS is stopping"))
    const exits = this.workers.map(
      (worker) =>
        new Promise<void>((resolve) =>
          worker.child.exitCode !== null || worker.child.signalCode !== null ? resolve() : worker.child.once("exit", () => resolve()),
        ),
    )
    for (const worker of this.workers) {
      // The workers do not hold the event loop while they run (the CMS must be free to exit);
      // waiting for their exit must, or a process with nothing else to do ends before it hears it.
      worker.child.ref()
      worker.child.kill()
    }
    await Promise.all(exits)
    this.jobs.clear()
    this.notifyIdle()
  }
}

export { TransformError }
