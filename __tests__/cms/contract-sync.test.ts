import { readFileSync } from "node:fs"
import { join } from "node:path"
import { RESERVED_HANDLES, craftSchemaSdl, fieldSdl } from "../../cms/contract/craft-schema"
import { text } from "../../cms/contract/project"

test("cms/schema.graphql is what `npm run contract` writes from cms/contract/project.ts", () => {
  // A hand edit of the schema, or a model change without `npm run contract`, fails here.
  expect(readFileSync(join(__dirname, "../../cms/schema.graphql"), "utf8")).toBe(craftSchemaSdl())
})

test("the contract refuses a field Craft would refuse: a reserved handle stops `npm run contract`", () => {
  expect(fieldSdl("heroTitle", text())).toContain("heroTitle: String")
  for (const handle of ["title", "slug", "link", "owner", "postDate"]) {
    expect(RESERVED_HANDLES.has(handle)).toBe(true)
    expect(() => fieldSdl(handle, text())).toThrow(`"${handle}" is a reserved handle in Craft 4`)
  }
})
