import { readFileSync } from "node:fs"
import { join } from "node:path"
import { buildSchema, parse, validate } from "graphql"
import { pageBuilderEntryTypes, pageFormEntryQuery, pageFormOf, type PageFormData } from "../../../../src/features/lead-capture/server/page-form"
import { sections } from "../../../../cms/contract/project"

test("the lookup query is valid against the content contract (what the real Craft will be asked)", () => {
  const schema = buildSchema(readFileSync(join(__dirname, "../../../../cms/schema.graphql"), "utf8"))
  expect(validate(schema, parse(pageFormEntryQuery)).map((error) => error.message)).toEqual([])
})

test("the query asks every entry type that has the pageBuilder field, and no other", () => {
  const withPageBuilder = Object.entries(sections).flatMap(([section, types]) =>
    Object.entries(types)
      .filter(([, type]) => type.fields.includes("pageBuilder"))
      .map(([type]) => `${section}_${type}_Entry`),
  )
  expect([...pageBuilderEntryTypes].sort()).toEqual(withPageBuilder.sort())
})

const page = (
  blocks: NonNullable<NonNullable<PageFormData["entry"]>["pageBuilder"]>,
  globalSet: PageFormData["globalSet"] = { mainFormReference: "2040", pageHeroSynced: [] },
): PageFormData => ({ entry: { id: "7", pageBuilder: blocks }, globalSet })

describe("pageFormOf: the form in one block of a page, read from the CMS", () => {
  const answers = { companySize: "100+" }
  test("a synced hero: its form id and its message for these answers", () => {
    const data = page([
      {
        id: "11",
        typeHandle: "syncedHero",
        formId: "1050",
        successMessage: "Thanks!",
        successMessageSpecializations: [
          { variationLogic: "companySize", variationLogicComparison: "in", variationLogicValue: "21-100,100+", vSuccessMessage: "A specialist will call." },
        ],
      },
    ])
    expect(pageFormOf(data, "11", answers, "1050")).toEqual({ formId: "1050", message: "A specialist will call." })
    expect(pageFormOf(data, "11", { companySize: "2-5" }, "1050")).toEqual({ formId: "1050", message: "Thanks!" })
  })
  test("a synced hero takes what it leaves empty from the pageHeroSynced master, then mainFormReference", () => {
    const master = { id: "99", typeHandle: "syncedHero", formId: "3001", successMessage: "From the master." }
    expect(
      pageFormOf(
        page([{ id: "11", typeHandle: "syncedHero" }], { mainFormReference: "2040", pageHeroSynced: [{ pageBuilder: [master] }] }),
        "11",
        answers,
        "1050",
      ),
    ).toEqual({ formId: "3001", message: "From the master." })
    expect(pageFormOf(page([{ id: "11", typeHandle: "syncedHero" }]), "11", answers, "1050")?.formId).toBe("2040")
    expect(pageFormOf(page([{ id: "11", typeHandle: "syncedHero" }], null), "11", answers, "1050")?.formId).toBe("1050")
  })
  test("a hero's sign-up form and a two-column block's form, only when they show one", () => {
    const data = page([
      { id: "21", typeHandle: "hero", displaySignupForm: true, heroMarketoId: "4100", marketoThankYouMessage: "Check your inbox." },
      { id: "22", typeHandle: "hero", displaySignupForm: false, heroMarketoId: "4100" },
      { id: "31", typeHandle: "twoColumn", useForm: true, formCode: " 4200 " },
      { id: "32", typeHandle: "twoColumn", useForm: true },
      { id: "41", typeHandle: "richText" },
    ])
    expect(pageFormOf(data, "21", answers, "1050")).toEqual({ formId: "4100", message: "Check your inbox." })
    expect(pageFormOf(data, "22", answers, "1050")).toBeNull()
    expect(pageFormOf(data, "31", answers, "1050")).toMatchObject({ formId: "4200" })
    expect(pageFormOf(data, "32", answers, "1050")).toMatchObject({ formId: "2040" })
    expect(pageFormOf(data, "41", answers, "1050")).toBeNull()
    expect(pageFormOf(data, "404", answers, "1050")).toBeNull()
    expect(pageFormOf({ entry: null }, "21", answers, "1050")).toBeNull()
  })
})
