/**
 * The local CMS: a stand-in for the production Craft CMS that serves cms/content/ over
 * HTTP, the same way the real one does (DESIGN 3.1):
 *
 *   POST /graph                         GraphQL (cms/schema.graphql); Bearer token when one is
 *                                       configured; a preview token (?token= or X-Craft-Token)
 *                                       shows the one draft it was made for (drafts.ts), and an
 *                                       expired or unknown one is refused (400 "Invalid token.")
 *   GET  /graph                         GraphiQL, when enabled (npm run cms)
 *   POST /actions/preview/create-token  { "uri": … }: a preview token for that entry (Bearer), as
 *                                       Craft's control panel makes one (preview-tokens.ts)
 *   GET  /nextjs-cats/{id}[/{page}].json  element-api: blog cards of a category, as an array
 *   GET  /assets/{volume}/{file}        the files behind asset URLs (HEAD too)
 *   GET  /assets/_transforms/…          a transform of an image, as `url(width: …)` named it: made
 *                                       on the first request by a worker process, then served from
 *                                       the transform cache, immutable (cms/transforms/)
 *   POST /assets/_transforms/warm       { "urls": [...] }: makes those transforms in the background
 *                                       (Bearer); `?wait=1` answers when they are made
 *
 * The site has no special knowledge of it: it is just "a CMS at CMS_URL".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { dirname, join, normalize, sep } from "node:path"
import type { AddressInfo } from "node:net"
import { createSchema, createYoga } from "graphql-yoga"
import { DEFAULT_CONTENT_DIR, loadContent, mimeTypeOf, schemaSource, type ContentStore, type StoredAsset, type StoredEntry } from "./content-store"
import { filterAssets, filterCategories, filterEntries, filterUsers, type Criteria } from "./element-criteria"
import { applyHistory, parseHistory, serializeHistory, type ContentHistory } from "./content-changes"
import { watchContent, type CmsLogger, type ContentWatcher, type WebhookTarget } from "./watch"
import { createDraftLoader, entryAt } from "./drafts"
import { PreviewTokens, type IssuedPreviewToken } from "./preview-tokens"
import { AssetTransforms, TransformHttpError, WARM_PATH, type TransformServiceOptions } from "./transforms/service"
import { TRANSFORM_PATH_PREFIX } from "./transforms/spec"
import { applyElementTransformDirective, assetTransformResolvers } from "./transforms/graphql"

export interface CmsServerOptions {
  contentDir?: string
  /** Port to listen on; 0 (default) picks a free one. Always bound to loopback. */
  port?: number
  /** When set, POST /graph requires `Authorization: Bearer <token>`. */
  token?: string
  /**
   * Preview tokens (preview-tokens.ts): where they are kept (a file shared with
   * `npm run preview -- link`; in memory when unset), their lifetime in seconds (Craft's
   * `previewTokenDuration`, default one day), and the clock (tests).
   */
  previewTokens?: { file?: string; durationSeconds?: number; clock?: () => number }
  /** Serve GraphiQL on GET /graph. */
  graphiql?: boolean
  /** The public site URL that entry `url`s are built on. */
  siteUrl?: string
  /**
   * Where to send a webhook when a content file changes, the way Craft's Webhooks plugin
   * does on an entry save (body: publisher/webhook.ts). When any is set, the server watches
   * its content folder and reloads it on every save (cms/watch.ts).
   */
  webhooks?: ReadonlyArray<WebhookTarget>
  /** Watch and reload the content folder even without webhooks (`npm run develop`, `npm run cms`). */
  watch?: boolean
  /** Quiet time after the last file event before a reload (default 150 ms). */
  watchDebounceMs?: number
  /**
   * Where to remember each element's fingerprint and dates across restarts, as Craft's
   * database does (content-changes.ts): without it, a restarted stand-in cannot tell which
   * entries changed while it was down, and `dateUpdated` would not say so.
   */
  stateFile?: string
  /** Where reload failures and webhook failures are reported (default console). */
  logger?: CmsLogger
  /**
   * Test seam: answer a GraphQL request with a canned response instead of the schema
   * (for the client's error catalogue: a 500, an errors array …). Not reachable over HTTP.
   */
  intercept?: (operationName: string | undefined) => { status: number; body: unknown } | undefined
  /**
   * Image transforms (cms/transforms/service.ts): the cache folder (default CMS_TRANSFORM_CACHE_DIR,
   * else node_modules/.cache/rapport-cms-transforms), the URL signing key, the number of worker
   * processes, whether to upscale (default false).
   */
  transforms?: Omit<TransformServiceOptions, "lookup" | "logger">
}

export interface RunningCms {
  url: string
  port: number
  /** The content being served (a new store after every successful reload). */
  readonly store: ContentStore
  /**
   * False when the stand-in had no remembered history (no stateFile, or none written yet):
   * its dates then are the files' own, and cannot tell what changed before it started.
   */
  restoredHistory: boolean
  /**
   * The image transforms: `warm(urls)` makes transforms in the background (what POST
   * /assets/_transforms/warm does), `stats()` counts what the workers encoded and what the cache
   * served, `idle()` resolves when nothing is waiting.
   */
  transforms: AssetTransforms
  /** Makes a preview token for the entry at `key` (uri or section/slug), as the control panel does; undefined when there is none. */
  createPreviewToken: (key: string) => IssuedPreviewToken | undefined
  close: () => Promise<void>
}

interface GraphContext {
  /** A request with a valid preview token: its store then holds the one entry the token shows, enabled or not. */
  preview: boolean
  /** The store of this request: read once, so a reload mid-request cannot mix two versions. */
  store: ContentStore
}

/** The root entry queries: every entry matching the criteria (cms/element-criteria.ts). */
export function queryEntries(store: ContentStore, criteria: Criteria, preview: boolean): StoredEntry[] {
  return filterEntries(store, store.entries, criteria, preview)
}

function buildYoga(current: () => ContentStore, options: CmsServerOptions, transforms: AssetTransforms, origin: () => string) {
  const one = <T>(items: T[]): T | null => items[0] ?? null
  const typeDefs = schemaSource()
  const assetTypes = [...typeDefs.matchAll(/^type (\w+_Asset) implements AssetInterface\b/gm)].map((match) => match[1]!)
  const schema = createSchema<GraphContext>({
    typeDefs,
    resolvers: {
      ...assetTransformResolvers(transforms, origin, assetTypes),
      Query: {
        entries: (_: unknown, args: Criteria, { store, preview }: GraphContext) => queryEntries(store, args, preview),
        entry: (_: unknown, args: Criteria, { store, preview }: GraphContext) => one(queryEntries(store, { ...args, limit: 1 }, preview)),
        entryCount: (_: unknown, args: Criteria, { store, preview }: GraphContext) =>
          queryEntries(store, { ...args, limit: null, offset: null }, preview).length,
        assets: (_: unknown, args: Criteria, { store }: GraphContext) => filterAssets(store.assets, args),
        asset: (_: unknown, args: Criteria, { store }: GraphContext) => one(filterAssets(store.assets, { ...args, limit: 1 })),
        categories: (_: unknown, args: Criteria, { store }: GraphContext) => filterCategories(store.categories, args),
        category: (_: unknown, args: Criteria, { store }: GraphContext) => one(filterCategories(store.categories, { ...args, limit: 1 })),
        users: (_: unknown, args: Criteria, { store }: GraphContext) => filterUsers(store.users, args),
        user: (_: unknown, args: Criteria, { store }: GraphContext) => one(filterUsers(store.users, { ...args, limit: 1 })),
        globalSets: (_: unknown, args: { handle?: string[] | null }, { store }: GraphContext) =>
          store.globals.filter((g) => !args.handle || args.handle.includes(g.handle)),
        globalSet: (_: unknown, args: { handle?: string[] | null }, { store }: GraphContext) =>
          store.globals.find((g) => !args.handle || args.handle.includes(g.handle)) ?? null,
        // SEOmatic's root query: the metadata of the entry at that URI (its `seomatic` field).
        seomatic: (_: unknown, args: { uri?: string | null }, { store, preview }: GraphContext) => {
          const entry = one(queryEntries(store, { uri: [args.uri ?? "__home__"], limit: 1 }, preview)) as { seomatic?: () => unknown } | null
          return entry?.seomatic?.() ?? null
        },
      },
    },
  })
  applyElementTransformDirective(schema, transforms)
  return createYoga<{ preview: boolean; store?: ContentStore }>({
    // GET requests (GraphiQL, plain queries) come without a server context: they read the current store.
    context: ({ preview, store }) => ({ preview: preview ?? false, store: store ?? current() }),
    schema,
    graphqlEndpoint: "/graph",
    graphiql: options.graphiql ? { title: "Rapport local CMS" } : false,
    landingPage: false,
    maskedErrors: false,
    logging: false,
  })
}

/** Blog cards for the element-api routes (SPEC 7.2); 9 a page. */
export function categoryCards(store: ContentStore, categoryId: string, page: number): unknown[] | undefined {
  const category = store.categories.find((c) => String(c.id) === categoryId && c.groupHandle === "blogCategories")
  if (!category) return undefined
  const perPage = 9
  return queryEntries(store, { section: ["blog"], relatedTo: [categoryId] }, false)
    .slice((page - 1) * perPage, page * perPage)
    .map((e) => {
      const image = (e.featuredImage as ((args: Criteria) => StoredAsset[]) | null)?.({})[0]
      return {
        id: e.id,
        title: e.title,
        uri: e.uri,
        url: e.url,
        summary: e.seoDescription ?? null,
        readingTime: e.readingTime ?? null,
        postDate: e.postDate,
        category: { id: category.id, title: category.title, slug: category.slug },
        featuredImage: image ? { url: image.url(), altText: image.altText, width: image.width, height: image.height } : null,
      }
    })
}

const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) })
  res.end(text)
}

function operationNameOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { operationName?: string }).operationName ?? undefined
  } catch {
    return undefined
  }
}

async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw Object.assign(new Error("body too large"), { status: 413 })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString("utf8")
}

/** The remembered history, or undefined when there is none (or it cannot be read: then the files' dates stand). */
function readHistory(stateFile: string | undefined): ContentHistory | undefined {
  if (stateFile === undefined) return undefined
  try {
    return parseHistory(readFileSync(stateFile, "utf8"))
  } catch {
    return undefined
  }
}

/** Written through a temporary file and a rename, so a crash never leaves half a state file. */
function writeHistory(stateFile: string | undefined, history: ContentHistory, logger: CmsLogger): void {
  if (stateFile === undefined) return
  try {
    mkdirSync(dirname(stateFile), { recursive: true })
    writeFileSync(`${stateFile}.${process.pid}.tmp`, serializeHistory(history))
    renameSync(`${stateFile}.${process.pid}.tmp`, stateFile)
  } catch (error) {
    logger.error(`Local CMS: could not write ${stateFile}: ${(error as Error).message}`)
  }
}

export async function startCmsServer(options: CmsServerOptions = {}): Promise<RunningCms> {
  let origin = "http://127.0.0.1"
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR
  const logger = options.logger ?? console
  const load = (): ContentStore => loadContent(contentDir, { origin: () => origin, siteUrl: options.siteUrl })
  // Swapped whole on every successful reload (watch.ts); every request reads it once.
  let store = load()
  const remembered = readHistory(options.stateFile)
  const initial = applyHistory(store, remembered, new Date())
  writeHistory(options.stateFile, initial.history, logger)
  const transforms = new AssetTransforms({
    ...options.transforms,
    logger,
    lookup: (volume, filename) => store.assetByKey.get(`${volume}/${filename}`),
  })
  const yoga = buildYoga(
    () => store,
    options,
    transforms,
    () => origin,
  )
  const assetsRoot = join(contentDir, "assets")
  const tokens = new PreviewTokens(options.previewTokens)
  const drafts = createDraftLoader({ origin: () => origin, siteUrl: options.siteUrl })
  const createPreviewToken = (key: string): IssuedPreviewToken | undefined => {
    const entry = entryAt(store, key)
    return entry ? tokens.issue({ entry: entry.uri ?? `${entry.sectionHandle}/${entry.slug}` }) : undefined
  }
  const authorized = (req: IncomingMessage): boolean => !options.token || req.headers.authorization === `Bearer ${options.token}`

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", origin)
    if (url.pathname === "/actions/preview/create-token") {
      if (!authorized(req)) {
        sendJson(res, 401, { errors: [{ message: "Invalid Authorization header" }] })
        return
      }
      let key: unknown
      try {
        key = req.method === "POST" ? (JSON.parse((await readBody(req, 16_384)) || "{}") as { uri?: unknown }).uri : undefined
      } catch {
        key = undefined
      }
      const issued = typeof key === "string" ? createPreviewToken(key === "" || key === "/" ? "__home__" : key.replace(/^\/+|\/+$/g, "")) : undefined
      if (issued) sendJson(res, 200, issued)
      else
        sendJson(res, typeof key === "string" ? 404 : 400, {
          error: typeof key === "string" ? `No entry at "${key}"` : 'POST { "uri": "<entry uri or section/slug>" }',
        })
      return
    }
    if (url.pathname === "/graph") {
      // Craft reads the token from ?token= (its tokenParam) or the X-Craft-Token header, before anything else.
      const header = req.headers["x-craft-token"]
      const previewToken = url.searchParams.get("token") ?? (typeof header === "string" ? header : null)
      const route = previewToken === null ? undefined : tokens.resolve(previewToken)
      const view = route === undefined ? undefined : drafts.view(store, route.entry)
      if (previewToken !== null && view === undefined) {
        sendJson(res, 400, { errors: [{ message: "Invalid token." }] })
        return
      }
      const wantsGraphiql = req.method === "GET" && options.graphiql && (req.headers.accept ?? "").includes("text/html")
      if (!wantsGraphiql && !authorized(req)) {
        sendJson(res, 401, { errors: [{ message: "Invalid Authorization header" }] })
        return
      }
      if (req.method !== "POST") {
        // GET serves GraphiQL and plain queries; preview is a POST-only feature, as in the site client.
        await yoga.requestListener(req, res)
        return
      }
      const body = await readBody(req)
      const canned = options.intercept?.(operationNameOf(body))
      if (canned) {
        sendJson(res, canned.status, canned.body)
        return
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value)
      const response = await yoga.fetch(
        url.toString(),
        { method: "POST", headers, body },
        view ? { preview: true, store: view.store } : { preview: false, store },
      )
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
      return
    }
    if (url.pathname === WARM_PATH) {
      if (req.method !== "POST") {
        sendJson(res, 405, { error: 'POST { "urls": [ …transform URLs ] }' })
        return
      }
      if (!authorized(req)) {
        sendJson(res, 401, { errors: [{ message: "Invalid Authorization header" }] })
        return
      }
      let urls: unknown
      try {
        const body = JSON.parse((await readBody(req, 1_000_000)) || "null") as unknown
        urls = Array.isArray(body) ? body : (body as { urls?: unknown } | null)?.urls
      } catch {
        urls = undefined
      }
      if (!Array.isArray(urls)) {
        sendJson(res, 400, { error: 'POST { "urls": [ …transform URLs ] }' })
        return
      }
      try {
        const report = await transforms.warm(urls as string[])
        const summary = { accepted: report.accepted, cached: report.cached, rejected: report.rejected }
        if (url.searchParams.get("wait") === "1") sendJson(res, 200, { ...summary, ...(await report.done) })
        else sendJson(res, 202, summary)
      } catch (error) {
        if (!(error instanceof TransformHttpError)) throw error
        sendJson(res, error.status, { error: error.message })
      }
      return
    }
    if (url.pathname.startsWith(TRANSFORM_PATH_PREFIX)) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        sendJson(res, 405, { error: "GET a transform URL" })
        return
      }
      try {
        await transforms.serve(req, res, url.pathname)
      } catch (error) {
        if (!(error instanceof TransformHttpError) || res.headersSent) throw error
        if (error.status === 503) res.setHeader("retry-after", "5")
        sendJson(res, error.status, { error: error.message })
      }
      return
    }
    const cats = /^\/nextjs-cats\/([^/]+?)(?:\/([^/]+?))?\.json$/.exec(url.pathname)
    if (req.method === "GET" && cats) {
      const page = cats[2] === undefined ? 1 : Number.parseInt(cats[2], 10)
      const cards = Number.isInteger(page) && page > 0 ? categoryCards(store, cats[1]!, page) : undefined
      if (cards === undefined) sendJson(res, 404, { error: `No category ${cats[1]}` })
      else sendJson(res, 200, cards)
      return
    }
    // HEAD too, as any web server in front of Craft's volumes answers it (the site's /assets/ proxy forwards it).
    if ((req.method === "GET" || req.method === "HEAD") && url.pathname.startsWith("/assets/")) {
      const relativePath = normalize(decodeURIComponent(url.pathname.slice("/assets/".length)))
      const file = join(assetsRoot, relativePath)
      if (!file.startsWith(assetsRoot + sep) || relativePath.split(/[\\/]/).some((part) => part.startsWith("_"))) {
        sendJson(res, 404, { error: "Not found" })
        return
      }
      try {
        const data = await readFile(file)
        res.writeHead(200, { "content-type": mimeTypeOf(file), "content-length": data.length, "cache-control": "public, max-age=3600" })
        res.end(req.method === "HEAD" ? undefined : data)
      } catch {
        sendJson(res, 404, { error: "Not found" })
      }
      return
    }
    if (url.pathname === "/health") {
      sendJson(res, 200, { ok: true, entries: store.entries.length })
      return
    }
    // Includes /featured-blog/…: that element-api endpoint does not exist (SPEC 7.2).
    sendJson(res, 404, { error: "Not found" })
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: { status?: number; message?: string }) => {
      if (!res.headersSent) sendJson(res, error.status ?? 500, { errors: [{ message: error.message ?? "Internal error" }] })
      else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  let watcher: ContentWatcher | undefined
  if (options.watch || (options.webhooks?.length ?? 0) > 0) {
    watcher = watchContent({
      contentDir,
      load,
      history: initial.history,
      swap: (next, history) => {
        store = next
        writeHistory(options.stateFile, history, logger)
      },
      webhooks: options.webhooks,
      logger,
      debounceMs: options.watchDebounceMs,
    })
  }
  return {
    url: origin,
    port,
    get store() {
      return store
    },
    restoredHistory: remembered !== undefined,
    transforms,
    createPreviewToken,
    close: async () => {
      await watcher?.close()
      await transforms.close()
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
    },
  }
}
