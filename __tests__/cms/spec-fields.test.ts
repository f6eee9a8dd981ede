// Every entity and field of SPEC §3.1–3.13 must exist in the content contract (cms/schema.graphql),
// under the names Craft CMS 4 gives them (see CRAFT.md), AND be read by a document the site sends
// (the source plugin's sourcing queries, the named operations, the Functions' queries): a field that
// is in the contract but that nothing asks the CMS for is not covered. §3.14–3.16 are static data
// and cookies: not here.
//
// A row is [specRef, typeNames, fieldPath]. The field path must resolve on EACH of typeNames.
// Path syntax: segments joined by ".", each `field` or `field<Type>`:
//   - `featuredImage<blog_Asset>.altText`: field featuredImage, whose named type must be blog_Asset or
//     have blog_Asset as a possible type; altText is then looked up on blog_Asset.
//   - `<pageBuilder_hero_BlockType>.formId`: a segment without a field refines the current type itself
//     (used to start from a Matrix union whose owning entry type the spec does not name).
//   - a field reached through an interface or union without `<Type>` passes if the interface itself or
//     any of its possible types resolves the rest of the path.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  TypeInfo,
  buildSchema,
  getNamedType,
  parse,
  visit,
  visitWithTypeInfo,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql"
import { allSiteDocuments } from "../support/site-documents"
import { ENTRY_INTERFACE_AND_TYPES, ENTRY_TYPES, FIELD_RENDERINGS, GLOBAL_SETS, NATIVE_SPEC_ROWS, UNRENDERED } from "./field-renderings.table"

// Read the file itself rather than through cms/content-store, so the test survives that module's rewrite.
const SCHEMA_PATH = join(__dirname, "../../cms/schema.graphql")

let cached: GraphQLSchema | undefined
/** Built lazily so a schema that does not parse fails each test with the reason, not the whole file at import. */
function contract(): GraphQLSchema {
  cached ??= buildSchema(readFileSync(SCHEMA_PATH, "utf8"))
  return cached
}

/** What the documents the site sends read: `Type.field` for every field selected on Type (an interface or a concrete type), and every type a fragment enters. */
interface Reads {
  fields: ReadonlySet<string>
  types: ReadonlySet<string>
}

let cachedReads: Reads | undefined
function reads(): Reads {
  if (cachedReads) return cachedReads
  const schema = contract()
  const documents = allSiteDocuments().map(([, document]) => document)
  const fields = new Set<string>()
  const types = new Set<string>()
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema)
    visit(
      parse(document),
      visitWithTypeInfo(typeInfo, {
        Field() {
          const parent = typeInfo.getParentType()
          const field = typeInfo.getFieldDef()
          if (parent && field) fields.add(`${parent.name}.${field.name}`)
        },
        InlineFragment() {
          const type = typeInfo.getType()
          if (type) types.add(getNamedType(type).name)
        },
        FragmentDefinition() {
          const type = typeInfo.getType()
          if (type) types.add(getNamedType(type).name)
        },
      }),
    )
  }
  cachedReads = { fields, types }
  return cachedReads
}

/** Whether a document reads `field` of `type`: on the type itself, or on an interface it implements (a selection on the interface reads it for every implementer). */
function isRead(type: GraphQLNamedType, field: string): boolean {
  const { fields } = reads()
  if (fields.has(`${type.name}.${field}`)) return true
  return isObjectType(type) && type.getInterfaces().some((iface) => fields.has(`${iface.name}.${field}`))
}

/**
 * SPEC §3 fields that are in the contract but that no document reads, each with the reason; a
 * field listed here that a document starts to read fails the test, so the list only shrinks.
 */
const NOT_READ_WITH_REASON: ReadonlyMap<string, string> = new Map([
  ["seomatic", "SEOmatic's containers: the site builds each page's head from the SEO fields of SPEC 3.2 (lib/seo), which editors fill on every entry"],
])

type Row = readonly [specRef: string, typeNames: readonly string[], fieldPath: string]
type Step = { readonly field: string; readonly refinement: string | undefined }

/** Other element types the rows below refine into, with the interface Craft gives them. */
const ELEMENT_TYPES: ReadonlyArray<readonly [typeName: string, interfaceName: string]> = [
  ["blog_Asset", "AssetInterface"],
  ["pages_Asset", "AssetInterface"],
  ["blogCategories_Category", "CategoryInterface"],
  ["thankYouNoteCategories_Category", "CategoryInterface"],
  ["integrationCategories_Category", "CategoryInterface"],
  ["buttonColors_Category", "CategoryInterface"],
  ["userStatus_Category", "CategoryInterface"],
  ["User", "UserInterface"],
  ...GLOBAL_SETS.map((name) => [name, "GlobalSetInterface"] as const),
]

/**
 * The rows: SPEC's custom fields come from field-renderings.table.ts (each row's `spec` and
 * `schema`), so the SPEC list and the list of what each field renders are one table; Craft's
 * native fields and element types, which that table does not hold, are its NATIVE_SPEC_ROWS.
 */
const ROWS: readonly Row[] = [
  ...NATIVE_SPEC_ROWS,
  ...[...FIELD_RENDERINGS, ...UNRENDERED].flatMap((row) =>
    row.spec ? (row.schema ?? []).map(([typeNames, fieldPath, specRef]): Row => [specRef ?? row.spec ?? "", typeNames, fieldPath]) : [],
  ),
]

const STEP = /^(\w*)(?:<(\w+)>)?$/

/** Splits `a<T>.b` into steps; a malformed path is a bug in this table, so it throws. */
function parsePath(path: string): Step[] {
  return path.split(".").map((segment) => {
    const match = STEP.exec(segment)
    if (!match || (!match[1] && !match[2])) throw new Error(`malformed path segment "${segment}" in "${path}"`)
    return { field: match[1] ?? "", refinement: match[2] }
  })
}

function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined
}

/** Why `refinement` cannot stand for a value of `type`, or undefined if it can (same type, or a possible type). */
function refinementProblem(schema: GraphQLSchema, type: GraphQLNamedType, refinement: string, trail: string): string | undefined {
  const refined = schema.getType(refinement)
  if (!refined) return `${trail}: type ${refinement} does not exist`
  if (refined.name === type.name) return undefined
  if (isAbstractType(type) && (isObjectType(refined) || isInterfaceType(refined)) && schema.isSubType(type, refined)) return undefined
  return `${trail}: is ${type.name}, and ${refinement} is neither that type nor one of its possible types`
}

/** Why `steps` do not resolve from `type`, or undefined if they do. `trail` names where we are, for messages. */
function pathProblem(schema: GraphQLSchema, type: GraphQLNamedType, steps: readonly Step[], trail: string): string | undefined {
  const [step, ...rest] = steps
  if (!step) return undefined

  if (!step.field) {
    const problem = step.refinement ? refinementProblem(schema, type, step.refinement, trail) : undefined
    if (!problem && step.refinement && rest.length === 0 && !reads().types.has(step.refinement))
      return `${trail}<${step.refinement}>: in the contract, but no document selects a ${step.refinement}`
    const next = step.refinement ? schema.getType(step.refinement) : type
    return problem ?? (next ? pathProblem(schema, next, rest, `${trail}<${next.name}>`) : undefined)
  }

  const field = fieldOf(type, step.field)
  if (!field) {
    // Craft puts custom fields on concrete types only: through an interface or union, any possible type will do.
    if (isAbstractType(type)) {
      const candidates = schema.getPossibleTypes(type).filter((candidate) => fieldOf(candidate, step.field))
      const problems = candidates.map((candidate) => pathProblem(schema, candidate, steps, `${trail}<${candidate.name}>`))
      if (problems.some((problem) => problem === undefined)) return undefined
      return problems[0] ?? `${trail}: neither ${type.name} nor any of its possible types has a field ${step.field}`
    }
    return `${trail}: ${type.name} has no field ${step.field}`
  }

  const here = `${trail}.${step.field}`
  if (!NOT_READ_WITH_REASON.has(step.field) && !isRead(type, step.field))
    return `${here}: in the contract, but no sourcing query, operation or Function query reads ${type.name}.${step.field}`
  const named = getNamedType(field.type)
  if (step.refinement) {
    const problem = refinementProblem(schema, named, step.refinement, here)
    if (problem) return problem
  }
  const next = step.refinement ? schema.getType(step.refinement) : named
  if (!next) return `${here}: type ${step.refinement ?? named.name} does not exist`
  if (rest.length > 0 && !isCompositeType(next)) return `${here}: ${next.name} has no fields (asked for ${rest.map((s) => s.field).join(".")})`
  return pathProblem(schema, next, rest, step.refinement ? `${here}<${next.name}>` : here)
}

/** Every problem resolving `fieldPath` on each of `typeNames`; empty when the row holds. */
function rowProblems(typeNames: readonly string[], fieldPath: string): string[] {
  const schema = contract()
  const steps = parsePath(fieldPath)
  return typeNames.flatMap((typeName) => {
    const type = schema.getType(typeName)
    const problem = type ? pathProblem(schema, type, steps, typeName) : `type ${typeName} does not exist`
    return problem ? [problem] : []
  })
}

/** Short test-name label for a row's types: shared groups by name, a single type by itself. */
function typesLabel(typeNames: readonly string[]): string {
  if (typeNames === ENTRY_TYPES) return "{every entry type}"
  if (typeNames === ENTRY_INTERFACE_AND_TYPES) return "{EntryInterface and every entry type}"
  return typeNames.length === 1 ? (typeNames[0] ?? "") : `{${typeNames.join(", ")}}`
}

/** Whether `typeName` exists as an object type implementing `interfaceName`, else why not. */
function implementationProblem(typeName: string, interfaceName: string): string | undefined {
  const type = contract().getType(typeName)
  if (!type) return `type ${typeName} does not exist`
  if (!isObjectType(type)) return `${typeName} is not an object type`
  if (!type.getInterfaces().some((i) => i.name === interfaceName)) return `${typeName} does not implement ${interfaceName}`
  return undefined
}

describe("SPEC §3 entry types exist in the contract", () => {
  test.each(ENTRY_TYPES.map((name) => [name]))("%s exists and implements EntryInterface", (name) => {
    expect(implementationProblem(name, "EntryInterface")).toBeUndefined()
  })
})

describe("SPEC §3 other element types exist in the contract", () => {
  test.each(ELEMENT_TYPES)("%s exists and implements %s", (name, interfaceName) => {
    expect(implementationProblem(name, interfaceName)).toBeUndefined()
  })
})

describe("SPEC §3 fields exist in the contract", () => {
  const cases = ROWS.map(
    ([specRef, typeNames, fieldPath]) =>
      [`${specRef} ${typesLabel(typeNames)}${fieldPath.startsWith("<") ? "" : "."}${fieldPath}`, typeNames, fieldPath] as const,
  )

  test("no two rows test the same thing", () => {
    const names = cases.map(([name]) => name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })

  test.each(cases)("%s", (_name, typeNames, fieldPath) => {
    expect(rowProblems(typeNames, fieldPath)).toEqual([])
  })
})

describe("a SPEC field counts only when a document the site sends reads it", () => {
  test("a field in the contract that no document reads is not covered", () => {
    // SEOmatic's containers are in the contract (CRAFT.md) but the site asks for none of them.
    expect(rowProblems(["blog_blog_Entry"], "seomatic.metaTitleContainer")).toEqual([
      expect.stringContaining("no sourcing query, operation or Function query reads SeomaticInterface.metaTitleContainer"),
    ])
  })

  test("a field read through its interface is covered on every implementing type", () => {
    expect(isRead(contract().getType("blog_blog_Entry")!, "title")).toBe(true)
    expect(isRead(contract().getType("blog_blog_Entry")!, "seoTitle")).toBe(true)
    expect(isRead(contract().getType("SeomaticType")!, "metaTagContainer")).toBe(false)
  })

  test.each([...NOT_READ_WITH_REASON])("%s is still read by nothing (else take it off the list): %s", (field) => {
    expect([...reads().fields].filter((read) => read.endsWith(`.${field}`))).toEqual([])
  })
})
