import { readFileSync } from "node:fs"
import { join } from "node:path"
import { entryTypesMarkdown } from "../../cms/contract/craft-schema"
import { categoryGroups, globalSets, volumes } from "../../cms/contract/project"

/** docs/craft.md, "What the Craft install must have": the handles a Craft install needs, generated from the contract. */
const doc = readFileSync(join(__dirname, "../../docs/craft.md"), "utf8")

test("docs/craft.md's table of Craft handles is the contract's", () => {
  const table = /<!-- entry types:[^\n]*-->\n([\s\S]*?)\n<!-- end entry types -->/.exec(doc)?.[1]
  expect(table).toBe(entryTypesMarkdown())
})

describe("docs/craft.md's volumes, category groups and global sets are the contract's", () => {
  const block = /<!-- other handles:[^\n]*-->\n([\s\S]*?)\n<!-- end other handles -->/.exec(doc)?.[1] ?? ""
  /** The handles in backticks of the list item that starts with `label`, which may wrap over several lines. */
  const listed = (label: string): string[] => {
    const item = block.split(/\n(?=- )/).find((line) => line.startsWith(`- ${label}`)) ?? ""
    return [...item.slice(label.length + 2).matchAll(/`([^`]+)`/g)].map((match) => match[1]!).filter((handle) => handle !== "altText")
  }
  const sorted = (handles: readonly string[]): string[] => [...handles].sort()

  test("asset volumes", () => expect(sorted(listed("Asset volumes"))).toEqual(sorted(volumes)))
  test("category groups", () => expect(sorted(listed("Category groups"))).toEqual(sorted(categoryGroups)))
  test("global sets", () => expect(sorted(listed("Global sets"))).toEqual(sorted(Object.keys(globalSets))))
  test("the user photos volume is a volume, and the one the content's user photos are in", () => {
    const [photos, ...more] = listed("User photos volume")
    expect(more).toEqual([])
    expect(volumes).toContain(photos)
    const users = JSON.parse(readFileSync(join(__dirname, "../../cms/content/users.json"), "utf8")) as Array<{ photo?: string | null }>
    const folders = new Set(users.flatMap((user) => (user.photo ? [user.photo.split("/")[0]] : [])))
    expect([...folders]).toEqual([photos])
  })
})
