/**
 * The query-extraction memo against Gatsby's real parser (gatsby/dist/query/file-parser.js):
 * a file it found nothing in is not parsed on the next build, and everything else is.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { installQueryExtractionMemo, type QueryExtractionMemo } from "../../plugins/gatsby-plugin-site-runtime/query-extraction-memo"

interface ParsedDocument {
  doc: { definitions: Array<{ name?: { value: string } }> }
}
type Parser = NonNullable<Parameters<typeof installQueryExtractionMemo>[0]>
interface FileParserClass {
  new (): { parseFiles(files: string[], addError: (error: unknown) => void): Promise<ParsedDocument[]> }
  prototype: Parser["prototype"]
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal module, as the plugin loads it
const FileParser = (require("gatsby/dist/query/file-parser") as { default: FileParserClass }).default
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsbyVersion = (require("gatsby/package.json") as { version: string }).version
const originalParseFile = FileParser.prototype.parseFile

let dir: string
let files: { lib: string; fragment: string; component: string; broken: string }
let components: Set<string>
let memo: QueryExtractionMemo
const errors: unknown[] = []

const extract = async (): Promise<string[]> => {
  const documents = await new FileParser().parseFiles(Object.values(files), (error) => errors.push(error))
  return documents.flatMap((document) => document.doc.definitions.map((definition) => definition.name?.value ?? "?")).sort()
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "query-memo-"))
  files = { lib: join(dir, "rules.ts"), fragment: join(dir, "Card.tsx"), component: join(dir, "template.tsx"), broken: join(dir, "broken.ts") }
  // Mentions `config` (so Gatsby's quick check lets it through to Babel) but holds no query.
  writeFileSync(files.lib, 'import { site } from "../config/site"\nexport const title = (name: string): string => `${name} | ${site.name}`\n')
  writeFileSync(files.fragment, 'import { graphql } from "gatsby"\nexport const fragment = graphql`\n  fragment CardFields on Site { id }\n`\n')
  // A page component with no query of its own: Gatsby records its Head export, so it is always parsed.
  writeFileSync(files.component, 'import React from "react"\nexport const Head = () => <title>config</title>\nexport default function Page() { return null }\n')
  writeFileSync(files.broken, "export const config = {\n")
  components = new Set([files.component])
  errors.length = 0
  const installed = installQueryExtractionMemo(FileParser, gatsbyVersion, (file) => components.has(file))
  if (!installed) throw new Error("the memo did not recognise Gatsby's parser")
  memo = installed
})

afterEach(() => {
  FileParser.prototype.parseFile = originalParseFile
  rmSync(dir, { recursive: true, force: true })
})

test("the next build skips only the file Gatsby parsed and found nothing in; its queries are the same", async () => {
  memo.load(undefined)
  expect(await extract()).toEqual(["CardFields"])
  expect(memo.stats()).toEqual({ skipped: 0, parsed: 3 }) // the component goes straight to Gatsby
  expect(errors).toHaveLength(1) // the broken file, reported by Gatsby

  const remembered = memo.state()
  expect(remembered).toEqual({ gatsbyVersion, empty: [expect.stringMatching(/^[0-9a-f]{64}$/)] })

  memo.load(remembered)
  errors.length = 0
  expect(await extract()).toEqual(["CardFields"])
  // The broken file is parsed again: a file whose parse reported an error is never remembered.
  expect(memo.stats()).toEqual({ skipped: 1, parsed: 2 })
  expect(memo.state()).toEqual(remembered)
})

test("an edited file is parsed again, and a query added to it is found", async () => {
  memo.load(undefined)
  await extract()
  const remembered = memo.state()
  writeFileSync(files.lib, 'import { graphql } from "gatsby"\nexport const ruleFields = graphql`\n  fragment RuleFields on Site { id }\n`\n')
  memo.load(remembered)
  expect(await extract()).toEqual(["CardFields", "RuleFields"])
  expect(memo.stats().skipped).toBe(0)
  expect(memo.state().empty).toEqual([])
})

test("a remembered file that has become a page component is parsed (its exports are recorded for it)", async () => {
  memo.load(undefined)
  await extract()
  memo.load(memo.state())
  components.add(files.lib)
  await extract()
  // Both components go straight to Gatsby's parser; the fragment and the broken file are parsed as before.
  expect(memo.stats()).toEqual({ skipped: 0, parsed: 2 })
  expect(memo.state().empty).toEqual([])
})

test("what another Gatsby version remembered, or a malformed record, is ignored", async () => {
  memo.load(undefined)
  await extract()
  const { empty } = memo.state()
  for (const state of [{ gatsbyVersion: "0.0.1", empty }, { gatsbyVersion, empty: [1] }, "nonsense", null]) {
    memo.load(state)
    await extract()
    expect(memo.stats().skipped).toBe(0)
  }
})

test("a parser that no longer makes the calls the memo relies on is left alone", () => {
  FileParser.prototype.parseFile = originalParseFile
  const Unexpected = { prototype: { parseFile: async (): Promise<null> => null } }
  const before = Unexpected.prototype.parseFile
  expect(installQueryExtractionMemo(Unexpected, gatsbyVersion, () => false)).toBeNull()
  expect(Unexpected.prototype.parseFile).toBe(before)
  expect(installQueryExtractionMemo(undefined, gatsbyVersion, () => false)).toBeNull()
})
