import { readFileSync } from "node:fs"
import { join } from "node:path"
import { buildSchema, parse, validate } from "graphql"
import { entryForm, resourceFormEntryQuery } from "../../../../src/features/lead-capture/server/resource-entry-form"

test("the lookup query is valid against the content contract (what the real Craft will be asked)", () => {
  const schema = buildSchema(readFileSync(join(__dirname, "../../../../cms/schema.graphql"), "utf8"))
  expect(validate(schema, parse(resourceFormEntryQuery)).map((error) => error.message)).toEqual([])
})

describe("entryForm: what form an entry offers", () => {
  test("each entry type its form; the editor's form id, else the site's main form", () => {
    expect(entryForm({ entry: { typeHandle: "register", title: "Masterclass", formId: "2301" } })).toMatchObject({
      form: "webinar",
      formId: "2301",
      download: null,
    })
    expect(entryForm({ entry: { typeHandle: "webinars", title: "Replay", formId: " " } })).toMatchObject({ form: "webinar", formId: "1050" })
    expect(
      entryForm({ entry: { typeHandle: "download", title: "Checklist", formId: "7", download: [null, { url: "https://cms.example/a.pdf" }] } }),
    ).toMatchObject({ form: "ebook", download: "https://cms.example/a.pdf" })
    expect(entryForm({ entry: { typeHandle: "caseStudy", title: "Story", caseStudyPdf: [] } })).toMatchObject({ form: "caseStudy", download: null })
  })
  test("a special event says what its editor wrote; the others a message naming the resource", () => {
    expect(entryForm({ entry: { typeHandle: "webinarSpecial", title: "Summit", formSuccessMessage: "See you there!" } })?.successMessage).toBe("See you there!")
    expect(entryForm({ entry: { typeHandle: "webinarSpecial", title: "Summit", formSuccessMessage: null } })?.successMessage).toBe(
      "You're registered for Summit. Your joining link is on its way to your inbox.",
    )
    expect(entryForm({ entry: { typeHandle: "eBook", title: "The Playbook" } })?.successMessage).toBe(
      "Thanks! The Playbook is ready to download. We've emailed you a copy too.",
    )
  })
  test("a blog post offers the newsletter only when it has a subscribe block; other entries nothing", () => {
    expect(entryForm({ entry: { typeHandle: "blog", title: "Post", blogBuilder: [{ formId: "2401" }] } })).toMatchObject({ form: "newsletter", formId: "2401" })
    expect(entryForm({ entry: { typeHandle: "blog", title: "Post", blogBuilder: [] } })).toBeNull()
    expect(entryForm({ entry: { typeHandle: "pricing", title: "Pricing" } })).toBeNull()
    expect(entryForm({ entry: null })).toBeNull()
  })
})
