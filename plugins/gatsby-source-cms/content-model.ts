/**
 * Everything the source plugin knows about the CMS's types is read from the content
 * contract, cms/schema.graphql (Craft's GraphQL shape), so the two sides cannot drift apart:
 *
 * - `sourcingQueries`: the documents that fetch every entry (each entry type's custom fields
 *   inside `... on {section}_{type}_Entry`), every global set and every asset; relations to
 *   assets and entries by id only. They validate against Craft's native interfaces (a test
 *   holds them to it).
 * - `gatsbyTypes`: explicit Gatsby types (`@dontInfer`), one per entry type
 *   (`Cms{Section}{Type}Entry`, implementing the `CmsEntry` node interface and, for each
 *   Matrix field it has, `Cms{Field}Entry`), one per Matrix block type
 *   (`Cms{Field}{Block}Block`, implementing the field's `Cms{Field}Block` interface), one per
 *   Super Table (`Cms{Field}Row`, the row type of its `{field}_SuperTableField` union), one per
 *   global set (`Cms{Handle}GlobalSet`); assets are `CmsAsset` nodes, categories `CmsCategory`,
 *   users `CmsUser`, links `CmsLink` (a link's `element`, when it is an entry, is that entry's node).
 * - `reshape`: turns a CMS response into those shapes ("vendor shapes never reach
 *   components", DESIGN 4): `id` → `cmsId`, asset lists → one linked CmsAsset, entry
 *   relations → linked CmsEntry nodes (by node id: NodeIds), rich text sanitised.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLUnionType,
} from "graphql"
import { sanitizeRichText } from "./sanitize"

type Json = Record<string, unknown>

const ELEMENT = "ElementInterface"
const ENTRY = "EntryInterface"
const ASSET = "AssetInterface"
const CATEGORY = "CategoryInterface"
const USER = "UserInterface"
const GLOBAL = "GlobalSetInterface"
const SUPER_TABLE_ROW = "SuperTableBlockInterface"
const LINK = "linkField_Link"
/** SEOmatic's containers: the site reads the flattened SEO fields instead. */
const NOT_SOURCED = new Set(["SeomaticInterface", "SeomaticType"])
/** The property a reshaped block keeps its Gatsby type in, for the block interfaces' resolveType. */
export const BLOCK_TYPE_KEY = "__gatsbyType"
export const UNKNOWN_ENTRY_TYPE = "CmsUnknownEntry"

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const pascal = (...parts: string[]): string => parts.map(upperFirst).join("")

/** Craft type name → Gatsby type name (see the file comment). */
export function gatsbyTypeName(craftName: string): string {
  if (craftName === ASSET || craftName.endsWith("_Asset")) return "CmsAsset"
  if (craftName === CATEGORY || craftName.endsWith("_Category")) return "CmsCategory"
  if (craftName === USER || craftName === "User") return "CmsUser"
  if (craftName === ENTRY) return "CmsEntry"
  if (craftName === LINK) return "CmsLink"
  const parts = craftName.split("_")
  if (craftName.endsWith("_Entry") && parts.length === 3) return `Cms${pascal(parts[0]!, parts[1]!)}Entry`
  if (craftName.endsWith("_MatrixField")) return `Cms${pascal(parts[0]!)}Block`
  // A Super Table field's union has one member, its row type: the Gatsby field holds the rows.
  if (craftName.endsWith("_SuperTableField")) return `Cms${pascal(parts[0]!)}Row`
  if (craftName.endsWith("_BlockType") && parts.length === 3) return `Cms${pascal(parts[0]!, parts[1]!)}Block`
  if (craftName.endsWith("_BlockType") && parts.length === 2) return `Cms${pascal(parts[0]!)}Row`
  if (craftName.endsWith("_GlobalSet")) return `Cms${pascal(parts[0]!)}GlobalSet`
  throw new Error(`cms/schema.graphql: no Gatsby type for "${craftName}"`)
}

/** The Gatsby type of a block whose type a Matrix field's union does not list. */
export const unknownBlockType = (matrixUnion: string): string => gatsbyTypeName(matrixUnion).replace(/Block$/, "UnknownBlock")

/** The Gatsby node interface of the entries that have the Matrix field `field`. */
export const matrixEntryInterface = (field: string): string => `Cms${pascal(field)}Entry`

/** What createSchemaCustomization hands to createTypes: SDL, plus the block interfaces built with their resolveType. */
export interface BlockInterfaceConfig {
  name: string
  fields: Record<string, string>
  resolveType: (value: Json) => string
}

export interface ContentModel {
  schema: GraphQLSchema
  sourcingQueries: {
    sourceEntries: string
    sourceEntriesUpdatedSince: string
    sourceEntriesById: string
    sourceEntryIds: string
    sourceGlobals: string
    sourceAssets: string
  }
  gatsbyTypeDefs: string
  blockInterfaces: BlockInterfaceConfig[]
  /** The Gatsby node type of an entry's `__typename`; entries of a type the contract does not know are CmsUnknownEntry. */
  entryNodeType: (craftTypeName: string) => string
  globalNodeType: (craftTypeName: string) => string
  /** The Gatsby node type of every global set the contract has. */
  globalNodeTypes: string[]
  reshape: (value: Json, nodeIds: NodeIds) => Json
}

/**
 * The Gatsby node id of a related entry or asset, from its CMS id (the source plugin's
 * createNodeId). Relations are stored as node ids and linked with a plain `@link`, which
 * Gatsby resolves with getNodeById: a page then depends on the linked nodes alone. Linked
 * `by: "cmsId"` instead, a list relation is a query over every node of the type, and Gatsby
 * records it as a dependency on all of them: editing any entry re-ran the query of every
 * page that relates to entries (about 30 s of a one-entry rebuild at 10,000 posts).
 */
export interface NodeIds {
  entry: (cmsId: string) => string
  asset: (cmsId: string) => string
}

const unwrap = (type: GraphQLOutputType): GraphQLOutputType => (isNonNullType(type) ? type.ofType : type)
const hasDirective = (field: GraphQLField<unknown, unknown>, name: string): boolean => field.astNode?.directives?.some((d) => d.name.value === name) ?? false
const implementsInterface = (type: GraphQLObjectType, name: string): boolean => type.getInterfaces().some((i) => i.name === name)
/** A Super Table field's type (`{field}_SuperTableField`): a union of its one row type. */
const isSuperTableUnion = (type: GraphQLNamedType): boolean => isUnionType(type) && type.getTypes().every((row) => implementsInterface(row, SUPER_TABLE_ROW))

export function createContentModel(schemaSdl: string): ContentModel {
  const schema = buildSchema(schemaSdl)
  const possible = (name: string): readonly GraphQLObjectType[] => schema.getPossibleTypes(schema.getType(name) as never)
  const entryTypes = possible(ENTRY)
  const globalTypes = possible(GLOBAL)
  const matrixUnions = Object.values(schema.getTypeMap()).filter((t): t is GraphQLUnionType => isUnionType(t) && !isSuperTableUnion(t))
  const superTableRows = possible(SUPER_TABLE_ROW)
  /** Custom fields: what the concrete type has beyond its interfaces' native fields. */
  const customFields = (type: GraphQLObjectType): Array<GraphQLField<unknown, unknown>> => {
    const native = new Set(type.getInterfaces().flatMap((i) => Object.keys(i.getFields())))
    return Object.values(type.getFields()).filter((f) => !native.has(f.name) && !NOT_SOURCED.has(getNamedType(f.type).name))
  }

  // ---- sourcing queries ----------------------------------------------------------------------
  const USER_SELECTION = `{ id username firstName lastName fullName photo { id } ... on User { ${customFields(schema.getType("User") as GraphQLObjectType)
    .map((f) => f.name)
    .join(" ")} } }`
  const selectionOf = (field: GraphQLField<unknown, unknown>, depth: number): string => {
    const named = getNamedType(field.type)
    if (isScalarType(named) || isEnumType(named)) return field.name
    return `${field.name} ${selectType(named, depth + 1)}`
  }
  const selectCustom = (type: GraphQLObjectType, depth: number, natives: string): string => {
    const selections = [natives, ...customFields(type).map((f) => selectionOf(f, depth))].filter(Boolean)
    return `{ ${selections.length ? selections.join(" ") : "__typename"} }`
  }
  const selectType = (named: GraphQLNamedType, depth: number): string => {
    if (depth > 6) throw new Error(`cms/schema.graphql nests too deeply at ${named.name}`)
    if (named.name === ASSET || named.name === ENTRY) return "{ id }"
    // A link's element: which kind it is and its id (an entry becomes a link to its node; the link's url serves the rest).
    if (named.name === ELEMENT) return "{ __typename id }"
    if (named.name === USER) return USER_SELECTION
    if (named.name === CATEGORY) return "{ id title slug groupHandle level }"
    if (named.name === LINK)
      return `{ ${Object.values((named as GraphQLObjectType).getFields())
        .map((f) => selectionOf(f, depth))
        .join(" ")} }`
    // Super Table: the columns through the row type's fragment, as Craft requires of a union.
    if (isSuperTableUnion(named))
      return `{ __typename ${(named as GraphQLUnionType)
        .getTypes()
        .map((row) => `... on ${row.name} ${selectCustom(row, depth, "id sortOrder")}`)
        .join(" ")} }`
    // Native block fields through the interface, so a block type this contract does not know still arrives with its typeHandle.
    if (isUnionType(named))
      return `{ __typename ... on MatrixBlockInterface { id typeHandle sortOrder } ${named
        .getTypes()
        .map((block) => `... on ${block.name} ${selectCustom(block, depth, "")}`)
        .join(" ")} }`
    if (isObjectType(named))
      return `{ ${Object.values(named.getFields())
        .map((f) => selectionOf(f, depth))
        .join(" ")} }`
    throw new Error(`cms/schema.graphql: cannot source a field of type ${named.name}`)
  }
  const entryNatives = `__typename id uid title slug uri url sectionHandle typeHandle postDate dateCreated dateUpdated enabled status author ${USER_SELECTION}`
  const entrySelection = `{ ${entryNatives} ${entryTypes.map((t) => `... on ${t.name} ${selectCustom(t, 1, "")}`).join(" ")} }`
  const assetTypes = possible(ASSET)
  const assetSelection = `{ __typename id url dateUpdated width height filename extension kind mimeType title alt ${assetTypes.map((t) => `... on ${t.name} ${selectCustom(t, 1, "")}`).join(" ")} }`
  const globalSelection = `{ __typename id name handle ${globalTypes.map((t) => `... on ${t.name} ${selectCustom(t, 1, "")}`).join(" ")} }`
  const sourcingQueries = {
    sourceEntries: `query sourceEntries($limit: Int, $offset: Int) { entries(limit: $limit, offset: $offset) ${entrySelection} total: entryCount }`,
    // Incremental sourcing (incremental.ts): the same selection, for what changed since the last sourcing …
    sourceEntriesUpdatedSince: `query sourceEntriesUpdatedSince($since: [String], $limit: Int, $offset: Int) { entries(dateUpdated: $since, limit: $limit, offset: $offset) ${entrySelection} total: entryCount(dateUpdated: $since) }`,
    // … for entries it has no trustworthy node of …
    sourceEntriesById: `query sourceEntriesById($id: [QueryArgument], $limit: Int, $offset: Int) { entries(id: $id, limit: $limit, offset: $offset) ${entrySelection} total: entryCount(id: $id) }`,
    // … and every entry's id, to tell which were deleted.
    sourceEntryIds: `query sourceEntryIds($limit: Int, $offset: Int) { entries(limit: $limit, offset: $offset) { id } total: entryCount }`,
    sourceGlobals: `query sourceGlobals { globalSets ${globalSelection} }`,
    sourceAssets: `query sourceAssets { assets ${assetSelection} }`,
  }

  // ---- Gatsby types ----------------------------------------------------------------------------
  const scalar = (name: string): string => (name === "DateTime" ? "Date" : name === "ID" || name === "QueryArgument" ? "String" : name)
  const gatsbyFieldType = (field: GraphQLField<unknown, unknown>): string => {
    const type = unwrap(field.type)
    const list = isListType(type)
    const named = getNamedType(type)
    if (named.name === ASSET) return `CmsAsset @link`
    if (named.name === ENTRY || named.name === ELEMENT) return `${list ? "[CmsEntry]" : "CmsEntry"} @link`
    if (isScalarType(named)) return `${list ? `[${scalar(named.name)}]` : scalar(named.name)}${named.name === "DateTime" ? " @dateformat" : ""}`
    const target = gatsbyTypeName(named.name)
    return list ? `[${target}]` : target
  }
  const fieldLines = (fields: ReadonlyArray<GraphQLField<unknown, unknown>>): string[] =>
    fields.map((f) => `  ${f.name === "id" ? "cmsId" : f.name}: ${f.name === "id" ? "String" : gatsbyFieldType(f)}`)
  const typeDef = (name: string, interfaces: string[], lines: string[], kind = "type"): string =>
    `${kind} ${name}${interfaces.length ? ` implements ${interfaces.join(" & ")}` : ""} @dontInfer {\n${lines.join("\n")}\n}`

  // Native entry fields the site reads, plus every custom field all entry types share (the SEO fields, SPEC 3.2, and the common fields, SPEC 3.1).
  const entryNativeLines = [
    "  cmsId: String",
    "  uid: String",
    "  title: String",
    "  slug: String",
    "  uri: String",
    "  url: String",
    "  sectionHandle: String",
    "  typeHandle: String",
    "  postDate: Date @dateformat",
    "  dateCreated: Date @dateformat",
    "  dateUpdated: Date @dateformat",
    "  enabled: Boolean",
    "  status: String",
    "  author: CmsUser",
    "  path: String",
  ]
  /** The custom fields every one of these entry types has, with the same type. */
  const customFieldsSharedBy = (types: readonly GraphQLObjectType[]): Array<GraphQLField<unknown, unknown>> =>
    customFields(types[0]!).filter((f) => types.every((t) => customFields(t).some((g) => g.name === f.name && String(g.type) === String(f.type))))
  const sharedCustom = customFieldsSharedBy(entryTypes)
  const sharedLines = [...entryNativeLines, ...fieldLines(sharedCustom)]
  const sharedNames = new Set(sharedCustom.map((f) => f.name))
  const matrixFieldsOf = (type: GraphQLObjectType): string[] =>
    customFields(type)
      .filter((f) => {
        const named = getNamedType(f.type)
        return isUnionType(named) && !isSuperTableUnion(named)
      })
      .map((f) => f.name)
  const matrixFieldNames = [...new Set(entryTypes.flatMap(matrixFieldsOf))]

  const defs: string[] = [
    typeDef("CmsEntry", ["Node"], ["  id: ID!", ...sharedLines], "interface"),
    // Cms{Field}Entry: the entry types that have that Matrix field, with every field they all share
    // (so a template for those types, e.g. eBook and newEBook, selects them once).
    ...matrixFieldNames.map((field) => {
      const owners = entryTypes.filter((t) => matrixFieldsOf(t).includes(field))
      return typeDef(
        matrixEntryInterface(field),
        ["Node"],
        ["  id: ID!", ...sharedLines, ...fieldLines(customFieldsSharedBy(owners).filter((f) => !sharedNames.has(f.name)))],
        "interface",
      )
    }),
    ...entryTypes.map((t) =>
      typeDef(
        gatsbyTypeName(t.name),
        ["Node", "CmsEntry", ...matrixFieldsOf(t).map(matrixEntryInterface)],
        [...sharedLines, ...fieldLines(customFields(t).filter((f) => !sharedNames.has(f.name)))],
      ),
    ),
    typeDef(UNKNOWN_ENTRY_TYPE, ["Node", "CmsEntry"], sharedLines),
    typeDef(
      "CmsAsset",
      ["Node"],
      [
        "  cmsId: String",
        "  url: String",
        "  dateUpdated: Date @dateformat",
        "  width: Int",
        "  height: Int",
        "  filename: String",
        "  extension: String",
        "  kind: String",
        "  mimeType: String",
        "  title: String",
        "  alt: String",
        "  altText: String",
        "  volume: String",
        "  pictures: JSON",
      ],
    ),
    typeDef("CmsCategory", [], ["  cmsId: String", "  title: String", "  slug: String", "  groupHandle: String", "  level: Int"]),
    typeDef(
      "CmsUser",
      [],
      [
        "  cmsId: String",
        "  username: String",
        "  firstName: String",
        "  lastName: String",
        "  fullName: String",
        "  photo: CmsAsset @link",
        ...fieldLines(customFields(schema.getType("User") as GraphQLObjectType)),
      ],
    ),
    typeDef("CmsLink", [], fieldLines(Object.values((schema.getType(LINK) as GraphQLObjectType).getFields()))),
    ...matrixUnions.flatMap((union) =>
      union
        .getTypes()
        .map((block) =>
          typeDef(
            gatsbyTypeName(block.name),
            [gatsbyTypeName(union.name)],
            ["  cmsId: String", "  typeHandle: String", "  sortOrder: Int", ...fieldLines(customFields(block))],
          ),
        ),
    ),
    ...matrixUnions.map((union) =>
      typeDef(unknownBlockType(union.name), [gatsbyTypeName(union.name)], ["  cmsId: String", "  typeHandle: String", "  sortOrder: Int"]),
    ),
    ...superTableRows.map((row) => typeDef(gatsbyTypeName(row.name), [], ["  cmsId: String", "  sortOrder: Int", ...fieldLines(customFields(row))])),
    ...globalTypes.map((g) =>
      typeDef(gatsbyTypeName(g.name), ["Node"], ["  cmsId: String", "  name: String", "  handle: String", ...fieldLines(customFields(g))]),
    ),
  ]
  const blockInterfaces: BlockInterfaceConfig[] = matrixUnions.map((union) => ({
    name: gatsbyTypeName(union.name),
    fields: { cmsId: "String", typeHandle: "String", sortOrder: "Int" },
    resolveType: (value) => String(value[BLOCK_TYPE_KEY]),
  }))

  // ---- reshaping -------------------------------------------------------------------------------
  const reshapeValue = (value: unknown, field: GraphQLField<unknown, unknown>, nodeIds: NodeIds): unknown => {
    if (value === null || value === undefined) return null
    const type = unwrap(field.type)
    const named = getNamedType(type)
    if (named.name === ASSET) {
      const first = Array.isArray(value) ? value[0] : value
      return first && typeof first === "object" ? nodeIds.asset(String((first as Json).id)) : null
    }
    if (named.name === ENTRY) return Array.isArray(value) ? value.map((e) => nodeIds.entry(String((e as Json).id))) : nodeIds.entry(String((value as Json).id))
    // A link's element: an entry is linked by node (its path stays current when only it changes); another kind of element is not a node.
    if (named.name === ELEMENT) {
      const element = value as Json
      return typeof element.__typename === "string" && element.__typename.endsWith("_Entry") ? nodeIds.entry(String(element.id)) : null
    }
    if (isScalarType(named)) return typeof value === "string" && hasDirective(field, "richText") ? sanitizeRichText(value) : value
    const one = (item: Json): Json => {
      // A block of a type the contract does not know: kept, so the page can say so in development (renderBlocks).
      if (isUnionType(named) && !named.getTypes().some((t) => t.name === item.__typename) && !isSuperTableUnion(named)) {
        return {
          cmsId: item.id === undefined ? null : String(item.id),
          typeHandle: item.typeHandle ?? null,
          sortOrder: item.sortOrder ?? null,
          [BLOCK_TYPE_KEY]: unknownBlockType(named.name),
        }
      }
      return reshapeObject(item, concreteOf(item, named), nodeIds)
    }
    return Array.isArray(value) ? value.map((item) => one(item as Json)) : one(value as Json)
  }
  const concreteOf = (value: Json, declared: GraphQLNamedType): GraphQLObjectType => {
    if (isObjectType(declared)) return declared
    const byName = typeof value.__typename === "string" ? schema.getType(value.__typename) : undefined
    if (byName && isObjectType(byName)) return byName
    // Users and categories are selected through their interface; the interface's fields are all they carry here.
    if (isInterfaceType(declared)) return declared as unknown as GraphQLObjectType
    throw new Error(`cannot tell the concrete type of a ${declared.name} without __typename`)
  }
  const reshapeObject = (value: Json, type: GraphQLObjectType, nodeIds: NodeIds): Json => {
    const fields = { ...type.getFields(), ...(type.name === USER ? (schema.getType("User") as GraphQLObjectType).getFields() : {}) }
    const out: Json = {}
    for (const [key, raw] of Object.entries(value)) {
      const field = fields[key]
      if (!field || key === "__typename") continue
      out[key === "id" ? "cmsId" : key] = key === "id" ? String(raw) : reshapeValue(raw, field, nodeIds)
    }
    if (isObjectType(type) && type.getInterfaces().some((i) => i.name === "MatrixBlockInterface")) out[BLOCK_TYPE_KEY] = gatsbyTypeName(type.name)
    return out
  }
  const knownEntryTypes = new Set(entryTypes.map((t) => t.name))

  return {
    schema,
    sourcingQueries,
    gatsbyTypeDefs: defs.join("\n\n"),
    blockInterfaces,
    entryNodeType: (craftTypeName) => (knownEntryTypes.has(craftTypeName) ? gatsbyTypeName(craftTypeName) : UNKNOWN_ENTRY_TYPE),
    globalNodeType: (craftTypeName) => gatsbyTypeName(craftTypeName),
    globalNodeTypes: globalTypes.map((g) => gatsbyTypeName(g.name)),
    reshape: (value, nodeIds) => {
      const byName = typeof value.__typename === "string" ? schema.getType(value.__typename) : undefined
      // An entry of a type this contract does not know keeps its native fields only.
      const type = byName && isObjectType(byName) ? byName : (schema.getType(ENTRY) as unknown as GraphQLObjectType)
      return reshapeObject(value, type, nodeIds)
    },
  }
}
