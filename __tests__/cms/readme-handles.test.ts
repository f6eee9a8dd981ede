import { readFileSync } from "node:fs"
import { join } from "node:path"
import { entryTypesMarkdown } from "../../cms/contract/craft-schema"

test("the README's table of Craft handles is the contract's", () => {
  const readme = readFileSync(join(__dirname, "../../README.md"), "utf8")
  const table = /<!-- entry types:[^\n]*-->\n([\s\S]*?)\n<!-- end entry types -->/.exec(readme)?.[1]
  expect(table).toBe(entryTypesMarkdown())
})
