/**
 * Everything the source plugin needs to know about the CMS's types is read from the
 * content contract, cms/schema.graphql, so the two sides cannot drift apart:
 *
 * - `sourcingSelection`: the selection sets that fetch every field of every entry type,
 *   block type and global set (relations to assets and entries by id only);
 * - `gatsbyTypeDefs`: explicit Gatsby node types (`@dontInfer`) for the same fields;
 * - `reshape`: turns a CMS response into those node shapes ("vendor shapes never reach
 *   components", DESIGN 4): `id` → `cmsId`, asset lists → one linked CmsAsset, entry
 *   relations → linked CmsEntry ids, matrix blocks → CmsBlock, rich text sanitised.
 *
 * Entries of every type share one flattened node type, CmsEntry, and blocks of every
 * matrix field share CmsBlock; a field name used with two different types is a contract
 * error and fails here, at start-up.
 */
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql"
import { sanitizeRichText } from "./sanitize"

type Json = Record<string, unknown>

const ENTRY = "EntryInterface"
const ASSET = "AssetInterface"
const BLOCK = "MatrixBlockInterface"
const GLOBAL = "GlobalSetInterface"

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

export interface ContentModel {
  schema: GraphQLSchema
  /** `{ __typename ... on blog_blog_Entry { … } … }` for EntryInterface. */
  entrySelection: string
  globalSelection: string
  assetSelection: string
  gatsbyTypeDefs: string
  /** The Gatsby node type of a global set handle, e.g. webBanner → CmsWebBannerGlobalSet. */
  globalNodeType: (handle: string) => string
  reshape: (value: Json) => Json
}

const isBlockType = (schema: GraphQLSchema, type: GraphQLNamedType): boolean => {
  if (isObjectType(type)) return type.getInterfaces().some((i) => i.name === BLOCK)
  if (isAbstractType(type)) return schema.getPossibleTypes(type).some((t) => t.getInterfaces().some((i) => i.name === BLOCK))
  return false
}

const hasDirective = (field: GraphQLField<unknown, unknown>, name: string): boolean =>
  field.astNode?.directives?.some((d) => d.name.value === name) ?? false

const unwrap = (type: GraphQLOutputType): GraphQLOutputType => (isNonNullType(type) ? type.ofType : type)

export function createContentModel(schemaSdl: string): ContentModel {
  const schema = buildSchema(schemaSdl)
  const entryTypes = schema.getPossibleTypes(schema.getType(ENTRY) as never) as readonly GraphQLObjectType[]
  const globalTypes = schema.getPossibleTypes(schema.getType(GLOBAL) as never) as readonly GraphQLObjectType[]
  const blockTypes = Object.values(schema.getTypeMap()).filter(
    (t): t is GraphQLObjectType => isObjectType(t) && t.getInterfaces().some((i) => i.name === BLOCK),
  )

  // ---- selection sets -------------------------------------------------------------
  const select = (type: GraphQLNamedType, depth: number): string => {
    if (type.name === ASSET || type.name === ENTRY) return "{ id }"
    if (isAbstractType(type)) {
      const fragments = schema.getPossibleTypes(type).map((t) => `... on ${t.name} ${selectFields(t, depth)}`)
      return `{ __typename ${fragments.join(" ")} }`
    }
    if (isObjectType(type) || isInterfaceType(type)) return selectFields(type as GraphQLObjectType, depth)
    return ""
  }
  const selectFields = (type: GraphQLObjectType, depth: number): string => {
    if (depth > 6) throw new Error(`cms/schema.graphql nests too deeply at ${type.name}`)
    const parts = Object.values(type.getFields()).map((field) => {
      const named = getNamedType(field.type)
      return isScalarType(named) || isEnumType(named) ? field.name : `${field.name} ${select(named, depth + 1)}`
    })
    return `{ ${parts.join(" ")} }`
  }

  // ---- Gatsby types -----------------------------------------------------------------
  const objectTypeDefs = new Map<string, string>()
  const gatsbyName = (type: GraphQLNamedType): string => {
    if (type.name === ASSET || type.name === "Asset") return "CmsAsset"
    if (type.name === ENTRY || entryTypes.some((t) => t.name === type.name)) return "CmsEntry"
    if (type.name === "CategoryInterface" || type.name === "Category") return "CmsCategory"
    if (type.name === "LinkField") return "CmsLink"
    if (isBlockType(schema, type)) return "CmsBlock"
    return `Cms${upperFirst(type.name)}`
  }
  const fieldType = (field: GraphQLField<unknown, unknown>): string => {
    const type = unwrap(field.type)
    const list = isListType(type)
    const named = getNamedType(type)
    if (named.name === ASSET) return `CmsAsset @link(by: "cmsId")`
    if (named.name === ENTRY) return `[CmsEntry] @link(by: "cmsId")`
    if (isScalarType(named)) {
      const scalar = named.name === "DateTime" ? "Date" : named.name === "ID" || named.name === "QueryArgument" ? "String" : named.name
      return (list ? `[${scalar}]` : scalar) + (named.name === "DateTime" ? " @dateformat" : "")
    }
    const target = gatsbyName(named)
    if (target !== "CmsEntry" && target !== "CmsBlock") defineObject(named as GraphQLObjectType, target)
    return list ? `[${target}]` : target
  }
  const fieldsOf = (types: readonly GraphQLObjectType[], owner: string): Map<string, string> => {
    const fields = new Map<string, string>()
    for (const type of types) {
      for (const field of Object.values(type.getFields())) {
        const name = field.name === "id" ? "cmsId" : field.name
        const def = field.name === "id" ? "String" : fieldType(field)
        const seen = fields.get(name)
        if (seen !== undefined && seen !== def) throw new Error(`cms/schema.graphql: ${owner}.${name} is "${seen}" in one type and "${def}" in ${type.name}`)
        fields.set(name, def)
      }
    }
    return fields
  }
  const render = (name: string, fields: Map<string, string>, node: boolean): string =>
    `type ${name}${node ? " implements Node" : ""} @dontInfer {\n${[...fields].map(([f, t]) => `  ${f}: ${t}`).join("\n")}\n}`
  function defineObject(type: GraphQLObjectType, name: string): void {
    if (objectTypeDefs.has(name)) return
    objectTypeDefs.set(name, "") // reserve first: types may refer to each other
    objectTypeDefs.set(name, render(name, fieldsOf([type], name), false))
  }

  const entryFields = fieldsOf(entryTypes, "CmsEntry")
  entryFields.set("path", "String")
  const blockFields = fieldsOf(blockTypes, "CmsBlock")
  const assetFields = fieldsOf([schema.getType("Asset") as GraphQLObjectType], "CmsAsset")
  assetFields.set("localFile", "File @link")
  const globalNodeType = (handle: string): string => `Cms${upperFirst(handle)}GlobalSet`
  const defs = [
    render("CmsEntry", entryFields, true),
    render("CmsBlock", blockFields, false),
    render("CmsAsset", assetFields, true),
    ...globalTypes.map((t) => render(globalNodeType(t.name.replace(/_GlobalSet$/, "")), fieldsOf([t], t.name), true)),
    ...[...objectTypeDefs.values()],
  ]

  // ---- reshaping ----------------------------------------------------------------------
  const concreteOf = (value: Json, declared: GraphQLNamedType): GraphQLObjectType => {
    if (isObjectType(declared)) return declared
    const byName = typeof value.__typename === "string" ? schema.getType(value.__typename) : undefined
    if (byName && isObjectType(byName)) return byName
    throw new Error(`cannot tell the concrete type of a ${declared.name} without __typename`)
  }
  const reshapeValue = (value: unknown, field: GraphQLField<unknown, unknown>): unknown => {
    if (value === null || value === undefined) return null
    const type = unwrap(field.type)
    const named = getNamedType(type)
    if (named.name === ASSET) {
      const first = Array.isArray(value) ? value[0] : value
      return first && typeof first === "object" ? String((first as Json).id) : null
    }
    if (named.name === ENTRY) return (value as Json[]).map((e) => String(e.id))
    if (isScalarType(named)) return typeof value === "string" && hasDirective(field, "richText") ? sanitizeRichText(value) : value
    if (isListType(type)) return (value as Json[]).map((item) => reshapeObject(item, concreteOf(item, named)))
    return reshapeObject(value as Json, concreteOf(value as Json, named))
  }
  const reshapeObject = (value: Json, type: GraphQLObjectType): Json => {
    const fields = type.getFields()
    const out: Json = {}
    for (const [key, raw] of Object.entries(value)) {
      if (key === "__typename") continue
      const field = fields[key]
      if (!field) continue
      out[key === "id" ? "cmsId" : key] = key === "id" ? String(raw) : reshapeValue(raw, field)
    }
    return out
  }

  return {
    schema,
    entrySelection: `{ __typename ${entryTypes.map((t) => `... on ${t.name} ${selectFields(t, 1)}`).join(" ")} }`,
    globalSelection: select(schema.getType(GLOBAL)!, 0),
    assetSelection: selectFields(schema.getType("Asset") as GraphQLObjectType, 0),
    gatsbyTypeDefs: defs.join("\n\n"),
    globalNodeType,
    reshape: (value) => reshapeObject(value, concreteOf(value, schema.getType(typeof value.__typename === "string" ? value.__typename : ENTRY)!)),
  }
}
