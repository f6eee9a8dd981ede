/**
 * Reads cms/content/ into memory and shapes it the way cms/schema.graphql (Craft's GraphQL
 * shape) says, so the GraphQL server can use graphql-js's default resolvers. Content files
 * name assets by path, users by username, categories by slug and entries by uri (or
 * `section/slug` for entries without a page); this module turns those keys into the related
 * elements. Relation, Matrix and Super Table fields become functions of their element
 * arguments (graphql-js calls a function-valued property with the field's arguments), so
 * `blogCategories(level: 1)` or `thankYouNote(limit: 9, offset: 9)` work as in Craft. A file
 * that uses a field its entry type does not have is rejected, naming the file, so an
 * editor's typo fails loudly.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs"
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
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type GraphQLUnionType,
} from "graphql"
import { filterAssets, filterBlocks, filterCategories, filterEntries, filterRows, filterUsers, type Criteria } from "./element-criteria"
import { entryCustomFieldArguments } from "./contract/craft-schema"

export const SCHEMA_PATH = join(__dirname, "schema.graphql")
export const DEFAULT_CONTENT_DIR = join(__dirname, "content")

export const schemaSource = (): string => readFileSync(SCHEMA_PATH, "utf8")

type Json = Record<string, unknown>
/** What graphql-js calls for a function-valued property: (arguments, context). */
type Related<T> = (args?: Criteria, context?: { preview?: boolean }) => T[]

interface Element extends Json {
  __typename: string
  id: string
  uid: string
}

/**
 * What the stand-in compares to tell an element changed between two loads (cms/content-changes.ts):
 * a hash of its source content (and, for entries, of the ids it relates to), never object identity.
 */
interface Tracked {
  fingerprint: string
}

export interface StoredAsset extends Element, Tracked {
  /** The content files' key: "<volume>/<file>". */
  key: string
  volume: string
  filename: string
  /** Lower-case, without the dot. */
  extension: string
  kind: string
  width: number | null
  height: number | null
  altText: string | null
  title: string | null
  mimeType: string
  /** Absolute URL; depends on where the server listens, so it is computed on read. */
  url: () => string
  /** Absolute path of the file (the transforms' source: cms/transforms/). */
  file: string
  /** Hex SHA-1 of the file: the version its transform URLs carry, so they change when it does. */
  sha1: string
}

export interface StoredCategory extends Element, Tracked {
  title: string
  slug: string
  groupHandle: string
  level: number
}

export interface StoredUser extends Element, Tracked {
  username: string
}

export interface StoredBlock extends Element {
  typeHandle: string | null
  fieldId: number
  typeId: number
  /** The element whose field holds the block (Craft 4's primaryOwnerId; there is no ownerId). */
  primaryOwnerId: number | null
  /** Ids of the elements the block relates to, for relatedTo* block arguments. */
  relatedIds: Set<string>
}

/** A Super Table row (SuperTableBlockInterface). */
export interface StoredRow extends Element {
  fieldId: number
  typeId: number
  primaryOwnerId: number | null
  sortOrder: number
}

export interface StoredEntry extends Element, Tracked {
  title: string
  slug: string
  uri: string | null
  sectionHandle: string
  typeHandle: string
  postDate: string | null
  enabled: boolean
  /** Where the entry came from, for error messages. */
  sourceFile: string
  /** Ids of everything the entry is related to (categories, users, entries, assets), for relatedTo. */
  relatedIds: Set<string>
  authorId: string | null
}

export interface StoredGlobal extends Element, Tracked {
  handle: string
}

export interface ContentStore {
  entries: StoredEntry[]
  globals: StoredGlobal[]
  categories: StoredCategory[]
  users: StoredUser[]
  assets: StoredAsset[]
  assetByKey: Map<string, StoredAsset>
  /** Custom fields the entry queries accept as `[QueryArgument]` arguments. */
  customFieldArguments: ReadonlySet<string>
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

/**
 * The ids and uids made so far, by key: a reload makes the same ones again (every block's,
 * row's and entry's), and at 10,000 posts hashing them was a third of a reload's time. Bounded:
 * past the limit the memory starts again (a key's id never changes, only its cost).
 */
const stableIds = new Map<string, string>()
const stableUids = new Map<string, string>()
const REMEMBERED_IDS = 500_000
function remembered(memory: Map<string, string>, key: string, make: () => string): string {
  let value = memory.get(key)
  if (value === undefined) {
    if (memory.size >= REMEMBERED_IDS) memory.clear()
    value = make()
    memory.set(key, value)
  }
  return value
}

/** A stable numeric id, so ids survive restarts and do not depend on file order. */
export function stableId(key: string): string {
  return remembered(stableIds, key, () => {
    const n = createHash("sha1").update(key).digest().readUInt32BE(0)
    return String(100000 + (n % 900000000))
  })
}

/** A hash of some JSON-able content, for fingerprints. */
export const contentHash = (...parts: unknown[]): string => createHash("sha1").update(JSON.stringify(parts)).digest("hex")

/** A stable uid in Craft's UUID form. */
const stableUid = (key: string): string =>
  remembered(stableUids, key, () => {
    const h = createHash("sha1").update(`uid:${key}`).digest("hex")
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
  })

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

/** One volume per folder of cms/content/assets; the folder name is the volume handle. */
function loadAssets(schema: GraphQLSchema, contentDir: string, origin: () => string): StoredAsset[] {
  const root = join(contentDir, "assets")
  if (!existsSync(root)) return []
  const assets: StoredAsset[] = []
  for (const volume of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const typeName = `${volume.name}_Asset`
    if (!isObjectType(schema.getType(typeName)))
      throw new ContentError(`assets/${volume.name}: no volume "${volume.name}" in cms/schema.graphql (no type ${typeName})`)
    const manifestFile = join(root, volume.name, "_assets.json")
    const manifest = existsSync(manifestFile) ? (readJson(manifestFile) as Array<{ file: string; title?: string; altText?: string }>) : []
    const meta = new Map(manifest.map((m) => [m.file, m]))
    for (const file of readdirSync(join(root, volume.name)).sort()) {
      if (file.startsWith("_") || file.startsWith(".")) continue
      const full = join(root, volume.name, file)
      const key = `${volume.name}/${file}`
      const mimeType = mimeTypeOf(file)
      const data = readFileSync(full)
      const size = mimeType.startsWith("image/") ? imageSize(data) : undefined
      const m = meta.get(file)
      const modified = statSync(full).mtime.toISOString()
      const sha1 = createHash("sha1").update(data).digest("hex")
      assets.push({
        __typename: typeName,
        id: stableId(`asset:${key}`),
        uid: stableUid(`asset:${key}`),
        key,
        volume: volume.name,
        volumeId: Number(stableId(`volume:${volume.name}`)),
        folderId: Number(stableId(`folder:${volume.name}`)),
        path: file,
        filename: file,
        extension: extname(file).slice(1).toLowerCase(),
        kind: mimeType.startsWith("image/") ? "image" : mimeType === "application/pdf" ? "pdf" : "unknown",
        size: String(data.length),
        width: size?.width ?? null,
        height: size?.height ?? null,
        focalPoint: null,
        hasFocalPoint: false,
        alt: m?.altText ?? null,
        altText: m?.altText ?? null,
        title: m?.title ?? null,
        mimeType,
        dateCreated: modified,
        dateUpdated: modified,
        url: () => `${origin()}/assets/${key}`,
        file: full,
        sha1,
        fingerprint: contentHash(sha1, m?.title ?? null, m?.altText ?? null),
      })
    }
  }
  return assets
}

const unwrapNonNull = (type: GraphQLType): GraphQLType => (isNonNullType(type) ? type.ofType : type)
const implementsInterface = (type: GraphQLObjectType, name: string): boolean => type.getInterfaces().some((i) => i.name === name)
/** A Super Table field's type: the union of its one row type (`{field}_SuperTableField`). */
const isSuperTableUnion = (type: GraphQLNamedType): type is GraphQLUnionType =>
  isUnionType(type) && type.getTypes().every((row) => implementsInterface(row, "SuperTableBlockInterface"))

interface PendingRelation {
  keys: string[]
  where: string
  into: Array<Set<string>>
}

/**
 * Turns one content object into the schema's shape for `type`: relation keys become
 * elements, Matrix blocks and Super Table rows get their type and native fields, unknown
 * fields are rejected.
 */
class Shaper {
  readonly pending: PendingRelation[] = []

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly store: ContentStore,
    private readonly entryByKey: (key: string) => StoredEntry | undefined,
  ) {}

  /**
   * `related` are the sets of related ids (the entry's, the block's) that relations add to;
   * `ownerId` the element whose fields these are: the primaryOwnerId of the Matrix blocks and
   * Super Table rows it holds.
   */
  shape(
    value: Json,
    type: GraphQLObjectType,
    where: string,
    related: Array<Set<string>>,
    skip: ReadonlySet<string> = new Set(),
    ownerId: number | null = null,
  ): Json {
    const fields = type.getFields()
    const out: Json = {}
    for (const [key, raw] of Object.entries(value)) {
      if (skip.has(key)) continue
      const field = fields[key]
      if (!field) throw new ContentError(`${where}: "${key}" is not a field of ${type.name}`)
      out[key] = this.shapeField(raw, field, `${where}.${key}`, related, ownerId)
    }
    // A Super Table field is `[…]!` in Craft: an empty one is an empty list, never null.
    for (const field of Object.values(fields)) {
      if ((out[field.name] === undefined || out[field.name] === null) && isNonNullType(field.type) && isSuperTableUnion(getNamedType(field.type)))
        out[field.name] = (() => []) satisfies Related<Json>
    }
    return out
  }

  private shapeField(raw: unknown, field: GraphQLField<unknown, unknown>, where: string, related: Array<Set<string>>, ownerId: number | null): unknown {
    if (raw === null || raw === undefined) return null
    const named = getNamedType(field.type)
    const list = isListType(unwrapNonNull(field.type))
    const items = Array.isArray(raw) ? raw : [raw]
    const relate = (ids: string[]): void => related.forEach((set) => ids.forEach((id) => set.add(id)))
    switch (named.name) {
      case "AssetInterface": {
        const assets = items.map((key) => this.asset(String(key), where))
        relate(assets.map((a) => a.id))
        return list ? (((args?: Criteria) => filterAssets(assets, args ?? {})) satisfies Related<StoredAsset>) : (assets[0] ?? null)
      }
      case "UserInterface": {
        const users = items.map((username) => this.user(String(username), where))
        relate(users.map((u) => u.id))
        return list ? (((args?: Criteria) => filterUsers(users, args ?? {})) satisfies Related<StoredUser>) : (users[0] ?? null)
      }
      case "CategoryInterface": {
        const categories = items.map((slug) => this.category(String(slug), where))
        relate(categories.map((c) => c.id))
        return ((args?: Criteria) => filterCategories(categories, args ?? {})) satisfies Related<StoredCategory>
      }
      case "EntryInterface": {
        const keys = items.map(String)
        this.pending.push({ keys, where, into: related })
        // Lazy: related entries may be defined in files read later. Kept in the editor's order.
        const resolve = (): StoredEntry[] => keys.map((key) => this.entryByKey(key)!)
        return ((args?: Criteria, context?: { preview?: boolean }) =>
          filterEntries(this.store, resolve(), args ?? {}, context?.preview ?? false, true)) satisfies Related<StoredEntry>
      }
      case "linkField_Link":
        return this.link(raw, where, related)
      default:
        break
    }
    if (isSuperTableUnion(named)) {
      const rowType = named.getTypes()[0]!
      const rows = items.map((row, index) => this.row(row as Json, rowType, field.name, index, `${where}[${index}]`, related, ownerId))
      return ((args?: Criteria) => filterRows(rows, args ?? {})) satisfies Related<StoredRow>
    }
    if (isUnionType(named)) {
      const blocks = items.map((block, index) => this.block(block as Json, field.name, named.getTypes(), index, where, related, ownerId))
      return ((args?: Criteria) => filterBlocks(this.store, blocks, args ?? {})) satisfies Related<StoredBlock>
    }
    return raw
  }

  /**
   * A Typed Link Field link, as the plugin's `linkField_Link` answers it. The content file holds
   * what an editor fills in: `{ "url" }` for a URL link or `{ "entry": "<uri or section/slug>" }`
   * for a link to an entry, with `customText`, `target` ("_blank"), `ariaLabel` and `title`
   * optional. `text` is the custom text, else the linked entry's title, else the URL (the
   * plugin's default text); an entry link's `url` is the entry's URL and `element` the entry.
   */
  private link(raw: unknown, where: string, related: Array<Set<string>>): Json {
    const link = raw as { url?: unknown; entry?: unknown; customText?: unknown; target?: unknown; ariaLabel?: unknown; title?: unknown }
    const optional = (value: unknown, name: string): string | null => {
      if (value === undefined || value === null) return null
      if (typeof value !== "string") throw new ContentError(`${where}: a link's "${name}" is text`)
      return value
    }
    const known = new Set(["url", "entry", "customText", "target", "ariaLabel", "title"])
    const unknown = typeof link === "object" && link !== null ? Object.keys(link).filter((key) => !known.has(key)) : []
    if (typeof link !== "object" || link === null || (typeof link.url === "string") === (typeof link.entry === "string") || unknown.length > 0) {
      throw new ContentError(
        `${where}: a link is { "url" } or { "entry" }, with "customText", "target", "ariaLabel", "title" optional${unknown.length ? ` (not ${unknown.map((k) => `"${k}"`).join(", ")})` : ""}`,
      )
    }
    const customText = optional(link.customText, "customText")
    const common = {
      customText,
      target: optional(link.target, "target"),
      ariaLabel: optional(link.ariaLabel, "ariaLabel"),
      title: optional(link.title, "title"),
    }
    if (typeof link.url === "string") return { ...common, type: "url", url: link.url, text: customText ?? link.url, element: null }
    const key = link.entry as string
    this.pending.push({ keys: [key], where, into: related })
    const entry = (): StoredEntry => this.entryByKey(key)!
    // Resolved on read: the linked entry may be defined in a file read later.
    return { ...common, type: "entry", url: () => entry().url, text: () => customText ?? entry().title, element: () => entry() }
  }

  private block(
    raw: Json,
    fieldName: string,
    allowed: readonly GraphQLObjectType[],
    index: number,
    where: string,
    related: Array<Set<string>>,
    ownerId: number | null,
  ): StoredBlock {
    const typeHandle = raw.typeHandle
    if (typeof typeHandle !== "string") throw new ContentError(`${where}[${index}]: a block needs a "typeHandle"`)
    const type = allowed.find((t) => t.name === `${fieldName}_${typeHandle}_BlockType`)
    if (!type) throw new ContentError(`${where}[${index}]: "${typeHandle}" is not a block type of ${fieldName}`)
    // Craft block ids are numbers; an editor may give a readable id instead, which the site also uses as the block's anchor.
    const id = typeof raw.id === "string" && raw.id !== "" ? raw.id : stableId(`block:${where}#${index}`)
    const relatedIds = new Set<string>()
    // The block owns the rows of a Super Table inside it: a readable id has no number, so they get the block's derived one.
    const numericId = Number(/^\d+$/.test(id) ? id : stableId(`block:${where}#${index}`))
    const shaped = this.shape(raw, type, `${where}[${index}]`, [...related, relatedIds], new Set(["id", "typeHandle"]), numericId)
    return {
      ...shaped,
      __typename: type.name,
      id,
      uid: stableUid(`block:${where}#${index}`),
      typeHandle,
      typeId: Number(stableId(`blockType:${type.name}`)),
      fieldId: Number(stableId(`field:${fieldName}`)),
      primaryOwnerId: ownerId,
      sortOrder: index + 1,
      enabled: true,
      relatedIds,
    }
  }

  private row(
    raw: Json,
    type: GraphQLObjectType,
    fieldName: string,
    index: number,
    where: string,
    related: Array<Set<string>>,
    ownerId: number | null,
  ): StoredRow {
    const id = stableId(`row:${where}`)
    return {
      ...this.shape(raw, type, where, related, new Set(), Number(id)),
      __typename: type.name,
      id,
      uid: stableUid(`row:${where}`),
      typeId: Number(stableId(`rowType:${type.name}`)),
      fieldId: Number(stableId(`field:${fieldName}`)),
      primaryOwnerId: ownerId,
      sortOrder: index + 1,
    }
  }

  asset(key: string, where: string): StoredAsset {
    const asset = this.store.assetByKey.get(key)
    if (!asset) throw new ContentError(`${where}: no asset "${key}" in cms/content/assets`)
    return asset
  }

  user(username: string, where: string): StoredUser {
    const user = this.store.users.find((u) => u.username === username)
    if (!user) throw new ContentError(`${where}: no user "${username}" in users.json`)
    return user
  }

  category(slug: string, where: string): StoredCategory {
    const category = this.store.categories.find((c) => c.slug === slug)
    if (!category) throw new ContentError(`${where}: no category "${slug}" in categories.json`)
    return category
  }
}

const ENTRY_FILE_KEYS = new Set(["id", "slug", "typeHandle", "title", "uri", "postDate", "dateUpdated", "enabled"])

/** SEOmatic's containers, from the entry's own SEO fields. */
const seomaticOf = (entry: Json) => () => ({
  __typename: "SeomaticType",
  metaTitleContainer: JSON.stringify({ title: { title: entry.seoTitle ?? entry.title } }),
  metaTagContainer: JSON.stringify({
    description: { content: entry.seoDescription ?? null },
    robots: { content: entry.index === false ? "noindex, nofollow" : "all" },
  }),
  metaLinkContainer: JSON.stringify({ canonical: { href: entry.canonical ?? entry.url } }),
  metaScriptContainer: null,
  metaJsonLdContainer: null,
  metaSiteVarsContainer: null,
  frontendTemplateContainer: null,
})

export interface LoadOptions {
  origin?: () => string
  siteUrl?: string
  /**
   * Entry files read as this content instead of what is on disk, by their path under the content
   * folder (`entries/pages/about.json`): how a draft is loaded in its entry's place (cms/drafts.ts).
   */
  entryOverrides?: ReadonlyMap<string, Json>
}

export function loadContent(contentDir = DEFAULT_CONTENT_DIR, options: LoadOptions = {}): ContentStore {
  const origin = options.origin ?? (() => "http://127.0.0.1")
  const siteUrl = (options.siteUrl ?? "https://www.rapport.example").replace(/\/$/, "")
  const schema = buildSchema(schemaSource())
  const assets = loadAssets(schema, contentDir, origin)
  const store: ContentStore = {
    entries: [],
    globals: [],
    categories: [],
    users: [],
    assets,
    assetByKey: new Map(assets.map((a) => [a.key, a])),
    customFieldArguments: new Set(entryCustomFieldArguments().map((argument) => argument.handle)),
    contentDir,
  }
  const byKey = new Map<string, StoredEntry>()
  const shaper = new Shaper(schema, store, (key) => byKey.get(key))

  const categoriesFile = join(contentDir, "categories.json")
  if (existsSync(categoriesFile)) {
    store.categories = (readJson(categoriesFile) as Json[]).map((c, i) => {
      const group = String(c.groupHandle)
      if (!isObjectType(schema.getType(`${group}_Category`)))
        throw new ContentError(`categories.json[${i}]: no category group "${group}" in cms/schema.graphql`)
      return {
        __typename: `${group}_Category`,
        id: String(c.id),
        uid: stableUid(`category:${String(c.id)}`),
        title: String(c.title),
        slug: String(c.slug),
        uri: null,
        url: null,
        level: 1,
        groupId: Number(stableId(`group:${group}`)),
        groupHandle: group,
        parent: null,
        children: () => [],
        fingerprint: contentHash(c),
      }
    })
  }
  const usersFile = join(contentDir, "users.json")
  if (existsSync(usersFile)) {
    const userType = schema.getType("User") as GraphQLObjectType
    store.users = (readJson(usersFile) as Json[]).map((u, i) => {
      const id = String(u.id ?? stableId(`user:${String(u.username)}`))
      const shaped = shaper.shape(u, userType, `users.json[${i}]`, [], new Set(["id"]), Number(id))
      const fullName = [u.firstName, u.lastName].filter(Boolean).join(" ") || null
      return {
        ...shaped,
        __typename: "User",
        id,
        uid: stableUid(`user:${id}`),
        username: String(u.username),
        fullName,
        name: fullName ?? String(u.username),
        friendlyName: (u.firstName as string | undefined) ?? String(u.username),
        fingerprint: contentHash(u),
      }
    })
  }

  const entriesRoot = join(contentDir, "entries")
  const sections = existsSync(entriesRoot) ? readdirSync(entriesRoot, { withFileTypes: true }).filter((d) => d.isDirectory()) : []
  for (const section of sections) {
    for (const file of listJsonFiles(join(entriesRoot, section.name))) {
      const where = relative(contentDir, file).split(sep).join("/")
      const raw = options.entryOverrides?.get(where) ?? (readJson(file) as Json)
      if (typeof raw.typeHandle !== "string" || typeof raw.title !== "string") throw new ContentError(`${where}: an entry needs "typeHandle" and "title"`)
      const typeName = `${section.name}_${raw.typeHandle}_Entry`
      const type = schema.getType(typeName)
      if (!type || !isObjectType(type))
        throw new ContentError(`${where}: section "${section.name}" has no entry type "${raw.typeHandle}" in cms/schema.graphql (no type ${typeName})`)
      const slug = typeof raw.slug === "string" ? raw.slug : file.slice(file.lastIndexOf(sep) + 1, -".json".length)
      const uri = typeof raw.uri === "string" ? raw.uri : null
      const relatedIds = new Set<string>()
      const id = String(raw.id ?? stableId(`entry:${section.name}/${slug}`))
      const shaped = shaper.shape(raw, type, where, [relatedIds], ENTRY_FILE_KEYS, Number(id))
      const postDate = typeof raw.postDate === "string" ? raw.postDate : null
      const enabled = raw.enabled !== false
      const author = shaped.author as StoredUser | null | undefined
      const entry: StoredEntry = {
        ...shaped,
        __typename: typeName,
        id,
        uid: stableUid(`entry:${id}`),
        title: raw.title,
        slug,
        uri,
        url: uri === null ? null : uri === "__home__" ? `${siteUrl}/` : `${siteUrl}/${uri}`,
        sectionHandle: section.name,
        sectionId: Number(stableId(`section:${section.name}`)),
        typeHandle: raw.typeHandle,
        typeId: Number(stableId(`entryType:${typeName}`)),
        postDate,
        dateCreated: postDate,
        dateUpdated: typeof raw.dateUpdated === "string" ? raw.dateUpdated : postDate,
        expiryDate: null,
        enabled,
        status: enabled ? "live" : "disabled",
        author: author ?? null,
        level: null,
        parent: null,
        children: () => [],
        ancestors: () => [],
        descendants: () => [],
        prev: null,
        next: null,
        siteId: 1,
        siteHandle: "default",
        isDraft: false,
        isRevision: false,
        draftId: null,
        revisionId: null,
        canonicalId: Number(id),
        sourceFile: where,
        relatedIds,
        authorId: author?.id ?? null,
        // Completed with the related ids once every relation is resolved (below).
        fingerprint: contentHash(where, raw),
      }
      entry.seomatic = seomaticOf(entry)
      for (const key of new Set([uri ?? `${section.name}/${slug}`, `${section.name}/${slug}`])) {
        if (byKey.has(key)) throw new ContentError(`${where}: "${key}" is also used by ${byKey.get(key)!.sourceFile}`)
        byKey.set(key, entry)
      }
      store.entries.push(entry)
    }
  }

  for (const file of listJsonFiles(join(contentDir, "globals"))) {
    const where = relative(contentDir, file).split(sep).join("/")
    const raw = readJson(file) as Json
    const handle = String(raw.handle ?? "")
    const type = schema.getType(`${handle}_GlobalSet`)
    if (!type || !isObjectType(type)) throw new ContentError(`${where}: unknown global set handle "${handle}"`)
    const globalId = stableId(`global:${handle}`)
    const shaped = shaper.shape(raw, type, where, [], new Set(["id", "handle", "name"]), Number(globalId))
    store.globals.push({
      ...shaped,
      __typename: type.name,
      id: globalId,
      uid: stableUid(`global:${handle}`),
      handle,
      name: String(raw.name ?? handle),
      fingerprint: contentHash(where, raw),
    })
  }

  // Entries point at entries (relatedBlog, featuredBlogPost, a plan's CTAs …): a key that
  // names no entry fails at start-up, not mid-build, and the ids feed relatedTo.
  for (const relation of shaper.pending) {
    for (const key of relation.keys) {
      const entry = byKey.get(key)
      if (!entry) throw new ContentError(`${relation.where}: no entry with uri or section/slug "${key}"`)
      relation.into.forEach((set) => set.add(entry.id))
    }
  }
  // An entry is what its file says plus the elements it points at (a related entry's id comes from that entry's file).
  for (const entry of store.entries) entry.fingerprint = contentHash(entry.fingerprint, [...entry.relatedIds].sort())
  return store
}
