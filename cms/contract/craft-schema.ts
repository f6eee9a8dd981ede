/**
 * Writes the GraphQL schema that Craft 4 generates for the project in ./project.ts, following
 * ../../../shared/CRAFT.md: one `{section}_{type}_Entry` per entry type, `{volume}_Asset`,
 * `{group}_Category`, `User`, `{handle}_GlobalSet`, `{field}_MatrixField` unions of
 * `{field}_{block}_BlockType`, `{field}_SuperTableField` unions of their one row type
 * `{field}_BlockType`; interfaces with Craft's native fields only (and SEOmatic's `seomatic`
 * on EntryInterface), custom fields on the concrete types; element arguments on relation,
 * Matrix and Super Table fields; one argument per custom field on the entry queries, typed
 * as Craft types it; Craft's directives. The output is cms/schema.graphql (`npm run contract`).
 */
import {
  categoryGroups,
  globalSets,
  fields,
  sections,
  userFields,
  volumes,
  assetCustomFields,
  type Field,
  type FieldHandle,
  type Fields,
  type FieldType,
} from "./project"

export const entryTypeName = (section: string, type: string): string => `${section}_${type}_Entry`
export const assetTypeName = (volume: string): string => `${volume}_Asset`
export const categoryTypeName = (group: string): string => `${group}_Category`
export const globalSetTypeName = (handle: string): string => `${handle}_GlobalSet`
export const matrixUnionName = (field: string): string => `${field}_MatrixField`
export const blockTypeName = (field: string, block: string): string => `${field}_${block}_BlockType`
export const superTableUnionName = (field: string): string => `${field}_SuperTableField`
export const superTableRowName = (field: string): string => `${field}_BlockType`
export const LINK_TYPE = "linkField_Link"
export const SEOMATIC_INTERFACE = "SeomaticInterface"
export const SEOMATIC_TYPE = "SeomaticType"

/**
 * Handles Craft refuses for a custom field, a Matrix block field or a Super Table column
 * (craftcms/cms `src/base/Field.php`, reserved words; CRAFT.md "Reserved handles").
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
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

// ---- arguments --------------------------------------------------------------------------

const elementArgs = [
  "id: [QueryArgument]",
  "uid: [String]",
  "status: [String]",
  "site: [String]",
  "title: [String]",
  "slug: [String]",
  "uri: [String]",
  "search: String",
  "relatedTo: [QueryArgument]",
  "relatedToEntries: [EntryCriteriaInput]",
  "relatedToCategories: [CategoryCriteriaInput]",
  "relatedToAssets: [AssetCriteriaInput]",
  "relatedToUsers: [UserCriteriaInput]",
  "dateCreated: [String]",
  "dateUpdated: [String]",
  "limit: Int",
  "offset: Int",
  "orderBy: String",
  "inReverse: Boolean",
]
const entryArgs = [
  ...elementArgs,
  "section: [String]",
  "sectionId: [QueryArgument]",
  "type: [String]",
  "typeId: [QueryArgument]",
  "postDate: [String]",
  "authorId: [QueryArgument]",
  "level: Int",
]
const assetArgs = [...elementArgs, "volume: [String]", "volumeId: [QueryArgument]", "filename: [String]", "kind: [String]"]
const categoryArgs = [...elementArgs, "group: [String]", "groupId: [QueryArgument]", "level: Int"]
const userArgs = [...elementArgs, "username: [String]", "email: [String]", "group: [String]"]
/** Matrix and Super Table fields' block-query arguments (Craft 4 has primaryOwnerId, no ownerId). */
const blockArgs = [...elementArgs, "fieldId: [QueryArgument]", "primaryOwnerId: [QueryArgument]", "typeId: [QueryArgument]", "type: [String]"]
const globalSetArgs = ["id: [QueryArgument]", "uid: [String]", "handle: [String]", "site: [String]"]
/**
 * Craft's transform arguments, on the asset's `url`, `width` and `height` and on the `@transform`
 * directive (craftcms/cms 4.x `src/gql/arguments/Transform.php`): a named transform (`handle`,
 * or its alias `transform`) or the transform's own parameters.
 */
export const transformArgs = [
  "handle: String",
  "transform: String",
  "width: Int",
  "height: Int",
  "mode: String",
  "position: String",
  "interlace: String",
  "quality: Int",
  "format: String",
  "immediately: Boolean",
]

/** Arguments on one line (relation fields), or one per line (the root queries). */
const args = (list: readonly string[]): string => `(${list.join(", ")})`
const argLines = (list: readonly string[]): string => `(\n${list.map((a) => `    ${a}`).join("\n")}\n  )`

/**
 * The argument Craft adds to `entries`/`entry`/`entryCount` for a custom field of this kind
 * (craftcms/cms 4.x `Gql::getContentArguments`, each field's `getContentGqlQueryArgumentType`):
 * `Boolean` for a lightswitch, none for Matrix and Super Table fields, `[QueryArgument]` for the rest.
 */
export const queryArgumentType = (kind: FieldType["kind"]): string | null =>
  kind === "bool" ? "Boolean" : kind === "matrix" || kind === "superTable" ? null : "[QueryArgument]"

/** The entry queries' custom-field arguments, by handle: every field of an entry type's layout that Craft makes one for. */
export const entryCustomFieldArguments = (): Array<{ handle: string; type: string }> => {
  const found = new Map<string, string>()
  for (const types of Object.values(sections))
    for (const type of Object.values(types))
      for (const handle of type.fields) {
        const argType = queryArgumentType(fields[handle].type.kind)
        if (argType) found.set(handle, argType)
      }
  return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([handle, type]) => ({ handle, type }))
}

// ---- fields ------------------------------------------------------------------------------

const describe = (description: string | undefined, indent = "  "): string => (description ? `${indent}"${description.replace(/"/g, '\\"')}"\n` : "")

/** A custom field's line in its type; a handle Craft would refuse (RESERVED_HANDLES) stops `npm run contract`. */
export function fieldSdl(handle: string, field: Field): string {
  if (RESERVED_HANDLES.has(handle))
    throw new Error(
      `"${handle}" is a reserved handle in Craft 4 (src/base/Field.php; CRAFT.md "Reserved handles"): rename the field in cms/contract/project.ts`,
    )
  const t = field.type
  let def: string
  switch (t.kind) {
    case "text":
      def = "String"
      break
    case "richText":
      def = "String @richText"
      break
    case "bool":
      def = "Boolean"
      break
    case "int":
      def = "Int"
      break
    case "float":
      def = "Float"
      break
    case "date":
      def = "DateTime"
      break
    case "checkboxes":
      def = "[String]"
      break
    case "assets":
      def = `${args(assetArgs)}: [AssetInterface]`
      break
    case "entries":
      def = `${args(entryArgs)}: [EntryInterface]`
      break
    case "categories":
      def = `${args(categoryArgs)}: [CategoryInterface]`
      break
    case "users":
      def = `${args(userArgs)}: [UserInterface]`
      break
    case "link":
      def = LINK_TYPE
      break
    case "matrix":
      def = `${args(blockArgs)}: [${matrixUnionName(handle)}]`
      break
    case "superTable":
      def = `${args(blockArgs)}: [${superTableUnionName(handle)}]!`
      break
  }
  return `${describe(field.description)}  ${handle}${def.startsWith("(") ? def : `: ${def}`}`
}

const customFieldsSdl = (fieldsOf: Fields): string[] => Object.entries(fieldsOf).map(([handle, field]) => fieldSdl(handle, field))
const layoutFields = (handles: readonly FieldHandle[]): Fields => Object.fromEntries(handles.map((h) => [h, fields[h]]))

// ---- native interfaces (CRAFT.md) -----------------------------------------------------------

export const nativeFields = {
  ElementInterface: ["id: ID", "uid: String"],
  EntryInterface: [
    "id: ID",
    "uid: String",
    "title: String",
    "slug: String",
    "uri: String",
    "url: String",
    "sectionHandle: String",
    "sectionId: Int",
    "typeHandle: String",
    "typeId: Int",
    "postDate: DateTime",
    "dateCreated: DateTime",
    "dateUpdated: DateTime",
    "expiryDate: DateTime",
    '"false for a disabled entry or a draft; those are only returned in preview (?token=)."\n  enabled: Boolean',
    "status: String",
    "author: UserInterface",
    "level: Int",
    "parent: EntryInterface",
    `children${args(entryArgs)}: [EntryInterface]`,
    `ancestors${args(entryArgs)}: [EntryInterface]`,
    `descendants${args(entryArgs)}: [EntryInterface]`,
    `prev${args(entryArgs)}: EntryInterface`,
    `next${args(entryArgs)}: EntryInterface`,
    "siteId: Int",
    "siteHandle: String",
    "isDraft: Boolean",
    "isRevision: Boolean",
    "draftId: Int",
    "revisionId: Int",
    "canonicalId: Int",
    `"SEOmatic's metadata of the entry (the plugin adds this field to the entry interface itself)."\n  seomatic(uri: String, siteId: Int, site: String, asArray: Boolean, environment: SeomaticEnvironment): ${SEOMATIC_INTERFACE}`,
  ],
  AssetInterface: [
    "id: ID",
    "uid: String",
    "title: String",
    `"The full URL of the asset. This field accepts the same fields as the \`transform\` directive: with them, the URL of that transform of the image (an SVG or a non-image: the file's own URL)."\n  url${args(transformArgs)}: String`,
    `"The width in pixels or null if it's not an image; with transform arguments, the transform's width."\n  width${args(transformArgs)}: Int`,
    `"The height in pixels or null if it's not an image; with transform arguments, the transform's height."\n  height${args(transformArgs)}: Int`,
    `"Returns a \`srcset\` attribute value based on the given widths or x-descriptors (\\"300w\\", \\"1.5x\\"); x-descriptors are relative to the asset's (transformed) width."\n  srcset(sizes: [String!]!): String`,
    "filename: String",
    "extension: String",
    "kind: String",
    "mimeType: String",
    "size: String",
    "volumeId: Int",
    "folderId: Int",
    "focalPoint: [Float]",
    "hasFocalPoint: Boolean",
    "alt: String",
    "path: String",
    "dateCreated: DateTime",
    "dateUpdated: DateTime",
  ],
  CategoryInterface: [
    "id: ID",
    "uid: String",
    "title: String",
    "slug: String",
    "uri: String",
    "url: String",
    "level: Int",
    "groupId: Int",
    "groupHandle: String",
    "parent: CategoryInterface",
    `children${args(categoryArgs)}: [CategoryInterface]`,
  ],
  UserInterface: [
    "id: ID",
    "uid: String",
    "username: String",
    "firstName: String",
    "lastName: String",
    "fullName: String",
    "name: String",
    "friendlyName: String",
    "photo: AssetInterface",
  ],
  MatrixBlockInterface: [
    "id: ID",
    "uid: String",
    "typeHandle: String",
    "typeId: Int",
    "fieldId: Int",
    "primaryOwnerId: Int",
    "sortOrder: Int",
    "enabled: Boolean",
  ],
  SuperTableBlockInterface: ["id: ID", "uid: String", "fieldId: Int", "primaryOwnerId: Int", "typeId: Int", "sortOrder: Int"],
  GlobalSetInterface: ["id: ID", "uid: String", "name: String", "handle: String"],
} as const

type InterfaceName = keyof typeof nativeFields

const indentField = (f: string): string => `  ${f.replace(/\n(?! )/g, "\n  ")}`
const interfaceSdl = (name: InterfaceName, description: string): string =>
  `"${description}"\ninterface ${name}${name === "ElementInterface" ? "" : " implements ElementInterface"} {\n${nativeFields[name].map(indentField).join("\n")}\n}`

const objectSdl = (name: string, iface: InterfaceName | null, custom: string[], description?: string): string => {
  const implementsClause = iface ? ` implements ${iface} & ElementInterface` : ""
  const native = iface ? nativeFields[iface].map(indentField) : []
  return `${description ? `"${description}"\n` : ""}type ${name}${implementsClause} {\n${[...native, ...custom].join("\n")}\n}`
}

// ---- the whole schema ----------------------------------------------------------------------

function collectSuperTables(): Map<string, Fields> {
  const found = new Map<string, Fields>()
  const visit = (handle: string, field: Field): void => {
    if (field.type.kind === "superTable") {
      if (found.has(handle) && found.get(handle) !== field.type.columns) throw new Error(`Super Table handle "${handle}" is used for two different fields`)
      found.set(handle, field.type.columns)
    }
    if (field.type.kind === "matrix") for (const block of Object.values(field.type.blocks)) for (const [h, f] of Object.entries(block)) visit(h, f)
  }
  for (const [handle, field] of Object.entries(fields)) visit(handle, field)
  return found
}

export function craftSchemaSdl(): string {
  const out: string[] = []
  out.push(`# The content contract between the Rapport website and its CMS, a headless Craft CMS 4.
#
# GENERATED by \`npm run contract\` from cms/contract/project.ts (the Craft project: fields,
# sections, entry types, Matrix and Super Table fields, volumes, category groups, global sets);
# edit that file, not this one. It follows Craft's own GraphQL shape (shared/CRAFT.md), so every
# query the site sends validates against a real Craft with these handles. The local CMS
# (cms/server.ts) serves exactly this schema; the source plugin (plugins/gatsby-source-cms)
# generates its sourcing queries and Gatsby types from it.

scalar DateTime
scalar QueryArgument

"The field holds rich text as HTML. The site sanitises it once, when it sources content."
directive @richText on FIELD_DEFINITION

# Craft's own directives (craftcms/cms 4.x src/gql/directives/), so a query that uses them validates here as in Craft.
"Formats a date (PHP date format, or 'short', 'medium', 'long', 'full', 'atom' …)."
directive @formatDateTime(format: String, timezone: String, locale: String) on FIELD
"Returns the URL of a transform of the asset (a named transform by handle, or its parameters)."
directive @transform${args(transformArgs)} on FIELD
"Parses the field's text as Markdown."
directive @markdown(flavor: String, inlineOnly: Boolean) on FIELD
"Parses reference tags ({entry:1:url}) in the field's text."
directive @parseRefs on FIELD`)

  const customArgs = entryCustomFieldArguments().map(({ handle, type }) => `${handle}: ${type}`)
  const rootEntryArgs = [...entryArgs, ...customArgs]
  out.push(`type Query {
  "Entries matching every given criterion, newest first (by postDate) unless orderBy says otherwise."
  entries${argLines(rootEntryArgs)}: [EntryInterface]
  "The first entry matching the criteria, or null."
  entry${argLines(rootEntryArgs)}: EntryInterface
  "How many entries match the criteria (limit and offset are ignored)."
  entryCount${argLines(rootEntryArgs)}: Int!
  assets${args(assetArgs)}: [AssetInterface]
  asset${args(assetArgs)}: AssetInterface
  categories${args(categoryArgs)}: [CategoryInterface]
  category${args(categoryArgs)}: CategoryInterface
  users${args(userArgs)}: [UserInterface]
  user${args(userArgs)}: UserInterface
  globalSets${args(globalSetArgs)}: [GlobalSetInterface]
  globalSet${args(globalSetArgs)}: GlobalSetInterface
  "SEOmatic's metadata for a URI (the plugin's own root query)."
  seomatic(uri: String, siteId: Int, site: String, asArray: Boolean, environment: SeomaticEnvironment): ${SEOMATIC_INTERFACE}
}`)

  const criteria = (name: string, list: string[]): string => `input ${name} {\n${list.map((a) => `  ${a}`).join("\n")}\n}`
  out.push(
    criteria("EntryCriteriaInput", [
      "id: [QueryArgument]",
      "uid: [String]",
      "section: [String]",
      "type: [String]",
      "slug: [String]",
      "uri: [String]",
      "title: [String]",
    ]),
  )
  out.push(criteria("CategoryCriteriaInput", ["id: [QueryArgument]", "uid: [String]", "group: [String]", "slug: [String]", "title: [String]", "level: Int"]))
  out.push(criteria("AssetCriteriaInput", ["id: [QueryArgument]", "uid: [String]", "volume: [String]", "filename: [String]", "kind: [String]"]))
  out.push(criteria("UserCriteriaInput", ["id: [QueryArgument]", "uid: [String]", "username: [String]", "email: [String]", "group: [String]"]))

  out.push(interfaceSdl("ElementInterface", "What every element has."))
  out.push(interfaceSdl("EntryInterface", "Craft's native entry fields; custom fields are on the {section}_{type}_Entry types."))
  out.push(interfaceSdl("AssetInterface", "Craft's native asset fields; custom fields (altText) are on the {volume}_Asset types."))
  out.push(interfaceSdl("CategoryInterface", "Craft's native category fields."))
  out.push(interfaceSdl("UserInterface", "Craft's native user fields; custom fields (authorTitle) are on User."))
  out.push(interfaceSdl("MatrixBlockInterface", "Craft's native Matrix block fields."))
  out.push(interfaceSdl("SuperTableBlockInterface", "Super Table's native row fields."))
  out.push(interfaceSdl("GlobalSetInterface", "Craft's native global set fields."))

  // sebastian-lenz/craft-linkfield 2.x, src/models/LinkGqlType.php: exactly these fields.
  out.push(`"A link of the Typed Link Field plugin. url is where it goes (an entry link: the entry's URL), text what it says (customText, else the element's title), element the linked element when the link is to one."
type ${LINK_TYPE} {
  ariaLabel: String
  customText: String
  element: ElementInterface
  target: String
  text: String
  title: String
  type: String
  url: String
}`)
  // nystudio107/craft-seomatic 4.x, src/gql/interfaces/SeomaticInterface.php, types/FileContentsType.php, types/Seomatic*Type.php.
  const seomaticFields = `  metaTitleContainer: String
  metaTagContainer: String
  metaLinkContainer: String
  metaScriptContainer: String
  metaJsonLdContainer: String
  metaSiteVarsContainer: String
  frontendTemplateContainer: String @deprecated(reason: "Use frontendTemplates instead.")
  sitemaps(filename: String, siteId: Int, site: String, sourceBundleType: String, sourceBundleHandle: String): [FileContents]
  sitemapIndexes(siteId: Int, site: String): [FileContents]
  sitemapStyles: FileContents
  frontendTemplates(siteId: Int, site: String, type: SeomaticFrontendTemplate): [FileContents]`
  out.push(`"SEOmatic's containers for an element or a URI (JSON strings with asArray, else rendered tags)."
interface ${SEOMATIC_INTERFACE} {
${seomaticFields}
}`)
  out.push(`type ${SEOMATIC_TYPE} implements ${SEOMATIC_INTERFACE} {
${seomaticFields}
}`)
  out.push(`"Contents of a file"
type FileContents {
  filename: String!
  contents: String
}`)
  out.push(`"Optional - The SEOmatic environment that should be used"
enum SeomaticEnvironment {
  local
  staging
  live
}`)
  out.push(`enum SeomaticFrontendTemplate {
  humans
  robots
  ads
  security
}`)

  out.push(objectSdl("User", "UserInterface", customFieldsSdl(layoutFields(userFields)), "A user: blog authors and webinar speakers."))
  for (const volume of volumes)
    out.push(objectSdl(assetTypeName(volume), "AssetInterface", customFieldsSdl(assetCustomFields), `Assets of the ${volume} volume.`))
  for (const group of categoryGroups) out.push(objectSdl(categoryTypeName(group), "CategoryInterface", [], `Categories of the ${group} group.`))

  for (const [section, types] of Object.entries(sections)) {
    for (const [type, model] of Object.entries(types)) {
      out.push(
        objectSdl(
          entryTypeName(section, type),
          "EntryInterface",
          customFieldsSdl(layoutFields(model.fields)),
          model.description ?? `Section ${section}, entry type ${type}.`,
        ),
      )
    }
  }

  for (const [handle, field] of Object.entries(fields)) {
    if (field.type.kind !== "matrix") continue
    const blocks = Object.entries(field.type.blocks)
    out.push(
      `${field.description ? `"${field.description}"\n` : ""}union ${matrixUnionName(handle)} =\n${blocks.map(([b]) => `  | ${blockTypeName(handle, b)}`).join("\n")}`,
    )
    for (const [block, blockFields] of blocks) out.push(objectSdl(blockTypeName(handle, block), "MatrixBlockInterface", customFieldsSdl(blockFields)))
  }
  for (const [handle, columns] of collectSuperTables()) {
    out.push(
      `"The ${handle} Super Table field: its one row type (select columns through ... on ${superTableRowName(handle)})."\nunion ${superTableUnionName(handle)} = ${superTableRowName(handle)}`,
    )
    out.push(objectSdl(superTableRowName(handle), "SuperTableBlockInterface", customFieldsSdl(columns), `A row of the ${handle} Super Table field.`))
  }

  for (const [handle, layoutHandles] of Object.entries(globalSets))
    out.push(objectSdl(globalSetTypeName(handle), "GlobalSetInterface", customFieldsSdl(layoutFields(layoutHandles)), `The ${handle} global set.`))

  return `${out.join("\n\n")}\n`
}

/** For the tables of docs/craft.md: every section with its entry types and their GraphQL type names. */
export const entryTypeRows = (): Array<{ section: string; type: string; graphqlType: string }> =>
  Object.entries(sections).flatMap(([section, types]) => Object.keys(types).map((type) => ({ section, type, graphqlType: entryTypeName(section, type) })))

/** docs/craft.md's table of the sections and entry types a Craft install must have. */
export const entryTypesMarkdown = (): string =>
  [
    "| section | entry type | GraphQL type |",
    "|---|---|---|",
    ...entryTypeRows().map((r) => `| \`${r.section}\` | \`${r.type}\` | \`${r.graphqlType}\` |`),
  ].join("\n")
