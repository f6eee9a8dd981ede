/**
 * Reads cms/content/ into memory and shapes it the way cms/schema.graphql says, so the
 * GraphQL server can use graphql-js's default resolvers. Content files name assets by
 * path, users by username, categories by slug and entries by uri (cms/content/README.md);
 * this module turns those keys into the related objects, and rejects a file that uses a
 * field the schema does not have, naming the file, so an editor's typo fails loudly.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, existsSync } from "node:fs"
import { extname, join, relative, sep } from "node:path"
import { imageSize } from "image-size"
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql"

export const SCHEMA_PATH = join(__dirname, "schema.graphql")
export const DEFAULT_CONTENT_DIR = join(__dirname, "content")

export const schemaSource = (): string => readFileSync(SCHEMA_PATH, "utf8")

type Json = Record<string, unknown>

export interface StoredAsset {
  __typename: "Asset"
  id: string
  path: string
  filename: string
  volume: string
  width: number
  height: number
  altText: string | null
  title: string | null
  mimeType: string
  /** Absolute URL; depends on where the server listens, so it is computed on read. */
  url: () => string
}

export interface StoredEntry extends Json {
  __typename: string
  id: string
  title: string
  slug: string
  uri: string | null
  sectionHandle: string
  typeHandle: string
  postDate: string | null
  enabled: boolean
  /** Where the entry came from, for error messages. */
  sourceFile: string
  /** Ids of everything the entry is related to (categories, users, entries), for relatedTo. */
  relatedIds: Set<string>
  authorId: string | null
}

export interface ContentStore {
  entries: StoredEntry[]
  globals: Json[]
  categories: Json[]
  users: Json[]
  assets: StoredAsset[]
  assetByPath: Map<string, StoredAsset>
  contentDir: string
}

export class ContentError extends Error {}

const MIME: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
}

export const mimeTypeOf = (file: string): string => MIME[extname(file).toLowerCase()] ?? "application/octet-stream"

/** A stable numeric id, so ids survive restarts and do not depend on file order. */
export function stableId(key: string): string {
  const n = createHash("sha1").update(key).digest().readUInt32BE(0)
  return String(100000 + (n % 900000000))
}

/** The concrete GraphQL type of an entry (Craft: {section}_{type}_Entry). */
export function entryTypeName(sectionHandle: string, typeHandle: string): string {
  switch (sectionHandle) {
    case "home":
      return "home_home_Entry"
    case "pages":
      return "pages_page_Entry"
    case "blog":
      return typeHandle === "caseStudy" ? "blog_caseStudy_Entry" : "blog_blog_Entry"
    case "webinars":
      return "webinars_webinars_Entry"
    case "ebooks":
      return "ebooks_eBook_Entry"
    case "integrations":
      return "integrations_integration_Entry"
    case "press":
      return "press_article_Entry"
    default:
      throw new ContentError(`unknown section "${sectionHandle}"`)
  }
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch (error) {
    throw new ContentError(`${file}: ${(error as Error).message}`)
  }
}

const listJsonFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile() && d.name.endsWith(".json") && !d.name.startsWith("_"))
        .map((d) => join(dir, d.name))
        .sort()
    : []

function loadAssets(contentDir: string, origin: () => string): StoredAsset[] {
  const root = join(contentDir, "assets")
  if (!existsSync(root)) return []
  const assets: StoredAsset[] = []
  for (const volume of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const manifestFile = join(root, volume.name, "_assets.json")
    const manifest = existsSync(manifestFile) ? (readJson(manifestFile) as Array<{ file: string; title?: string; altText?: string }>) : []
    const meta = new Map(manifest.map((m) => [m.file, m]))
    for (const file of readdirSync(join(root, volume.name)).sort()) {
      if (file.startsWith("_") || file.startsWith(".")) continue
      const full = join(root, volume.name, file)
      const path = `${volume.name}/${file}`
      let width = 0
      let height = 0
      if (mimeTypeOf(file).startsWith("image/")) {
        const size = imageSize(readFileSync(full))
        width = size.width ?? 0
        height = size.height ?? 0
      }
      const m = meta.get(file)
      assets.push({
        __typename: "Asset",
        id: stableId(`asset:${path}`),
        path,
        filename: file,
        volume: volume.name,
        width,
        height,
        altText: m?.altText ?? null,
        title: m?.title ?? null,
        mimeType: mimeTypeOf(file),
        url: () => `${origin()}/assets/${path}`,
      })
    }
  }
  return assets
}

/**
 * Turns one content object into the schema's shape for `type`: relation keys become
 * objects, matrix blocks get their __typename, unknown fields are rejected.
 */
class Shaper {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly store: ContentStore,
    private readonly entryByUri: () => Map<string, StoredEntry>,
  ) {}

  shape(value: Json, type: GraphQLObjectType, where: string, skip: ReadonlySet<string> = new Set()): Json {
    const fields = type.getFields()
    const out: Json = {}
    for (const [key, raw] of Object.entries(value)) {
      if (skip.has(key)) continue
      const field = fields[key]
      if (!field) throw new ContentError(`${where}: "${key}" is not a field of ${type.name}`)
      out[key] = this.shapeField(raw, field, `${where}.${key}`)
    }
    return out
  }

  private shapeField(raw: unknown, field: GraphQLField<unknown, unknown>, where: string): unknown {
    if (raw === null || raw === undefined) return null
    const named = getNamedType(field.type)
    const list = isListType(unwrapNonNull(field.type))
    const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])
    switch (named.name) {
      case "AssetInterface": {
        const assets = asList(raw).map((p) => this.asset(String(p), where))
        return list ? assets : assets[0] ?? null
      }
      case "User": {
        const users = asList(raw).map((u) => this.user(String(u), where))
        return list ? users : users[0] ?? null
      }
      case "CategoryInterface":
        return asList(raw).map((slug) => this.category(String(slug), where))
      case "EntryInterface": {
        const uris = asList(raw).map(String)
        // Lazy: related entries may be defined in files read later.
        return () =>
          uris.map((uri) => {
            const entry = this.entryByUri().get(uri)
            if (!entry) throw new ContentError(`${where}: no entry with uri "${uri}"`)
            return entry
          })
      }
      case "LinkField": {
        const links = asList(raw).map((item, i) => {
          const link = item as { label?: string; url?: string; target?: string } | null
          if (!link || typeof link !== "object" || typeof link.url !== "string") throw new ContentError(`${where}${list ? `[${i}]` : ""}: a link needs { "label", "url" }`)
          return { __typename: "LinkField", type: "url", value: link.url, url: link.url, label: link.label ?? null, text: link.label ?? null, target: link.target ?? null }
        })
        return list ? links : links[0]
      }
      default:
        break
    }
    if (isUnionType(named) || (isObjectType(named) && named.getInterfaces().some((i) => i.name === "MatrixBlockInterface"))) {
      return asList(raw).map((block, index) => this.block(block as Json, field.name, named.name, index, where))
    }
    if (isObjectType(named)) {
      const shaped = asList(raw).map((item, i) => ({ __typename: named.name, ...this.shape(item as Json, named, `${where}[${i}]`) }))
      return list ? shaped : shaped[0]
    }
    return raw
  }

  private block(raw: Json, fieldName: string, fieldTypeName: string, index: number, where: string): Json {
    const typeHandle = raw.typeHandle
    if (typeof typeHandle !== "string") throw new ContentError(`${where}[${index}]: a block needs a "typeHandle"`)
    // A matrix field allows the block types of its union (or its one block type); Craft names
    // them {field}_{typeHandle}_BlockType, and a field may reuse another's (contentBuilder → blogBuilder_*).
    const declared = this.schema.getType(fieldTypeName)
    const allowed = isUnionType(declared) ? declared.getTypes() : isObjectType(declared) ? [declared] : []
    const type = allowed.find((t) => t.name.endsWith(`_${typeHandle}_BlockType`))
    if (!type) throw new ContentError(`${where}[${index}]: "${typeHandle}" is not a block type of ${fieldName}`)
    const typeName = type.name
    // Craft block ids are numbers; an editor may give a readable id instead, which the site also uses as the block's anchor.
    const id = typeof raw.id === "string" && raw.id !== "" ? raw.id : stableId(`block:${where}#${index}`)
    return { __typename: typeName, sortOrder: index + 1, ...this.shape(raw, type, `${where}[${index}]`, new Set(["id"])), typeHandle, id }
  }

  asset(path: string, where: string): StoredAsset {
    const asset = this.store.assetByPath.get(path)
    if (!asset) throw new ContentError(`${where}: no asset "${path}" in cms/content/assets`)
    return asset
  }

  user(username: string, where: string): Json {
    const user = this.store.users.find((u) => u.username === username)
    if (!user) throw new ContentError(`${where}: no user "${username}" in users.json`)
    return user
  }

  category(slug: string, where: string): Json {
    const category = this.store.categories.find((c) => c.slug === slug)
    if (!category) throw new ContentError(`${where}: no category "${slug}" in categories.json`)
    return category
  }
}

const unwrapNonNull = (type: GraphQLType): GraphQLType => (isNonNullType(type) ? type.ofType : type)

/** Collects the ids of every category, user and entry an entry points at. */
function relatedIdsOf(value: unknown, ids: Set<string>, depth = 0): void {
  if (depth > 6 || value === null || typeof value !== "object") return
  if (Array.isArray(value)) {
    value.forEach((v) => relatedIdsOf(v, ids, depth + 1))
    return
  }
  const v = value as Json
  if ((v.__typename === "Category" || v.__typename === "User") && typeof v.id === "string") ids.add(v.id)
  for (const child of Object.values(v)) if (typeof child === "object") relatedIdsOf(child, ids, depth + 1)
}

export function loadContent(contentDir = DEFAULT_CONTENT_DIR, options: { origin?: () => string; siteUrl?: string } = {}): ContentStore {
  const origin = options.origin ?? (() => "http://127.0.0.1")
  const siteUrl = (options.siteUrl ?? "https://www.rapport.example").replace(/\/$/, "")
  const schema = buildSchema(schemaSource())
  const assets = loadAssets(contentDir, origin)
  const store: ContentStore = {
    entries: [],
    globals: [],
    categories: [],
    users: [],
    assets,
    assetByPath: new Map(assets.map((a) => [a.path, a])),
    contentDir,
  }
  const byUri = new Map<string, StoredEntry>()
  const shaper = new Shaper(schema, store, () => byUri)

  const categoriesFile = join(contentDir, "categories.json")
  if (existsSync(categoriesFile)) {
    store.categories = (readJson(categoriesFile) as Json[]).map((c) => ({ __typename: "Category", ...c, id: String(c.id) }))
  }
  const usersFile = join(contentDir, "users.json")
  if (existsSync(usersFile)) {
    const userType = schema.getType("User") as GraphQLObjectType
    store.users = (readJson(usersFile) as Json[]).map((u, i) => {
      const shaped = shaper.shape(u, userType, `users.json[${i}]`)
      return {
        __typename: "User",
        ...shaped,
        id: String(u.id ?? stableId(`user:${String(u.username)}`)),
        fullName: [u.firstName, u.lastName].filter(Boolean).join(" ") || null,
      }
    })
  }

  const entriesRoot = join(contentDir, "entries")
  const sections = existsSync(entriesRoot) ? readdirSync(entriesRoot, { withFileTypes: true }).filter((d) => d.isDirectory()) : []
  for (const section of sections) {
    for (const file of listJsonFiles(join(entriesRoot, section.name))) {
      const where = relative(contentDir, file).split(sep).join("/")
      const raw = readJson(file) as Json
      if (typeof raw.typeHandle !== "string" || typeof raw.title !== "string") throw new ContentError(`${where}: an entry needs "typeHandle" and "title"`)
      const typeName = entryTypeName(section.name, raw.typeHandle)
      const type = schema.getType(typeName) as GraphQLObjectType
      const slug = typeof raw.slug === "string" ? raw.slug : file.slice(file.lastIndexOf(sep) + 1, -".json".length)
      const uri = typeof raw.uri === "string" ? raw.uri : null
      const shaped = shaper.shape(raw, type, where, new Set(["id", "slug", "sectionHandle", "url", "enabled"]))
      const relatedIds = new Set<string>()
      relatedIdsOf(shaped, relatedIds)
      const author = shaped.author as Json | null | undefined
      const entry: StoredEntry = {
        ...shaped,
        __typename: typeName,
        id: String(raw.id ?? stableId(`entry:${section.name}/${slug}`)),
        title: raw.title,
        slug,
        uri,
        url: uri === null ? null : uri === "__home__" ? `${siteUrl}/` : `${siteUrl}/${uri}`,
        sectionHandle: section.name,
        typeHandle: raw.typeHandle,
        postDate: typeof raw.postDate === "string" ? raw.postDate : null,
        dateUpdated: typeof raw.dateUpdated === "string" ? raw.dateUpdated : typeof raw.postDate === "string" ? raw.postDate : null,
        enabled: raw.enabled !== false,
        sourceFile: where,
        relatedIds,
        authorId: author && typeof author.id === "string" ? author.id : null,
      }
      if (uri !== null) {
        if (byUri.has(uri)) throw new ContentError(`${where}: uri "${uri}" is also used by ${byUri.get(uri)!.sourceFile}`)
        byUri.set(uri, entry)
      }
      store.entries.push(entry)
    }
  }
  // Entries point at entries (relatedBlog, featuredBlogPost …): record those ids too.
  for (const entry of store.entries) {
    for (const value of Object.values(entry)) {
      if (typeof value === "function") {
        try {
          for (const related of (value as () => StoredEntry[])()) entry.relatedIds.add(related.id)
        } catch (error) {
          throw new ContentError((error as Error).message)
        }
      }
    }
  }

  for (const file of listJsonFiles(join(contentDir, "globals"))) {
    const where = relative(contentDir, file).split(sep).join("/")
    const raw = readJson(file) as Json
    const handle = String(raw.handle ?? "")
    const type = schema.getType(`${handle}_GlobalSet`)
    if (!type || !isObjectType(type)) throw new ContentError(`${where}: unknown global set handle "${handle}"`)
    const shaped = shaper.shape(raw, type, where, new Set(["id"]))
    // Resolve lazy relations now so a bad uri fails at start-up, not mid-build.
    for (const value of Object.values(shaped)) if (typeof value === "function") (value as () => unknown)()
    store.globals.push({ __typename: type.name, ...shaped, id: stableId(`global:${handle}`), handle, name: String(raw.name ?? handle) })
  }
  return store
}
