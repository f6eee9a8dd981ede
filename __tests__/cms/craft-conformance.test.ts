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
 *    `{field}_{block}_BlockType`, Super Table fields `[{field}_SuperTableField]!` unions of
 *    their one row type `{field}_BlockType`; no invented types or arguments; relation, Matrix
 *    and Super Table fields take element and block-query arguments.
 * 3. The rules CRAFT.md corrected or added (2026-11-27): the link type's exact fields, the block
 *    interfaces' fields and arguments (primaryOwnerId, no ownerId), each custom field's argument
 *    typed by its kind, Craft's directives, reserved handles, SEOmatic on EntryInterface.
 *
 * Every rule is a function from a schema to its violations, and every rule has a negative test:
 * the rule broken in a copy of the contract, and the check seeing it (`broken` below).
 */
import {
  DirectiveLocation,
  buildASTSchema,
  buildSchema,
  getNamedType,
  isEnumType,
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
import { CONTRACT_SDL, FUNCTION_QUERIES, NAMED_OPERATIONS, sourcingQueries, type NamedDocument } from "../support/site-documents"

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
  "id",
  "uid",
  "title",
  "slug",
  "uri",
  "url",
  "sectionHandle",
  "sectionId",
  "typeHandle",
  "typeId",
  "postDate",
  "dateCreated",
  "dateUpdated",
  "expiryDate",
  "enabled",
  "status",
  "author",
  "level",
  "parent",
  "children",
  "ancestors",
  "descendants",
  "prev",
  "next",
  "siteId",
  "siteHandle",
] as const
const ENTRY_DRAFT_REVISION_FIELDS = [
  "isDraft",
  "isRevision",
  "draftId",
  "draftName",
  "revisionId",
  "canonicalId",
  "canonicalUid",
  "isUnpublishedDraft",
  "sourceId",
  "sourceUid",
] as const
/** `srcset(sizes: [String!]!)`, and the transform arguments of url/width/height: craftcms/cms 4.x src/gql/interfaces/elements/Asset.php. */
const ASSET_NATIVE_FIELDS = [
  "id",
  "uid",
  "title",
  "url",
  "width",
  "height",
  "srcset",
  "filename",
  "extension",
  "kind",
  "mimeType",
  "size",
  "volumeId",
  "folderId",
  "focalPoint",
  "hasFocalPoint",
  "alt",
  "path",
  "dateCreated",
  "dateUpdated",
] as const
const CATEGORY_NATIVE_FIELDS = ["id", "uid", "title", "slug", "uri", "url", "level", "groupId", "groupHandle", "parent", "children"] as const
const USER_NATIVE_FIELDS = ["id", "uid", "username", "firstName", "lastName", "fullName", "name", "friendlyName", "photo"] as const
/** SEOmatic adds its field to the entry interface itself (CRAFT.md: the one exception). */
const SEOMATIC_FIELD = "seomatic"
const MATRIX_BLOCK_NATIVE_FIELDS = ["id", "uid", "typeHandle", "typeId", "fieldId", "primaryOwnerId", "sortOrder", "enabled"] as const
const GLOBAL_SET_NATIVE_FIELDS = ["id", "uid", "name", "handle"] as const
const SUPER_TABLE_BLOCK_NATIVE_FIELDS = ["id", "uid", "fieldId", "primaryOwnerId", "typeId", "sortOrder"] as const

/** The interfaces reduced to their native fields before the site's documents are validated. */
const REDUCED_INTERFACES: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  [ENTRY_INTERFACE, new Set([...ENTRY_NATIVE_FIELDS, ...ENTRY_DRAFT_REVISION_FIELDS, SEOMATIC_FIELD])],
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
/** `{fieldHandle}_SuperTableField`; group 1 is the field handle. */
const SUPER_TABLE_FIELD_NAME = new RegExp(`^(${HANDLE})_SuperTableField$`)
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
  ELEMENT_INTERFACE,
  ENTRY_INTERFACE,
  ASSET_INTERFACE,
  CATEGORY_INTERFACE,
  USER_INTERFACE,
  GLOBAL_SET_INTERFACE,
  MATRIX_BLOCK_INTERFACE,
  SUPER_TABLE_BLOCK_INTERFACE,
] as const
const ALLOWED_INTERFACES: ReadonlySet<string> = new Set(CRAFT_INTERFACES)
const LINK_TYPE = "linkField_Link"
const SEOMATIC_INTERFACE = "SeomaticInterface"
const SEOMATIC_TYPE = "SeomaticType"
/** Object types outside the naming table: the root, and types of plugins the production Craft runs. */
const ALLOWED_OTHER_OBJECT_TYPES: ReadonlySet<string> = new Set([
  "Query",
  LINK_TYPE, // Typed Link Field plugin
  SEOMATIC_TYPE, // SEOmatic plugin
  "FileContents", // SEOmatic plugin
])
/** Interfaces and enums of the plugins the production Craft runs. */
const ALLOWED_PLUGIN_INTERFACES: ReadonlySet<string> = new Set([SEOMATIC_INTERFACE])
const ALLOWED_ENUMS: ReadonlySet<string> = new Set(["SeomaticEnvironment", "SeomaticFrontendTemplate"])
const BUILT_IN_SCALARS: ReadonlySet<string> = new Set(specifiedScalarTypes.map((scalar) => scalar.name))
const ALLOWED_SCALARS: ReadonlySet<string> = new Set([...BUILT_IN_SCALARS, "DateTime", "QueryArgument", "Number"])
const INPUT_TYPE_SUFFIX = "CriteriaInput"

/** The invented argument of the old contract; category filtering goes through relatedToCategories. */
const INVENTED_CATEGORY_ARGUMENT = "categorySlug"
/** Relation fields returning a list of these accept element arguments. */
const RELATION_TARGET_INTERFACES: ReadonlySet<string> = new Set([ENTRY_INTERFACE, CATEGORY_INTERFACE, ASSET_INTERFACE, USER_INTERFACE])
const RELATION_FIELD_ARGUMENTS = ["id", "limit"] as const
/** Matrix and Super Table fields' block-query arguments (CRAFT.md: the element arguments plus fieldId primaryOwnerId typeId type). */
const BLOCK_FIELD_ARGUMENTS = ["type", "limit", "offset", "fieldId", "primaryOwnerId", "typeId"] as const
/** Craft 4 has no ownerId: on blocks, as a field or an argument, it is an error in Craft. */
const REMOVED_BLOCK_MEMBER = "ownerId"
const ROOT_ENTRY_FIELDS = ["entries", "entry", "entryCount"] as const
/** Custom fields the site filters entries by, with the type Craft gives their argument (a lightswitch's is Boolean). */
const FILTERED_BY: ReadonlyArray<[field: string, argumentType: string]> = [
  ["featuredArticle", "Boolean"],
  ["embeddedVideo", "[QueryArgument]"],
]

/** Typed Link Field 2.x (sebastian-lenz/craft-linkfield src/models/LinkGqlType.php): exactly these, element an ElementInterface. */
const LINK_FIELDS: ReadonlyMap<string, string> = new Map([
  ["ariaLabel", "String"],
  ["customText", "String"],
  ["element", ELEMENT_INTERFACE],
  ["target", "String"],
  ["text", "String"],
  ["title", "String"],
  ["type", "String"],
  ["url", "String"],
])

/**
 * Craft 4's directives (craftcms/cms src/gql/directives/), with their arguments. @transform takes
 * craftcms/cms 4.x src/gql/arguments/Transform.php's arguments, `transform` (an alias of `handle`) included.
 */
const CRAFT_DIRECTIVES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  [
    "formatDateTime",
    new Map([
      ["format", "String"],
      ["timezone", "String"],
      ["locale", "String"],
    ]),
  ],
  [
    "transform",
    new Map([
      ["handle", "String"],
      ["transform", "String"],
      ["width", "Int"],
      ["height", "Int"],
      ["mode", "String"],
      ["position", "String"],
      ["interlace", "String"],
      ["quality", "Int"],
      ["format", "String"],
      ["immediately", "Boolean"],
    ]),
  ],
  [
    "markdown",
    new Map([
      ["flavor", "String"],
      ["inlineOnly", "Boolean"],
    ]),
  ],
  ["parseRefs", new Map()],
])

/** Handles Craft refuses for a custom field, Matrix block field or Super Table column (craftcms/cms src/base/Field.php). */
const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "title",
  "url",
  "uri",
  "slug",
  "id",
  "uid",
  "status",
  "link",
  "owner",
  "ref",
  "level",
  "parent",
  "site",
  "sortOrder",
  "enabled",
  "dateCreated",
  "dateUpdated",
  "postDate",
  "children",
  "next",
  "prev",
  "username",
])

/** SEOmatic 4.x (src/gql/arguments/SeomaticArguments.php, interfaces/SeomaticInterface.php). */
const SEOMATIC_ARGUMENTS: ReadonlyMap<string, string> = new Map([
  ["uri", "String"],
  ["siteId", "Int"],
  ["site", "String"],
  ["asArray", "Boolean"],
  ["environment", "SeomaticEnvironment"],
])
const SEOMATIC_FIELDS = [
  "metaTitleContainer",
  "metaTagContainer",
  "metaLinkContainer",
  "metaScriptContainer",
  "metaJsonLdContainer",
  "metaSiteVarsContainer",
  "frontendTemplateContainer",
  "sitemaps",
  "sitemapIndexes",
  "sitemapStyles",
  "frontendTemplates",
] as const

// ---------------------------------------------------------------------------------------
// The contract, its reduction, and the documents the site sends
// ---------------------------------------------------------------------------------------

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

/** The source plugin's sourcing queries, or why they could not be had (the plugin throwing is a failure of its own). */
function loadSourcingQueries(sdl: string): { queries: NamedDocument[]; problem?: string } {
  try {
    return { queries: sourcingQueries(sdl) }
  } catch (error) {
    return { queries: [], problem: `createContentModel(sdl) threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` }
  }
}

const SOURCING = loadSourcingQueries(CONTRACT_SDL)

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
    if (SUPER_TABLE_FIELD_NAME.test(union.name)) continue // superTableViolations
    const fieldHandle = MATRIX_FIELD_NAME.exec(union.name)?.[1]
    if (fieldHandle === undefined) {
      problems.push(`union ${union.name} is named neither {fieldHandle}_MatrixField nor {fieldHandle}_SuperTableField`)
      continue
    }
    for (const member of union.getTypes()) {
      membership.set(member.name, [...(membership.get(member.name) ?? []), union.name])
      if (MATRIX_BLOCK_TYPE_NAME.exec(member.name)?.[1] !== fieldHandle) {
        problems.push(`${union.name} has the member ${member.name}, not named ${fieldHandle}_{blockTypeHandle}_BlockType`)
      }
      if (!implementsInterface(member, MATRIX_BLOCK_INTERFACE))
        problems.push(`${union.name}'s member ${member.name} does not implement ${MATRIX_BLOCK_INTERFACE}`)
    }
  }
  for (const block of implementersOf(schema, MATRIX_BLOCK_INTERFACE)) {
    if (!MATRIX_BLOCK_TYPE_NAME.test(block.name))
      problems.push(`${block.name} implements ${MATRIX_BLOCK_INTERFACE} but is not named {fieldHandle}_{blockTypeHandle}_BlockType`)
    const unions = membership.get(block.name) ?? []
    if (unions.length !== 1) {
      problems.push(
        `${block.name} implements ${MATRIX_BLOCK_INTERFACE} but is a member of ${unions.length} _MatrixField unions${unions.length ? ` (${unions.join(", ")})` : ""}, not exactly one`,
      )
    }
  }
  for (const type of objectTypes(schema)) {
    if (MATRIX_BLOCK_TYPE_NAME.test(type.name) && !implementsInterface(type, MATRIX_BLOCK_INTERFACE)) {
      problems.push(`${type.name} is named like a Matrix block type but does not implement ${MATRIX_BLOCK_INTERFACE}`)
    }
  }
  return problems
}

/**
 * Super Table (verbb/super-table 3.x `SuperTableField::getContentGqlType`): a field is
 * `[{field}_SuperTableField]!`, a union whose one member is the row type `{field}_BlockType`
 * (implementing SuperTableBlockInterface); no field returns rows directly, so a client must
 * select columns through `... on {field}_BlockType`.
 */
function superTableViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const type of objectTypes(schema)) {
    const namedLikeRow = SUPER_TABLE_ROW_NAME.test(type.name)
    const isRow = implementsInterface(type, SUPER_TABLE_BLOCK_INTERFACE)
    if (namedLikeRow && !isRow) problems.push(`${type.name} is named {fieldHandle}_BlockType but does not implement ${SUPER_TABLE_BLOCK_INTERFACE}`)
    if (isRow && !namedLikeRow) problems.push(`${type.name} implements ${SUPER_TABLE_BLOCK_INTERFACE} but is not named {fieldHandle}_BlockType`)
  }
  for (const union of contractTypes(schema).filter(isUnionType)) {
    const fieldHandle = SUPER_TABLE_FIELD_NAME.exec(union.name)?.[1]
    if (fieldHandle === undefined) continue
    const members = union.getTypes().map((member) => member.name)
    if (members.length !== 1 || members[0] !== `${fieldHandle}_BlockType`)
      problems.push(`${union.name} has the members [${members.join(", ")}], not exactly ${fieldHandle}_BlockType`)
  }
  for (const type of [...objectTypes(schema), ...contractTypes(schema).filter(isInterfaceType)]) {
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type)
      if (isObjectType(target) && implementsInterface(target, SUPER_TABLE_BLOCK_INTERFACE))
        problems.push(`${type.name}.${field.name} returns the row type ${target.name} directly, not its _SuperTableField union`)
      if (isUnionType(target) && SUPER_TABLE_FIELD_NAME.test(target.name) && String(field.type) !== `[${target.name}]!`)
        problems.push(`${type.name}.${field.name} is ${String(field.type)}, not [${target.name}]!`)
    }
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
      if (!ALLOWED_INTERFACES.has(type.name) && !ALLOWED_PLUGIN_INTERFACES.has(type.name)) problems.push(`interface ${type.name}`)
    } else if (isUnionType(type)) {
      if (!MATRIX_FIELD_NAME.test(type.name) && !SUPER_TABLE_FIELD_NAME.test(type.name)) problems.push(`union ${type.name}`)
    } else if (isEnumType(type)) {
      if (!ALLOWED_ENUMS.has(type.name)) problems.push(`enum ${type.name}`)
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

/** Relation fields without element arguments, Matrix and Super Table fields without block-query arguments or with ownerId (root Query fields excluded). */
function missingRelationArguments(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  const queryType = schema.getQueryType()
  for (const type of objectTypes(schema)) {
    if (type === queryType) continue
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type)
      const argNames = new Set(field.args.map((arg) => arg.name))
      let required: readonly string[] = []
      const isBlockField = isUnionType(target) && (MATRIX_FIELD_NAME.test(target.name) || SUPER_TABLE_FIELD_NAME.test(target.name))
      if (RELATION_TARGET_INTERFACES.has(target.name) && isListOutput(field.type)) required = RELATION_FIELD_ARGUMENTS
      else if (isBlockField) required = BLOCK_FIELD_ARGUMENTS
      const missing = required.filter((name) => !argNames.has(name))
      if (missing.length) problems.push(`${type.name}.${field.name}: ${String(field.type)} lacks ${missing.join(", ")}`)
      if (isBlockField && argNames.has(REMOVED_BLOCK_MEMBER))
        problems.push(`${type.name}.${field.name} takes ${REMOVED_BLOCK_MEMBER}, which Craft 4 does not have (primaryOwnerId)`)
    }
  }
  return problems
}

/**
 * The argument type Craft gives a custom field of this output type on the entry queries
 * (craftcms/cms 4.x `Gql::getContentArguments`): `Boolean` for a lightswitch, none for a Matrix or
 * Super Table field (a union), `[QueryArgument]` for every other field.
 */
function expectedArgumentType(fieldType: GraphQLOutputType): string | null {
  const named = getNamedType(fieldType)
  if (isUnionType(named)) return null
  if (named.name === "Boolean" && !isListOutput(fieldType)) return "Boolean"
  return "[QueryArgument]"
}

/** Every custom field of every entry type, by handle, with its output type (one handle is one field in Craft). */
function entryCustomFields(schema: GraphQLSchema): Map<string, GraphQLOutputType> {
  const entryInterface = schema.getType(ENTRY_INTERFACE)
  const native = new Set(entryInterface && isInterfaceType(entryInterface) ? Object.keys(entryInterface.getFields()) : [])
  const found = new Map<string, GraphQLOutputType>()
  for (const type of implementersOf(schema, ENTRY_INTERFACE)) {
    for (const field of Object.values(type.getFields())) if (!native.has(field.name)) found.set(field.name, field.type)
  }
  return found
}

/** entries/entry/entryCount: one argument per custom field, of the type Craft gives it; none for Matrix and Super Table fields. */
function rootEntryArgumentViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  const rootFields = schema.getQueryType()?.getFields() ?? {}
  const customFields = entryCustomFields(schema)
  for (const rootName of ROOT_ENTRY_FIELDS) {
    const field = rootFields[rootName]
    if (!field) {
      problems.push(`Query.${rootName} is missing`)
      continue
    }
    for (const [handle, fieldType] of customFields) {
      const expected = expectedArgumentType(fieldType)
      const arg = field.args.find((candidate) => candidate.name === handle)
      if (expected === null && arg) problems.push(`Query.${rootName}(${handle}) exists, but Craft makes no argument for a Matrix or Super Table field`)
      else if (expected !== null && !arg) problems.push(`Query.${rootName} lacks ${handle}: ${expected}`)
      else if (expected !== null && arg && String(arg.type) !== expected) problems.push(`Query.${rootName}(${handle}) is ${String(arg.type)}, not ${expected}`)
    }
    for (const [handle, type] of FILTERED_BY) {
      const arg = field.args.find((candidate) => candidate.name === handle)
      if (String(arg?.type) !== type) problems.push(`Query.${rootName}(${handle}) is ${String(arg?.type)}, not ${type} (the site filters by it)`)
    }
    if (!field.args.some((arg) => arg.name === "relatedToCategories")) problems.push(`Query.${rootName} lacks relatedToCategories`)
  }
  return problems
}

/** linkField_Link has exactly the plugin's fields, with their types. */
function linkTypeViolations(schema: GraphQLSchema): string[] {
  const link = schema.getType(LINK_TYPE)
  if (!link || !isObjectType(link)) return [`${LINK_TYPE} is not an object type`]
  const problems: string[] = []
  const fields = link.getFields()
  for (const [name, type] of LINK_FIELDS) {
    if (!fields[name]) problems.push(`${LINK_TYPE} lacks ${name}`)
    else if (String(fields[name].type) !== type) problems.push(`${LINK_TYPE}.${name} is ${String(fields[name].type)}, not ${type}`)
  }
  for (const name of Object.keys(fields)) if (!LINK_FIELDS.has(name)) problems.push(`${LINK_TYPE}.${name} is not a field of the plugin's link type`)
  return problems
}

/** The block interfaces carry exactly their native fields (primaryOwnerId, no ownerId). */
function blockInterfaceViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const [name, native] of [
    [MATRIX_BLOCK_INTERFACE, MATRIX_BLOCK_NATIVE_FIELDS],
    [SUPER_TABLE_BLOCK_INTERFACE, SUPER_TABLE_BLOCK_NATIVE_FIELDS],
  ] as const) {
    const type = schema.getType(name)
    if (!type || !isInterfaceType(type)) {
      problems.push(`${name} is missing`)
      continue
    }
    const fields = Object.keys(type.getFields())
    for (const field of native) if (!fields.includes(field)) problems.push(`${name} lacks ${field}`)
    for (const field of fields)
      if (!(native as readonly string[]).includes(field))
        problems.push(`${name}.${field} is not a native field${field === REMOVED_BLOCK_MEMBER ? " (Craft 4 has primaryOwnerId)" : ""}`)
  }
  return problems
}

/** Craft's directives are declared, with exactly their arguments, on fields. */
function directiveViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const [name, args] of CRAFT_DIRECTIVES) {
    const directive = schema.getDirective(name)
    if (!directive) {
      problems.push(`@${name} is not declared`)
      continue
    }
    if (!directive.locations.includes(DirectiveLocation.FIELD)) problems.push(`@${name} cannot be used on a field`)
    const declared = new Map(directive.args.map((arg) => [arg.name, String(arg.type)]))
    for (const [arg, type] of args) if (declared.get(arg) !== type) problems.push(`@${name}(${arg}) is ${declared.get(arg) ?? "missing"}, not ${type}`)
    for (const arg of declared.keys()) if (!args.has(arg)) problems.push(`@${name}(${arg}) is not an argument of Craft's directive`)
  }
  return problems
}

/** Custom fields (of entries, assets, users, global sets), Matrix block fields and Super Table columns never use a reserved handle. */
function reservedHandleViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const type of objectTypes(schema)) {
    const native = new Set(type.getInterfaces().flatMap((iface) => Object.keys(iface.getFields())))
    if (type.getInterfaces().length === 0) continue // Query and the plugins' own types: not custom fields
    for (const field of Object.keys(type.getFields()))
      if (!native.has(field) && RESERVED_HANDLES.has(field)) problems.push(`${type.name}.${field}: "${field}" is a reserved handle in Craft`)
  }
  return problems
}

/** SEOmatic's field is on EntryInterface, with the plugin's arguments, returning SeomaticInterface, which SeomaticType implements with the plugin's fields. */
function seomaticViolations(schema: GraphQLSchema): string[] {
  const problems: string[] = []
  const entry = schema.getType(ENTRY_INTERFACE)
  const field = entry && isInterfaceType(entry) ? entry.getFields()[SEOMATIC_FIELD] : undefined
  if (!field) problems.push(`${ENTRY_INTERFACE} lacks ${SEOMATIC_FIELD}`)
  else {
    if (String(field.type) !== SEOMATIC_INTERFACE) problems.push(`${ENTRY_INTERFACE}.${SEOMATIC_FIELD} is ${String(field.type)}, not ${SEOMATIC_INTERFACE}`)
    const declared = new Map(field.args.map((arg) => [arg.name, String(arg.type)]))
    for (const [arg, type] of SEOMATIC_ARGUMENTS)
      if (declared.get(arg) !== type) problems.push(`${SEOMATIC_FIELD}(${arg}) is ${declared.get(arg) ?? "missing"}, not ${type}`)
    for (const arg of declared.keys()) if (!SEOMATIC_ARGUMENTS.has(arg)) problems.push(`${SEOMATIC_FIELD}(${arg}) is not an argument of SEOmatic's field`)
  }
  const iface = schema.getType(SEOMATIC_INTERFACE)
  if (!iface || !isInterfaceType(iface)) problems.push(`${SEOMATIC_INTERFACE} is not an interface`)
  else if (Object.keys(iface.getFields()).sort().join(" ") !== [...SEOMATIC_FIELDS].sort().join(" "))
    problems.push(`${SEOMATIC_INTERFACE} has [${Object.keys(iface.getFields()).join(", ")}], not SEOmatic's fields`)
  const type = schema.getType(SEOMATIC_TYPE)
  if (!type || !isObjectType(type) || !implementsInterface(type, SEOMATIC_INTERFACE)) problems.push(`${SEOMATIC_TYPE} does not implement ${SEOMATIC_INTERFACE}`)
  for (const implementer of implementersOf(schema, ENTRY_INTERFACE)) {
    if (!implementer.getFields()[SEOMATIC_FIELD]) problems.push(`${implementer.name} lacks ${SEOMATIC_FIELD}`)
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

  test("Super Table fields are [{field}_SuperTableField]! unions of their one row type {field}_BlockType, implementing SuperTableBlockInterface", () => {
    expect(superTableViolations(contract)).toEqual([])
  })

  test("every other type is allowed explicitly (Query, Craft's interfaces, plugin types, *CriteriaInput inputs, Craft's scalars)", () => {
    expect(unexpectedTypes(contract)).toEqual([])
  })

  test(`no field or argument is named ${INVENTED_CATEGORY_ARGUMENT} (category filtering goes through relatedToCategories)`, () => {
    expect(inventedCategoryArguments(contract)).toEqual([])
  })

  test("relation fields take element arguments (id, limit); Matrix and Super Table fields block-query arguments (type, limit, offset, fieldId, primaryOwnerId, typeId), no ownerId", () => {
    expect(missingRelationArguments(contract)).toEqual([])
  })

  test("entries, entry and entryCount take one argument per custom field, typed as Craft types it (Boolean for a lightswitch, none for Matrix and Super Table), and relatedToCategories", () => {
    expect(rootEntryArgumentViolations(contract)).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------
// 3. The corrected and added rules, each with the rule broken in a copy of the contract
// ---------------------------------------------------------------------------------------

/** The contract's SDL with one change; the change must apply, so a negative test cannot pass by changing nothing. */
function broken(change: (sdl: string) => string): GraphQLSchema {
  const changed = change(CONTRACT_SDL)
  expect(changed).not.toBe(CONTRACT_SDL)
  return buildSchema(changed)
}
/** `sdl` with the body of `type|interface name { … }` given to `edit`. */
const editType = (sdl: string, keyword: string, name: string, edit: (body: string) => string): string =>
  sdl.replace(new RegExp(`(${keyword} ${name}\\b[^{]*\\{)([^}]*)(\\})`), (_all, head: string, body: string, tail: string) => `${head}${edit(body)}${tail}`)

describe("the rules CRAFT.md corrected or added, each held by a check that fails when the rule breaks", () => {
  const rules: ReadonlyArray<[rule: string, check: (schema: GraphQLSchema) => string[], breakIt: (sdl: string) => string, expected: string]> = [
    [
      "Super Table fields are unions: a field returning rows directly",
      superTableViolations,
      (sdl) => sdl.replace(/\[heroPersonalisation_SuperTableField\]!/g, "[heroPersonalisation_BlockType]"),
      "returns the row type heroPersonalisation_BlockType directly",
    ],
    [
      "Super Table fields are non-null lists",
      superTableViolations,
      (sdl) => sdl.replace(/\[heroPersonalisation_SuperTableField\]!/g, "[heroPersonalisation_SuperTableField]"),
      "not [heroPersonalisation_SuperTableField]!",
    ],
    [
      "a Super Table union has exactly its one row type",
      superTableViolations,
      (sdl) => sdl.replace("union cards_SuperTableField = cards_BlockType", "union cards_SuperTableField = cards_BlockType | faqs_BlockType"),
      "cards_SuperTableField has the members",
    ],
    [
      "Matrix fields are unions of their block types",
      matrixViolations,
      (sdl) => sdl.replace(/eBookbuilder_MatrixField/g, "eBookbuilder_Blocks"),
      "union eBookbuilder_Blocks is named neither",
    ],
    [
      "the link type has the plugin's fields: no href",
      linkTypeViolations,
      (sdl) => editType(sdl, "type", LINK_TYPE, (body) => `${body}  href: String\n`),
      `${LINK_TYPE}.href is not a field`,
    ],
    [
      "the link type has the plugin's fields: ariaLabel",
      linkTypeViolations,
      (sdl) => editType(sdl, "type", LINK_TYPE, (body) => body.replace(/\n\s*ariaLabel: String/, "")),
      `${LINK_TYPE} lacks ariaLabel`,
    ],
    [
      "the link's element is an element",
      linkTypeViolations,
      (sdl) => editType(sdl, "type", LINK_TYPE, (body) => body.replace("element: ElementInterface", "element: String")),
      `${LINK_TYPE}.element is String`,
    ],
    [
      "Matrix blocks carry primaryOwnerId, not ownerId",
      blockInterfaceViolations,
      (sdl) => editType(sdl, "interface", MATRIX_BLOCK_INTERFACE, (body) => body.replace("primaryOwnerId: Int", "ownerId: Int")),
      `${MATRIX_BLOCK_INTERFACE}.ownerId is not a native field`,
    ],
    [
      "Super Table rows carry primaryOwnerId",
      blockInterfaceViolations,
      (sdl) => editType(sdl, "interface", SUPER_TABLE_BLOCK_INTERFACE, (body) => body.replace(/\n\s*primaryOwnerId: Int/, "")),
      `${SUPER_TABLE_BLOCK_INTERFACE} lacks primaryOwnerId`,
    ],
    [
      "block-query arguments have primaryOwnerId, not ownerId",
      missingRelationArguments,
      (sdl) => sdl.replace(/primaryOwnerId: \[QueryArgument\]/g, "ownerId: [QueryArgument]"),
      "lacks primaryOwnerId",
    ],
    [
      "a lightswitch's argument is Boolean",
      rootEntryArgumentViolations,
      (sdl) => sdl.replace(/\n(\s*)featuredArticle: Boolean\n(\s*)([a-zA-Z]+: )/, "\n$1featuredArticle: [QueryArgument]\n$2$3"),
      "Query.entries(featuredArticle) is [QueryArgument], not Boolean",
    ],
    [
      "another field's argument is [QueryArgument]",
      rootEntryArgumentViolations,
      (sdl) => sdl.replace(/\n(\s*)embeddedVideo: \[QueryArgument\]\n/, "\n$1embeddedVideo: String\n"),
      "Query.entries(embeddedVideo) is String, not [QueryArgument]",
    ],
    [
      "a Matrix field makes no argument",
      rootEntryArgumentViolations,
      (sdl) => sdl.replace(/\n(\s*)entries\(\n/, "\n$1entries(\n    pageBuilder: [QueryArgument]\n"),
      "Query.entries(pageBuilder) exists",
    ],
    [
      "Craft's directives are declared",
      directiveViolations,
      (sdl) => sdl.replace(/\n"[^"\n]*"\ndirective @transform\([^)]*\) on FIELD/, ""),
      "@transform is not declared",
    ],
    [
      "a directive has exactly Craft's arguments",
      directiveViolations,
      (sdl) => sdl.replace("directive @formatDateTime(format: String, timezone: String, locale: String)", "directive @formatDateTime(format: String)"),
      "@formatDateTime(timezone) is missing",
    ],
    [
      "no column uses a reserved handle",
      reservedHandleViolations,
      (sdl) => editType(sdl, "type", "cards_BlockType", (body) => `${body}  title: String\n`),
      'cards_BlockType.title: "title" is a reserved handle',
    ],
    [
      "no custom entry field uses a reserved handle",
      reservedHandleViolations,
      (sdl) => sdl.replace("type blog_blog_Entry implements EntryInterface & ElementInterface {", "$&\n  link: linkField_Link"),
      'blog_blog_Entry.link: "link" is a reserved handle',
    ],
    [
      "SEOmatic's field is on EntryInterface",
      seomaticViolations,
      (sdl) => editType(sdl, "interface", ENTRY_INTERFACE, (body) => body.replace(/\n[^\n]*\n\s*seomatic\([^)]*\): SeomaticInterface/, "")),
      `${ENTRY_INTERFACE} lacks seomatic`,
    ],
    [
      "SEOmatic's field takes the plugin's arguments",
      seomaticViolations,
      (sdl) =>
        sdl.replace(/seomatic\(uri: String, siteId: Int, site: String, asArray: Boolean, environment: SeomaticEnvironment\)/g, "seomatic(asArray: Boolean)"),
      "seomatic(uri) is missing",
    ],
  ]

  test.each(rules)("%s: the contract keeps it", (_rule, check) => {
    expect(check(contract)).toEqual([])
  })

  test.each(rules)("%s: broken in a copy of the contract, the check fails", (_rule, check, breakIt, expected) => {
    expect(check(broken(breakIt))).toContainEqual(expect.stringContaining(expected))
  })

  test("the interfaces' native lists bite: ownerId added to a block interface fails the native-only check", () => {
    const schema = broken((sdl) => editType(sdl, "interface", SUPER_TABLE_BLOCK_INTERFACE, (body) => `${body}  ownerId: Int\n`))
    expect(nonNativeFields(schema, SUPER_TABLE_BLOCK_INTERFACE, NATIVE_ONLY_INTERFACES.get(SUPER_TABLE_BLOCK_INTERFACE)!)).toEqual(["ownerId"])
  })

  test("a document that uses Craft's directives validates against the contract, and fails where they are missing", () => {
    const document = `query Directives { entries(section: "blog", limit: 1) { postDate @formatDateTime(format: "Y-m-d", timezone: "UTC") ... on blog_blog_Entry { featuredImage { url @transform(width: 640, format: "webp", quality: 70) } seoDescription @markdown(inlineOnly: true) @parseRefs } } }`
    expect(validationErrors(reducedContract, document)).toEqual([])
    const without = broken((sdl) => sdl.replace(/\n"[^"\n]*"\ndirective @formatDateTime\([^)]*\) on FIELD/, ""))
    expect(validationErrors(without, document)).toContainEqual(expect.stringContaining('Unknown directive "@formatDateTime"'))
  })

  test("a query that passes a lightswitch 1 fails, as in Craft; true validates", () => {
    expect(validationErrors(reducedContract, `query A { entries(featuredArticle: true) { id } }`)).toEqual([])
    expect(validationErrors(reducedContract, `query B { entries(featuredArticle: 1) { id } }`)).toContainEqual(
      expect.stringContaining("Boolean cannot represent a non boolean value: 1"),
    )
  })

  test("Super Table columns selected on the field itself fail; through the row type's fragment they validate", () => {
    expect(
      validationErrors(reducedContract, `query A { globalSets { ... on globalUserPersonalization_GlobalSet { variableElements { element copy } } } }`),
    ).toContainEqual(expect.stringContaining('Cannot query field "element" on type "variableElements_SuperTableField"'))
    expect(
      validationErrors(
        reducedContract,
        `query B { globalSets { ... on globalUserPersonalization_GlobalSet { variableElements { ... on variableElements_BlockType { element copy userStatus { slug } } } } } }`,
      ),
    ).toEqual([])
  })

  test("the personalisation rows' userStatus is a categories field of the userStatus group (SPEC 6: user-status categories)", () => {
    const group = contract.getType("userStatus_Category")
    expect(group && isObjectType(group) && implementsInterface(group, CATEGORY_INTERFACE)).toBe(true)
    for (const row of [
      "heroPersonalisation_BlockType",
      "navPersonalizationCta_BlockType",
      "pricingPersonalizationCtas_BlockType",
      "variableElements_BlockType",
    ]) {
      const type = contract.getType(row)
      expect(type && isObjectType(type) ? String(type.getFields().userStatus?.type) : `${row} missing`).toBe(`[${CATEGORY_INTERFACE}]`)
    }
  })
})
