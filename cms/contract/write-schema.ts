/** `npm run contract`: writes cms/schema.graphql from the Craft project model (./project.ts). */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildSchema } from "graphql"
import { craftSchemaSdl } from "./craft-schema"

const sdl = craftSchemaSdl()
buildSchema(sdl) // a schema graphql-js rejects is never written
const target = join(__dirname, "..", "schema.graphql")
writeFileSync(target, sdl)
console.log(`wrote ${target} (${sdl.split("\n").length} lines)`)
