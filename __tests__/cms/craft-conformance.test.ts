/**
 * Holds the content contract (cms/schema.graphql) to the shape of Craft CMS 4's GraphQL API,
 * as /work/shared/CRAFT.md describes it, without a Craft to ask:
 *
 * 1. Every document the site sends (the named operations, the source plugin's sourcing
 *    queries, the Functions' queries) validates against the contract with its element
 *    interfaces reduced to Craft's native fields. A custom field selected on an interface
 *    validates against a permissive contract but fails in Craft; here it fails too.
 *    The interfaces themselves must carry nothing beyond the native lists.
 * 2. The type map follows Craft's naming table: `{section}_{type}_Entry`, `{volume}_Asset`,
 *    `{group}_Category`, `User`, `{handle}_GlobalSet`, `{field}_MatrixField` unions of
 *    `{field}_{block}_BlockType`, Super Table rows `{field}_BlockType`; no invented types or
 *    arguments; relation and Matrix fields take element and block-query arguments.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  buildASTSchema,
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  printSchema,
  specifiedScalarTypes,
  validate,
  visit,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql"
import { operations } from "../../cms/operations"
import { createContentModel } from "../../plugins/gatsby-source-cms/content-model"
import { NETWORK_PAGE_STATUS_QUERY } from "../../src/lib/network-page-status/server"
import { resourceFormEntryQuery } from "../../src/lib/resource-forms/entry-form"
import { pageFormEntryQuery } from "../../src/lib/landing-forms/page-form"

// ---------------------------------------------------------------------------------------
// Craft's interfaces and their native fields (CRAFT.md, "Interfaces carry Craft's native fields only")
// ---------------------------------------------------------------------------------------

const ELEMENT_INTERFACE = "ElementInterface"
const ENTRY_INTERFACE = "EntryInterface"
const ASSET_INTERFACE = "AssetInterface"
const CATEGORY_INTERFACE = "CategoryInterface"
const USER_INTERFACE = "UserInterface"
const GLOBAL_SET_INTERFACE = "GlobalSetInterface"
const MATRIX_BLOCK_INTERFACE = "MatrixBlockInterface"
const SUPER_TABLE_BLOCK_INTERFACE = "SuperTableBlockInterface"

const ENTRY_NATIVE_FIELDS = [
  "id", "uid", "title", "slug", "uri", "url", "sectionHandle", "sectionId", "typeHandle", "typeId",
  "postDate", "dateCreated", "dateUpdated", "expiryDate", "enabled", "status", "author", "level",
  "parent", "children", "ancestors", "descendants", "prev", "next", "siteId", "siteHandle",
] as const
const ENTRY_DRAFT_REVISION_FIELDS = [
  "isDraft", "isRevision", "draftId", "draftName", "revisionId", "canonicalId", "canonicalUid",
  "isUnpublishedDraft", "sourceId", "sourceUid",
] as const
const ASSET_NATIVE_FIELDS = [
  "id", "uid", "title", "url", "width", "height", "filename", "extension", "kind", "mimeType", "size",
  "volumeId", "folderId", "focalPoint", "hasFocalPoint", "alt", "path", "dateCreated", "dateUpdated",
] as const
const CATEGORY_NATIVE_FIELDS = ["id", "uid", "title", "slug", "uri", "url", "level", "groupId", "groupHandle", "parent", "children"] as const
const USER_NATIVE_FIELDS = ["id", "uid", "username", "firstName", "lastName", "fullName", "name", "friendlyName", "photo"] as const
const MATRIX_BLOCK_NATIVE_FIELDS = ["id", "uid", "typeHandle", "typeId", "fieldId", "ownerId", "sortOrder", "enabled"] as const
const GLOBAL_SET_NATIVE_FIELDS = ["id", "uid", "name", "handle"] as const
const SUPER_TABLE_BLOCK_NATIVE_FIELDS = ["id", "uid", "fieldId", "ownerId", "typeId", "sortOrder"] as const

/** The interfaces reduced to their native fields before the site's documents are validated. */
const REDUCED_INTERFACES: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  [ENTRY_INTERFACE, new Set([...ENTRY_NATIVE_FIELDS, ...ENTRY_DRAFT_REVISION_FIELDS])],
  [ASSET_INTERFACE, new Set(ASSET_NATIVE_FIELDS)],
  [CATEGORY_INTERFACE, new Set(CATEGORY_NATIVE_FIELDS)],
  [USER_INTERFACE, new Set(USER_NATIVE_FIELDS)],
  [MATRIX_BLOCK_INTERFACE, new Set(MATRIX_BLOCK_NATIVE_FIELDS)],
])

/** The interfaces whose declared fields must already be within the native lists in the contract itself. */
const NATIVE_ONLY_INTERFACES: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ...REDUCED_INTERFACES,
  [GLOBAL_SET_INTERFACE, new Set(GLOBAL_SET_NATIVE_FIELDS)],
  [SUPER_TABLE_BLOCK_INTERFACE, new Set(SUPER_TABLE_BLOCK_NATIVE_FIELDS)],
])

// ---------------------------------------------------------------------------------------
// Craft's naming table (CRAFT.md, "Types")
// ---------------------------------------------------------------------------------------

const HANDLE = "[a-z][A-Za-z0-9]*"
const ENTRY_TYPE_NAME = new RegExp(`^${HANDLE}_${HANDLE}_Entry$`)
const ASSET_TYPE_NAME = new RegExp(`^${HANDLE}_Asset$`)
const CATEGORY_TYPE_NAME = new RegExp(`^${HANDLE}_Category$`)
const GLOBAL_SET_TYPE_NAME = new RegExp(`^${HANDLE}_GlobalSet$`)
/** `{fieldHandle}_MatrixField`; group 1 is the field handle. */
const MATRIX_FIELD_NAME = new RegExp(`^(${HANDLE})_MatrixField$`)
/** `{fieldHandle}_{blockTypeHandle}_BlockType`; group 1 is the field handle. */
const MATRIX_BLOCK_TYPE_NAME = new RegExp(`^(${HANDLE})_(${HANDLE})_BlockType$`)
/** `{fieldHandle}_BlockType`: exactly one underscore. */
const SUPER_TABLE_ROW_NAME = new RegExp(`^${HANDLE}_BlockType$`)
const USER_TYPE = "User"

/** An element kind whose concrete types are named by a suffix and implement one interface besides ElementInterface. */
interface ElementKind {
  interfaceName: string
  suffix: string
  pattern: RegExp
}
const SUFFIXED_ELEMENT_KINDS: readonly ElementKind[] = [
  { interfaceName: ENTRY_INTERFACE, suffix: "_Entry", pattern: ENTRY_TYPE_NAME },
  { interfaceName: ASSET_INTERFACE, suffix: "_Asset", pattern: ASSET_TYPE_NAME },
  { interfaceName: CATEGORY_INTERFACE, suffix: "_Category", pattern: CATEGORY_TYPE_NAME },
  { interfaceName: GLOBAL_SET_INTERFACE, suffix: "_GlobalSet", pattern: GLOBAL_SET_TYPE_NAME },
]

const CRAFT_INTERFACES = [
  ELEMENT_INTERFACE, ENTRY_INTERFACE, ASSET_INTERFACE, CATEGORY_INTERFACE, USER_INTERFACE,
  GLOBAL_SET_INTERFACE, MATRIX_BLOCK_INTERFACE, SUPER_TABLE_BLOCK_INTERFACE,
] as const
const ALLOWED_INTERFACES: ReadonlySet<string> = new Set(CRAFT_INTERFACES)
/** Object types outside the naming table: the root, and types of plugins the production Craft runs. */
const ALLOWED_OTHER_OBJECT_TYPES: ReadonlySet<string> = new Set([
  "Query",
  "linkField_Link", // Typed Link Field plugin
  "SeomaticType", // SEOmatic plugin
])
const BUILT_IN_SCALARS: ReadonlySet<string> = new Set(specifiedScalarTypes.map((scalar) => scalar.name))
const ALLOWED_SCALARS: ReadonlySet<string> = new Set([...BUILT_IN_SCALARS, "DateTime", "QueryArgument", "Number"])
const INPUT_TYPE_SUFFIX = "CriteriaInput"

/** The invented argument of the old contract; category filtering goes through relatedToCategories. */
const INVENTED_CATEGORY_ARGUMENT = "categorySlug"
/** Relation fields returning a list of these accept element arguments. */
const RELATION_TARGET_INTERFACES: ReadonlySet<string> = new Set([ENTRY_INTERFACE, CATEGORY_INTERFACE, ASSET_INTERFACE, USER_INTERFACE])
const RELATION_FIELD_ARGUMENTS = ["id", "limit"] as const
const MATRIX_FIELD_ARGUMENTS = ["type", "limit", "offset"] as const
const ROOT_ENTRY_FIELDS = ["entries", "entry", "entryCount"] as const
/** Custom fields the site filters entries by; each custom field adds a `[QueryArgument]` argument of its name. */
const CUSTOM_FIELD_ARGUMENTS = ["featuredArticle", "embeddedVideo"] as const
const CUSTOM_FIELD_ARGUMENT_TYPE = "[QueryArgument]"

// ---------------------------------------------------------------------------------------
// The contract, its reduction, and the documents the site sends
// ---------------------------------------------------------------------------------------

const CONTRACT_SDL = readFileSync(join(__dirname, "../../cms/schema.graphql"), "utf8")
const contract = buildSchema(CONTRACT_SDL)

/** The contract with the element interfaces stripped down to Craft's native fields; concrete types keep all of theirs. */
function reduceToNativeInterfaces(schema: GraphQLSchema): GraphQLSchema {
  const reduced = visit(parse(printSchema(schema)), {
    InterfaceTypeDefinition(node) {
      const native = REDUCED_INTERFACES.get(node.name.value)
      if (!native) return undefined
      return { ...node, fields: node.fields?.filter((field) => native.has(field.name.value)) }
    },
  })
  return buildASTSchema(reduced)
}

const reducedContract = reduceToNativeInterfaces(contract)

/** graphql-js validation errors of a document, as readable lines (empty when it validates). */
function validationErrors(schema: GraphQLSchema, document: string): string[] {
  return validate(schema, parse(document)).map((error) => {
    const where = (error.locations ?? []).map(({ line, column }) => `${line}:${column}`).join(", ")
    return where ? `${error.message} (at ${where})` : error.message
  })
}

type NamedDocument = [name: string, document: string]

/** The source plugin's sourcing queries, or why they could not be had (the plugin throwing is a failure of its own). */
function loadSourcingQueries(sdl: string): { queries: NamedDocument[]; problem?: string } {
  try {
    const { sourcingQueries } = createContentModel(sdl)
    if (typeof sourcingQueries !== "object" || sourcingQueries === null) {
      return { queries: [], problem: `createContentModel(sdl).sourcingQueries is ${String(sourcingQueries)}, not a record of operation name → document` }
    }
    return { queries: Object.entries(sourcingQueries) }
  } catch (error) {
    return { queries: [], problem: `createContentModel(sdl) threw: ${error instanceof Error ? error.stack ?? error.message : String(error)}` }
  }
}

const NAMED_OPERATIONS: NamedDocument[] = Object.entries(operations)
const SOURCING = loadSourcingQueries(CONTRACT_SDL)
const FUNCTION_QUERIES: NamedDocument[] = [
  ["NETWORK_PAGE_STATUS_QUERY (src/lib/network-page-status/server.ts)", NETWORK_PAGE_STATUS_QUERY],
  ["resourceFormEntryQuery (src/lib/resource-forms/entry-form.ts)", resourceFormEntryQuery],
  ["pageFormEntryQuery (src/lib/landing-forms/page-form.ts)", pageFormEntryQuery],
]

// ---------------------------------------------------------------------------------------
// Type-map helpers
// ---------------------------------------------------------------------------------------

/** The contract's own named types: no introspection types, no built-in scalars. */
function contractTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith("__") && !BUILT_IN_SCALARS.has(type.name))
}

function objectTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return contractTypes(schema).filter(isObjectType)
}

function implementsInterface(type: GraphQLObjectType | GraphQLInterfaceType, interfaceName: string): boolean {
  return type.getInterfaces().some((implemented) => implemented.name === interfaceName)
}

function implementersOf(schema: GraphQLSchema, interfaceName: string): GraphQLObjectType[] {
  return objectTypes(schema).filter((type) => implementsInterface(type, interfaceName))
}

function isListOutput(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type)
}

/** A type the naming rules below speak for (so the allow-list check leaves it to them). */
function isCraftShapedObjectType(type: GraphQLObjectType): boolean {
  return (
    type.name === USER_TYPE ||
    CRAFT_INTERFACES.some((interfaceName) => implementsInterface(type, interfaceName)) ||
    SUFFIXED_ELEMENT_KINDS.some((kind) => type.name.endsWith(kind.suffix)) ||
    MATRIX_BLOCK_TYPE_NAME.test(type.name) ||
    SUPER_TABLE_ROW_NAME.test(type.name)
  )
}

function suffixedElementViolations(schema: GraphQLSchema, kind: ElementKind): string[] {
  const problems: string[] = []
  for (const type of implementersOf(schema, kind.interfaceName)) {
    if (!kind.pattern.test(type.name)) problems.push(`${type.name} implements ${kind.interfaceName} but is not named like ${kind.pattern}`)
    if (!implementsInterface(type, ELEMENT_INTERFACE)) problems.push(`${type.name} implements ${kind.interfaceName} but not ${ELEMENT_INTERFACE}`)
  }
  for (const type of contractTypes(schema)) {
    if (type.name.endsWith(kind.suffix) && !(isObjectType(type) && implementsInterface(type, kind.interfaceName))) {
      problems.push(`${type.name} ends in ${kind.suffix} but is not an object type implementing ${kind.interfaceName}`)
    }
  }
  return problems
}

function userViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  const user = schema.getType(USER_TYPE)
  if (!user || !isObjectType(user)) {
    problems.push(`${USER_TYPE} is not an object type`)
  } else {
    for (const required of [USER_INTERFACE, ELEMENT_INTERFACE]) {
      if (!implementsInterface(user, required)) problems.push(`${USER_TYPE} does not implement ${required}`)
    }
  }
  for (const type of implementersOf(schema, USER_INTERFACE)) {
    if (type.name !== USER_TYPE) problems.push(`${type.name} implements ${USER_INTERFACE}; only ${USER_TYPE} may`)
  }
  return problems
}

function matrixViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  /** block type name → the _MatrixField unions it belongs to */
  const membership = new Map<string, string[]>()
  for (const union of contractTypes(schema).filter(isUnionType)) {
    const fieldHandle = MATRIX_FIELD_NAME.exec(union.name)?.[1]
    if (fieldHandle === undefined) {
      problems.push(`union ${union.name} is not named {fieldHandle}_MatrixField`)
      continue
    }
    for (const member of union.getTypes()) {
      membership.set(member.name, [...(membership.get(member.name) ?? []), union.name])
      if (MATRIX_BLOCK_TYPE_NAME.exec(member.name)?.[1] !== fieldHandle) {
        problems.push(`${union.name} has the member ${member.name}, not named ${fieldHandle}_{blockTypeHandle}_BlockType`)
      }
      if (!implementsInterface(member, MATRIX_BLOCK_INTERFACE)) problems.push(`${union.name}'s member ${member.name} does not implement ${MATRIX_BLOCK_INTERFACE}`)
    }
  }
  for (const block of implementersOf(schema, MATRIX_BLOCK_INTERFACE)) {
    if (!MATRIX_BLOCK_TYPE_NAME.test(block.name)) problems.push(`${block.name} implements ${MATRIX_BLOCK_INTERFACE} but is not named {fieldHandle}_{blockTypeHandle}_BlockType`)
    const unions = membership.get(block.name) ?? []
    if (unions.length !== 1) {
      problems.push(`${block.name} implements ${MATRIX_BLOCK_INTERFACE} but is a member of ${unions.length} _MatrixField unions${unions.length ? ` (${unions.join(", ")})` : ""}, not exactly one`)
    }
  }
  for (const type of objectTypes(schema)) {
    if (MATRIX_BLOCK_TYPE_NAME.test(type.name) && !implementsInterface(type, MATRIX_BLOCK_INTERFACE)) {
      problems.push(`${type.name} is named like a Matrix block type but does not implement ${MATRIX_BLOCK_INTERFACE}`)
    }
  }
  return problems
}

function superTableViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const type of objectTypes(schema)) {
    const namedLikeRow = SUPER_TABLE_ROW_NAME.test(type.name)
    const isRow = implementsInterface(type, SUPER_TABLE_BLOCK_INTERFACE)
    if (namedLikeRow && !isRow) problems.push(`${type.name} is named {fieldHandle}_BlockType but does not implement ${SUPER_TABLE_BLOCK_INTERFACE}`)
    if (isRow && !namedLikeRow) problems.push(`${type.name} implements ${SUPER_TABLE_BLOCK_INTERFACE} but is not named {fieldHandle}_BlockType`)
  }
  return problems
}

/** Types that are neither in Craft's naming table nor in the explicit allow-lists. */
function unexpectedTypes(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const type of contractTypes(schema)) {
    if (isObjectType(type)) {
      if (!ALLOWED_OTHER_OBJECT_TYPES.has(type.name) && !isCraftShapedObjectType(type)) problems.push(`object type ${type.name}`)
    } else if (isInterfaceType(type)) {
      if (!ALLOWED_INTERFACES.has(type.name)) problems.push(`interface ${type.name}`)
    } else if (isUnionType(type)) {
      if (!MATRIX_FIELD_NAME.test(type.name)) problems.push(`union ${type.name}`)
    } else if (isInputObjectType(type)) {
      if (!type.name.endsWith(INPUT_TYPE_SUFFIX)) problems.push(`input ${type.name} (input types end in ${INPUT_TYPE_SUFFIX})`)
    } else if (isScalarType(type)) {
      if (!ALLOWED_SCALARS.has(type.name)) problems.push(`scalar ${type.name}`)
    }
  }
  return problems
}

function inventedCategoryArguments(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const type of contractTypes(schema)) {
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === INVENTED_CATEGORY_ARGUMENT) problems.push(`field ${type.name}.${field.name}`)
        for (const arg of field.args) {
          if (arg.name === INVENTED_CATEGORY_ARGUMENT) problems.push(`argument ${type.name}.${field.name}(${arg.name})`)
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === INVENTED_CATEGORY_ARGUMENT) problems.push(`input field ${type.name}.${field.name}`)
      }
    }
  }
  return problems
}

/** Relation fields without element arguments and Matrix fields without block-query arguments (root Query fields excluded). */
function missingRelationArguments(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  const queryType = schema.getQueryType()
  for (const type of objectTypes(schema)) {
    if (type === queryType) continue
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type)
      const argNames = new Set(field.args.map((arg) => arg.name))
      let required: readonly string[] = []
      if (RELATION_TARGET_INTERFACES.has(target.name) && isListOutput(field.type)) required = RELATION_FIELD_ARGUMENTS
      else if (isUnionType(target) && MATRIX_FIELD_NAME.test(target.name)) required = MATRIX_FIELD_ARGUMENTS
      const missing = required.filter((name) => !argNames.has(name))
      if (missing.length) problems.push(`${type.name}.${field.name}: ${String(field.type)} lacks ${missing.join(", ")}`)
    }
  }
  return problems
}

function rootEntryArgumentViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  const rootFields = schema.getQueryType()?.getFields() ?? {}
  for (const rootName of ROOT_ENTRY_FIELDS) {
    const field = rootFields[rootName]
    if (!field) {
      problems.push(`Query.${rootName} is missing`)
      continue
    }
    for (const argName of CUSTOM_FIELD_ARGUMENTS) {
      const arg = field.args.find((candidate) => candidate.name === argName)
      if (!arg) problems.push(`Query.${rootName} lacks ${argName}: ${CUSTOM_FIELD_ARGUMENT_TYPE}`)
      else if (String(arg.type) !== CUSTOM_FIELD_ARGUMENT_TYPE) problems.push(`Query.${rootName}(${argName}) is ${String(arg.type)}, not ${CUSTOM_FIELD_ARGUMENT_TYPE}`)
    }
    if (!field.args.some((arg) => arg.name === "relatedToCategories")) problems.push(`Query.${rootName} lacks relatedToCategories`)
  }
  return problems
}

/** Fields an interface declares beyond its native list; a description of the problem when it is not an interface at all. */
function nonNativeFields(schema: GraphQLSchema, interfaceName: string, native: ReadonlySet<string>): string[] {
  const type = schema.getType(interfaceName)
  if (!type || !isInterfaceType(type)) return [`${interfaceName} is ${type ? "not an interface" : "missing"}`]
  return Object.keys(type.getFields()).filter((field) => !native.has(field))
}

function firstImplementerWithField(schema: GraphQLSchema, interfaceName: string, fieldName: string): string | undefined {
  return implementersOf(schema, interfaceName).find((type) => fieldName in type.getFields())?.name
}

// ---------------------------------------------------------------------------------------
// 1. Documents validate against the interfaces reduced to Craft's native fields
// ---------------------------------------------------------------------------------------

describe("documents the site sends validate against the contract with interfaces reduced to Craft's native fields", () => {
  describe("named operations (cms/operations.ts)", () => {
    test.each(NAMED_OPERATIONS)("%s", (_name, document) => {
      expect(validationErrors(reducedContract, document)).toEqual([])
    })
  })

  describe("the source plugin's sourcing queries (createContentModel(sdl).sourcingQueries)", () => {
    test("the source plugin generates sourcing queries", () => {
      expect(SOURCING.problem).toBeUndefined()
      expect(SOURCING.queries.map(([name]) => name)).not.toEqual([])
    })
    if (SOURCING.queries.length > 0) {
      test.each(SOURCING.queries)("%s", (_name, document) => {
        expect(validationErrors(reducedContract, document)).toEqual([])
      })
    }
  })

  describe("the Functions' queries", () => {
    test.each(FUNCTION_QUERIES)("%s", (_name, document) => {
      expect(validationErrors(reducedContract, document)).toEqual([])
    })
  })

  describe("the reduction bites", () => {
    test("a custom entry field selected on EntryInterface is an error", () => {
      expect(validationErrors(reducedContract, `query Bad { entries { id seoTitle } }`)).toContainEqual(
        expect.stringContaining(`Cannot query field "seoTitle" on type "${ENTRY_INTERFACE}"`),
      )
    })

    test("a custom asset field selected on AssetInterface is an error", () => {
      expect(validationErrors(reducedContract, `query Bad2 { assets { id altText } }`)).toContainEqual(
        expect.stringContaining(`Cannot query field "altText" on type "${ASSET_INTERFACE}"`),
      )
    })

    test("the same entry field selected on its concrete type validates", () => {
      expect(validationErrors(reducedContract, `query Good { entries { id ... on blog_blog_Entry { seoTitle } } }`)).toEqual([])
    })

    test("the same asset field selected on a volume's type validates", () => {
      const volumeType = firstImplementerWithField(reducedContract, ASSET_INTERFACE, "altText")
      expect(volumeType).toBeDefined() // some {volumeHandle}_Asset type carries altText
      if (volumeType === undefined) return
      expect(validationErrors(reducedContract, `query Good2 { assets { id ... on ${volumeType} { altText } } }`)).toEqual([])
    })
  })

  describe("the contract's interfaces carry nothing beyond Craft's native fields", () => {
    test.each([...NATIVE_ONLY_INTERFACES])("%s", (interfaceName, native) => {
      expect(nonNativeFields(contract, interfaceName, native)).toEqual([])
    })
  })
})

// ---------------------------------------------------------------------------------------
// 2. The naming table
// ---------------------------------------------------------------------------------------

describe("the contract's types follow Craft's naming table", () => {
  test.each(SUFFIXED_ELEMENT_KINDS)("*$suffix types ↔ $interfaceName & ElementInterface", (kind) => {
    expect(suffixedElementViolations(contract, kind)).toEqual([])
  })

  test("User implements UserInterface & ElementInterface, and nothing else implements UserInterface", () => {
    expect(userViolations(contract)).toEqual([])
  })

  test("Matrix fields are {field}_MatrixField unions of {field}_{block}_BlockType types implementing MatrixBlockInterface, each in exactly one union", () => {
    expect(matrixViolations(contract)).toEqual([])
  })

  test("Super Table rows are {field}_BlockType types implementing SuperTableBlockInterface, and vice versa", () => {
    expect(superTableViolations(contract)).toEqual([])
  })

  test("every other type is allowed explicitly (Query, Craft's interfaces, plugin types, *CriteriaInput inputs, Craft's scalars)", () => {
    expect(unexpectedTypes(contract)).toEqual([])
  })

  test(`no field or argument is named ${INVENTED_CATEGORY_ARGUMENT} (category filtering goes through relatedToCategories)`, () => {
    expect(inventedCategoryArguments(contract)).toEqual([])
  })

  test("relation fields take element arguments (id, limit) and Matrix fields block-query arguments (type, limit, offset)", () => {
    expect(missingRelationArguments(contract)).toEqual([])
  })

  test("entries, entry and entryCount take featuredArticle and embeddedVideo as [QueryArgument], and relatedToCategories", () => {
    expect(rootEntryArgumentViolations(contract)).toEqual([])
  })
})
