import { describeEntry, missingEntryFields, REQUIRED_ENTRY_FIELDS } from "../../plugins/gatsby-source-cms/entry-check"

const entry = {
  __typename: "blog_blog_Entry",
  id: "42",
  title: "Client follow-up emails",
  slug: "follow-up",
  uri: "resources/follow-up",
  sectionHandle: "blog",
  typeHandle: "blog",
}

test("a complete entry lacks nothing", () => {
  expect(missingEntryFields(entry)).toEqual([])
  expect(missingEntryFields({ ...entry, uri: null })).toEqual([]) // entries without pages (CTAs, plans) have no uri
})

test.each(REQUIRED_ENTRY_FIELDS.map((field) => [field]))("an entry without %s (absent, null or blank) lacks it", (field) => {
  const { [field]: _dropped, ...rest } = entry
  expect(missingEntryFields(rest)).toEqual([field])
  expect(missingEntryFields({ ...entry, [field]: null })).toEqual([field])
  expect(missingEntryFields({ ...entry, [field]: "  " })).toEqual([field])
})

test("an entry is named by id, title and address, with whatever it has", () => {
  expect(describeEntry(entry)).toBe('entry 42 ("Client follow-up emails", /resources/follow-up)')
  expect(describeEntry({ ...entry, title: undefined })).toBe("entry 42 (/resources/follow-up)")
  expect(describeEntry({ id: "7", slug: "pro-plan", uri: null })).toBe("entry 7 (slug pro-plan)")
  expect(describeEntry({})).toBe("entry (no id)")
})
