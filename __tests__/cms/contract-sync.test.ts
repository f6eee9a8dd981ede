import { readFileSync } from "node:fs"
import { join } from "node:path"
import { craftSchemaSdl } from "../../cms/contract/craft-schema"

test("cms/schema.graphql is what `npm run contract` writes from cms/contract/project.ts", () => {
  // A hand edit of the schema, or a model change without `npm run contract`, fails here.
  expect(readFileSync(join(__dirname, "../../cms/schema.graphql"), "utf8")).toBe(craftSchemaSdl())
})
