import { loadContent } from "../../cms/content-store"
import { sections } from "../../cms/contract/project"

/**
 * DESIGN 3.1: the sample content covers every template and block type. Every entry type
 * of the contract (cms/contract/project.ts, section → entry type) has at least one enabled
 * entry under cms/content/entries/, so every template is built, shown and tested from
 * content an editor could have written, and a new entry type cannot land without one.
 */
const store = loadContent()
const entryTypes = Object.entries(sections).flatMap(([section, types]) => Object.keys(types).map((type) => [section, type] as const))

test("the contract has entry types to check", () => {
  expect(entryTypes.length).toBeGreaterThan(0)
})

test.each(entryTypes)("the sample content has an enabled %s/%s entry", (section, type) => {
  const samples = store.entries.filter((entry) => entry.sectionHandle === section && entry.typeHandle === type && entry.enabled)
  if (samples.length === 0)
    throw new Error(`no enabled ${section}/${type} entry: add one under cms/content/entries/${section}/ with "typeHandle": "${type}" (cms/content/README.md)`)
  expect(samples.length).toBeGreaterThan(0)
})
