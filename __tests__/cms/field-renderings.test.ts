// Issue 30: every custom field of the content contract changes the page, or is read elsewhere for a
// stated reason. The rows are in field-renderings.table.ts (how to add one is at its top). For each
// row: the field is in the contract; each file it names exists and mentions the field's handle;
// and every contract field has exactly one row. UNRENDERED (read by a component, set by no test)
// is empty and held there: a field nothing shows, or no test sets, fails.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assetCustomFields, fields, userFields, type Field } from "../../cms/contract/project"
import { FIELD_RENDERINGS, UNRENDERED, UNRENDERED_CEILING, type FieldRow, type RenderedRow } from "./field-renderings.table"

const ROOT = join(__dirname, "../..")

/** Every custom field path of the contract: handles, Matrix block fields, Super Table columns (nested ones too), the asset and user fields. */
function contractPaths(): string[] {
  const paths: string[] = []
  const walk = (prefix: string, field: Field): void => {
    paths.push(prefix)
    if (field.type.kind === "matrix")
      for (const [block, blockFields] of Object.entries(field.type.blocks))
        for (const [name, inner] of Object.entries(blockFields)) walk(`${prefix}.${block}.${name}`, inner)
    if (field.type.kind === "superTable") for (const [name, inner] of Object.entries(field.type.columns)) walk(`${prefix}.${name}`, inner)
  }
  for (const [handle, field] of Object.entries(fields)) walk(handle, field)
  for (const handle of Object.keys(assetCustomFields)) paths.push(handle)
  for (const handle of userFields) if (!paths.includes(handle)) paths.push(handle)
  return paths
}

const CONTRACT = contractPaths()
const handleOf = (path: string): string => path.split(".").pop() ?? path
const mentions = (text: string, word: string): boolean => new RegExp(`\\b${word}\\b`).test(text)
const read = (file: string): string | undefined => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), "utf8") : undefined)
const isRendered = (row: FieldRow): row is RenderedRow => "renders" in row

/** Why a row does not hold, one line each; empty when it does. */
function rowProblems(row: FieldRow): string[] {
  const handle = handleOf(row.field)
  const problems: string[] = []
  if (!CONTRACT.includes(row.field)) problems.push(`${row.field} is not a field of cms/contract/project.ts: fix the path or remove the row`)
  const sources = isRendered(row) ? row.renders : row.readBy
  if (sources.length === 0) problems.push(`${row.field}: name the file(s) that read it`)
  if (!sources.some((file) => /\.tsx?$/.test(file) && !file.endsWith("gatsby-types.d.ts")))
    problems.push(`${row.field}: at least one reader must be a .ts/.tsx source (not src/gatsby-types.d.ts)`)
  for (const file of sources) {
    const text = read(file)
    if (text === undefined) problems.push(`${row.field}: ${file} does not exist; name the file that reads the field now`)
    else if (!mentions(text, handle))
      problems.push(`${row.field}: ${file} no longer mentions "${handle}"; name the file that reads it, or move the field to UNRENDERED if nothing does`)
  }
  if (isRendered(row)) {
    if (row.test.length === 0) problems.push(`${row.field}: name a test that sets the field and sees the page change`)
    for (const file of row.test) {
      const text = read(file)
      if (text === undefined) problems.push(`${row.field}: test ${file} does not exist`)
      else if (!mentions(text, handle) && !row.via)
        problems.push(`${row.field}: test ${file} does not mention "${handle}"; if it asserts the rendered text instead, say what in the row's \`via\``)
    }
  } else if (!row.elsewhere.trim()) problems.push(`${row.field}: say where it is read and why it does not render`)
  return problems
}

describe("the field-renderings table", () => {
  const all = [...FIELD_RENDERINGS, ...UNRENDERED]

  test("every custom field of the contract has a row", () => {
    const withRow = new Set(all.map((row) => row.field))
    const missing = CONTRACT.filter((path) => !withRow.has(path)).map(
      (path) =>
        `${path} has no row in __tests__/cms/field-renderings.table.ts: add one with renders (the src/ file reading it) and test (a test setting it), or elsewhere + readBy, or put it in UNRENDERED with what it lacks`,
    )
    expect(missing).toEqual([])
  })

  test("no field has two rows", () => {
    const fieldsOfRows = all.map((row) => row.field)
    expect(fieldsOfRows.filter((field, i) => fieldsOfRows.indexOf(field) !== i)).toEqual([])
  })

  test("every UNRENDERED row is a contract field, and its readers still mention it", () => {
    const problems = UNRENDERED.flatMap((row) => rowProblems({ field: row.field, spec: row.spec, elsewhere: row.lacks, readBy: row.readBy }))
    expect(problems).toEqual([])
  })
})

describe("each field renders, or is read elsewhere for a reason", () => {
  test.each(FIELD_RENDERINGS.map((row) => [`${row.field}${isRendered(row) ? "" : " (read elsewhere)"}`, row] as const))("%s", (_name, row) => {
    expect(rowProblems(row)).toEqual([])
  })
})

describe("fields a component reads but no test sets (issue 30: each must change the page under test)", () => {
  test("none: a field gets the code that shows it and a test that sets it, not a row in UNRENDERED", () => {
    expect(UNRENDERED.slice(UNRENDERED_CEILING).map((row) => `${row.field}: ${row.lacks}`)).toEqual([])
  })
})
