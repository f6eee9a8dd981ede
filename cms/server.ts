/**
 * The local CMS: a stand-in for the production Craft CMS that serves cms/content/ over
 * HTTP, the same way the real one does (DESIGN 3.1):
 *
 *   POST /graph                         GraphQL (cms/schema.graphql); Bearer token when one is
 *                                       configured; ?token=<preview token> shows drafts
 *   GET  /graph                         GraphiQL, when enabled (npm run cms)
 *   GET  /nextjs-cats/{id}[/{page}].json  element-api: blog cards of a category, as an array
 *   GET  /assets/{volume}/{file}        the files behind asset URLs
 *
 * The site has no special knowledge of it: it is just "a CMS at CMS_URL".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { readFile } from "node:fs/promises"
import { join, normalize, sep } from "node:path"
import type { AddressInfo } from "node:net"
import { createSchema, createYoga } from "graphql-yoga"
import { DEFAULT_CONTENT_DIR, loadContent, mimeTypeOf, schemaSource, type ContentStore, type StoredEntry } from "./content-store"

export interface CmsServerOptions {
  contentDir?: string
  /** Port to listen on; 0 (default) picks a free one. Always bound to loopback. */
  port?: number
  /** When set, POST /graph requires `Authorization: Bearer <token>`. */
  token?: string
  /** When set, `?token=<previewToken>` on /graph includes drafts. */
  previewToken?: string
  /** Serve GraphiQL on GET /graph. */
  graphiql?: boolean
  /** The public site URL that entry `url`s are built on. */
  siteUrl?: string
  /**
   * Test seam: answer a GraphQL request with a canned response instead of the schema
   * (for the client's error catalogue: a 500, an errors array …). Not reachable over HTTP.
   */
  intercept?: (operationName: string | undefined) => { status: number; body: unknown } | undefined
}

export interface RunningCms {
  url: string
  port: number
  store: ContentStore
  close: () => Promise<void>
}

interface GraphContext {
  preview: boolean
}

interface EntryCriteria {
  id?: Array<string | number>
  section?: string[]
  type?: string[]
  slug?: string[]
  uri?: string[]
  featuredArticle?: boolean
  search?: string
  relatedTo?: Array<string | number>
  relatedToCategories?: Array<{ id?: Array<string | number>; slug?: string[]; title?: string[] }>
  authorId?: Array<string | number>
  limit?: number
  offset?: number
  orderBy?: string
}

const asStrings = (values: Array<string | number> | undefined): string[] | undefined => values?.map(String)

/**
 * Craft's search, as far as the site uses it: 'title:*term*' (wildcard on the title),
 * 'title:term' and a plain term (matched against the title), case-insensitively.
 */
export function matchesSearch(title: string, search: string): boolean {
  const wanted = search.trim().replace(/^title:/i, "").replace(/^\*+|\*+$/g, "").toLowerCase()
  return wanted === "" || title.toLowerCase().includes(wanted)
}

export function queryEntries(store: ContentStore, given: EntryCriteria, preview: boolean): StoredEntry[] {
  // GraphQL passes an explicit null for a variable left empty: treat it as "no criterion".
  const criteria = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== null && v !== undefined)) as EntryCriteria
  const ids = asStrings(criteria.id)
  const related = asStrings(criteria.relatedTo)
  const authorIds = asStrings(criteria.authorId)
  const categoryIds = new Set<string>()
  if (criteria.relatedToCategories) {
    for (const c of criteria.relatedToCategories) {
      for (const category of store.categories) {
        const matches =
          (c.id == null || c.id.map(String).includes(String(category.id))) &&
          (c.slug == null || c.slug.includes(String(category.slug))) &&
          (c.title == null || c.title.some((t) => t.toLowerCase() === String(category.title).toLowerCase()))
        if (matches) categoryIds.add(String(category.id))
      }
    }
  }
  let result = store.entries.filter(
    (e) =>
      (preview || e.enabled) &&
      (ids === undefined || ids.includes(e.id)) &&
      (criteria.section === undefined || criteria.section.includes(e.sectionHandle)) &&
      (criteria.type === undefined || criteria.type.includes(e.typeHandle)) &&
      (criteria.slug === undefined || criteria.slug.includes(e.slug)) &&
      (criteria.uri === undefined || (e.uri !== null && criteria.uri.includes(e.uri))) &&
      (criteria.featuredArticle === undefined || criteria.featuredArticle === null || Boolean(e.featuredArticle) === criteria.featuredArticle) &&
      (!criteria.search || matchesSearch(e.title, criteria.search)) &&
      (related === undefined || related.some((id) => e.relatedIds.has(id))) &&
      (criteria.relatedToCategories === undefined || [...categoryIds].some((id) => e.relatedIds.has(id))) &&
      (authorIds === undefined || (e.authorId !== null && authorIds.includes(e.authorId))),
  )
  const [field = "postDate", direction = "DESC"] = (criteria.orderBy ?? "postDate DESC").split(/\s+/)
  const sign = direction.toUpperCase() === "ASC" ? 1 : -1
  const key = (e: StoredEntry): string => (field === "title" ? e.title.toLowerCase() : String(e.postDate ?? ""))
  result = [...result].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0))
  const offset = criteria.offset ?? 0
  // Craft treats limit 0 and null as "no limit".
  const limit = criteria.limit ? criteria.limit : undefined
  return result.slice(offset, limit === undefined ? undefined : offset + limit)
}

function buildYoga(store: ContentStore, options: CmsServerOptions) {
  const schema = createSchema<GraphContext>({
    typeDefs: schemaSource(),
    resolvers: {
      Query: {
        entries: (_: unknown, args: EntryCriteria, ctx: GraphContext) => queryEntries(store, args, ctx.preview),
        entry: (_: unknown, args: EntryCriteria, ctx: GraphContext) => queryEntries(store, { ...args, limit: 1 }, ctx.preview)[0] ?? null,
        entryCount: (_: unknown, args: EntryCriteria, ctx: GraphContext) => queryEntries(store, { ...args, limit: undefined, offset: undefined }, ctx.preview).length,
        globalSets: (_: unknown, args: { handle?: string[] }) => store.globals.filter((g) => !args.handle || args.handle.includes(String(g.handle))),
        globalSet: (_: unknown, args: { handle?: string[] }) => store.globals.find((g) => !args.handle || args.handle.includes(String(g.handle))) ?? null,
        categories: (_: unknown, args: { group?: string[]; slug?: string[]; id?: Array<string | number> }) =>
          store.categories.filter(
            (c) =>
              (!args.group || args.group.includes(String(c.groupHandle))) &&
              (!args.slug || args.slug.includes(String(c.slug))) &&
              (!args.id || args.id.map(String).includes(String(c.id))),
          ),
        assets: (_: unknown, args: { id?: Array<string | number>; volume?: string[]; limit?: number; offset?: number }) => {
          const matching = store.assets.filter((a) => (!args.id || args.id.map(String).includes(a.id)) && (!args.volume || args.volume.includes(a.volume)))
          const offset = args.offset ?? 0
          return matching.slice(offset, args.limit ? offset + args.limit : undefined)
        },
        users: (_: unknown, args: { id?: Array<string | number> }) => store.users.filter((u) => !args.id || args.id.map(String).includes(String(u.id))),
      },
      pages_page_Entry: {
        thankYouNote: (entry: StoredEntry, args: { limit?: number; offset?: number; categorySlug?: string }) => {
          const notes = (entry.thankYouNote as Array<{ categories?: Array<{ slug: string }> }> | null) ?? []
          const filtered = args.categorySlug ? notes.filter((n) => n.categories?.some((c) => c.slug === args.categorySlug)) : notes
          const offset = args.offset ?? 0
          return filtered.slice(offset, args.limit ? offset + args.limit : undefined)
        },
      },
    },
  })
  return createYoga<{ preview: boolean }>({
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
      const image = (e.featuredImage as Array<{ url: () => string; altText: string | null; width: number; height: number }> | null)?.[0]
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

export async function startCmsServer(options: CmsServerOptions = {}): Promise<RunningCms> {
  let origin = "http://127.0.0.1"
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR
  const store = loadContent(contentDir, { origin: () => origin, siteUrl: options.siteUrl })
  const yoga = buildYoga(store, options)
  const assetsRoot = join(contentDir, "assets")

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", origin)
    if (url.pathname === "/graph") {
      const previewToken = url.searchParams.get("token")
      if (previewToken !== null && (!options.previewToken || previewToken !== options.previewToken)) {
        sendJson(res, 400, { errors: [{ message: "Invalid preview token" }] })
        return
      }
      const wantsGraphiql = req.method === "GET" && options.graphiql && (req.headers.accept ?? "").includes("text/html")
      if (options.token && !wantsGraphiql && req.headers.authorization !== `Bearer ${options.token}`) {
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
      const response = await yoga.fetch(url.toString(), { method: "POST", headers, body }, { preview: previewToken !== null })
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()))
      res.end(Buffer.from(await response.arrayBuffer()))
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
    if (req.method === "GET" && url.pathname.startsWith("/assets/")) {
      const relativePath = normalize(decodeURIComponent(url.pathname.slice("/assets/".length)))
      const file = join(assetsRoot, relativePath)
      if (!file.startsWith(assetsRoot + sep) || relativePath.split(/[\\/]/).some((part) => part.startsWith("_"))) {
        sendJson(res, 404, { error: "Not found" })
        return
      }
      try {
        const data = await readFile(file)
        res.writeHead(200, { "content-type": mimeTypeOf(file), "content-length": data.length, "cache-control": "public, max-age=3600" })
        res.end(data)
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
  return {
    url: origin,
    port,
    store,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
