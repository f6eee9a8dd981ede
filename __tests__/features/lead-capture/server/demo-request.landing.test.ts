/**
 * POST /api/demo-request from a content page's form (issue 16), over real HTTP: the Function
 * behind a server on 127.0.0.1:0, the local CMS over the sample content (the form id and the
 * thank-you come from the page's block, never from the browser), a real SQLite file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import handler from "../../../../src/api/demo-request"
import { startCmsServer, type RunningCms } from "../../../../cms/server"
import { defaultSuccessMessage } from "../../../../src/features/lead-capture/rules/success-message"
import { serveFunction, type RunningFunction } from "../../../support/function-server"
import { postJson, tempLeadStore } from "../../../support/lead-store"
import { demoLead } from "../../../support/lead-fixture"

// Every post names its company size.
const person = { ...demoLead({ fullName: "Ada Lovelace" }), currentUrl: "https://www.rapport.example/lead-gen-playbook" }

// Two local CMS servers load the whole sample content: slower than one test's default on a busy machine.
jest.setTimeout(30_000)

/** The synced hero's block id on /lead-gen-playbook, as the local CMS serves it. */
let heroBlockId: string
let cms: RunningCms
let fn: RunningFunction

beforeAll(async () => {
  cms = await startCmsServer()
  fn = await serveFunction(handler)
  const response = await fetch(`${cms.url}/graph`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query:
        '{ entry(uri: ["lead-gen-playbook"]) { ... on pages_landingPage_Entry { pageBuilder(type: "syncedHero") { ... on pageBuilder_syncedHero_BlockType { id } } } } }',
    }),
  })
  heroBlockId = ((await response.json()) as { data: { entry: { pageBuilder: Array<{ id: string }> } } }).data.entry.pageBuilder[0]!.id
})
afterAll(async () => {
  await fn.close()
  await cms.close()
})
const { stored } = tempLeadStore("landing-leads", () => ({ CMS_URL: cms.url }))
const post = (body: unknown) => postJson(`${fn.url}/api/demo-request`, body)

// The sample entry as the editors wrote it.
const hero = (
  JSON.parse(readFileSync(join(__dirname, "../../../../cms/content/entries/pages/lead-gen-playbook.json"), "utf8")) as {
    pageBuilder: Array<Record<string, unknown>>
  }
).pageBuilder
const sample = hero.find((block) => block.typeHandle === "syncedHero") as {
  formId: string
  successMessage: string
  successMessageSpecializations: Array<{ variationLogicValue: string; vSuccessMessage: string }>
}

test("the synced hero's lead is kept as a landing lead under the block's form id, answered with the message specialised for its answers", async () => {
  const larger = await post({ ...person, companySize: "100+", sourcePath: "/lead-gen-playbook", block: heroBlockId, formId: "6666" })
  expect(larger.status).toBe(201)
  expect(larger.body.message).toBe(sample.successMessageSpecializations.find((row) => row.variationLogicValue.includes("100+"))!.vSuccessMessage)
  const solo = await post({ ...person, email: "solo@lovelace.example", companySize: "1", sourcePath: "/lead-gen-playbook", block: heroBlockId })
  expect(solo.body.message).toBe(sample.successMessageSpecializations.find((row) => row.variationLogicValue === "1")!.vSuccessMessage)
  const middle = await post({ ...person, email: "mid@lovelace.example", companySize: "6-20", sourcePath: "/lead-gen-playbook", block: heroBlockId })
  expect(middle.body.message).toBe(sample.successMessage)
  const leads = await stored()
  expect(leads).toHaveLength(3)
  // The browser's formId (6666) is never taken: the block's is.
  for (const kept of leads) expect(kept).toMatchObject({ form: "landing", formId: sample.formId, sourcePath: "/lead-gen-playbook" })
})

test("a block that is not a form on that page is refused, and nothing is kept", async () => {
  expect((await post({ ...person, companySize: "1", sourcePath: "/pricing", block: heroBlockId })).status).toBe(400)
  expect((await post({ ...person, companySize: "1", sourcePath: "/lead-gen-playbook", block: "12345" })).body.error).toBe("This page has no such form")
  expect((await post({ ...person, companySize: "1", block: heroBlockId })).body.error).toBe("The form must say which page it is on (sourcePath)")
  expect(await stored()).toHaveLength(0)
})

test("the demo form's own lead goes under mainFormReference", async () => {
  const answer = await post({ ...person, companySize: "2-5", currentUrl: "https://www.rapport.example/demos" })
  expect(answer.status).toBe(201)
  expect(answer.body.message).toBeUndefined()
  const mainForm = (JSON.parse(readFileSync(join(__dirname, "../../../../cms/content/globals/siteSettings.json"), "utf8")) as { mainFormReference: string })
    .mainFormReference
  expect((await stored())[0]).toMatchObject({ form: "demo", formId: mainForm, sourcePath: "/demos" })
})

test("with the CMS unreachable, a page form's lead is still kept, with no form id, and thanked generally", async () => {
  process.env.CMS_URL = "http://127.0.0.1:9"
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const answer = await post({ ...person, companySize: "1", sourcePath: "/lead-gen-playbook", block: heroBlockId })
  errors.mockRestore()
  expect(answer.status).toBe(201)
  expect(answer.body.message).toBe(defaultSuccessMessage)
  expect((await stored())[0]).toMatchObject({ form: "landing", formId: "", sourcePath: "/lead-gen-playbook" })
})

describe("changing the settings in the content changes where leads go", () => {
  let edited: RunningCms
  let contentDir: string
  beforeAll(async () => {
    // The sample content, with mainFormReference changed and a second landing page whose synced hero fills in only its heading.
    contentDir = mkdtempSync(join(tmpdir(), "landing-content-"))
    const source = join(__dirname, "../../../../cms/content")
    for (const part of ["entries", "globals", "categories.json", "users.json"]) cpSync(join(source, part), join(contentDir, part), { recursive: true })
    symlinkSync(join(source, "assets"), join(contentDir, "assets"))
    const settingsFile = join(contentDir, "globals/siteSettings.json")
    writeFileSync(settingsFile, JSON.stringify({ ...JSON.parse(readFileSync(settingsFile, "utf8")), mainFormReference: "2040" }))
    const playbook = JSON.parse(readFileSync(join(source, "entries/pages/lead-gen-playbook.json"), "utf8")) as Record<string, unknown>
    writeFileSync(
      join(contentDir, "entries/pages/agency-playbook.json"),
      JSON.stringify({
        ...playbook,
        title: "The Agency Playbook",
        slug: "agency-playbook",
        uri: "agency-playbook",
        pageBuilder: [{ typeHandle: "syncedHero", heading: "The Lead Gen Playbook for agencies" }],
      }),
    )
    edited = await startCmsServer({ contentDir })
  })
  afterAll(async () => {
    await edited.close()
    rmSync(contentDir, { recursive: true, force: true })
  })

  test("mainFormReference names the demo form's id; a synced hero that leaves its form to the master takes the master's id and messages", async () => {
    process.env.CMS_URL = edited.url
    expect((await post({ ...person, companySize: "2-5", currentUrl: "https://www.rapport.example/demos" })).status).toBe(201)
    expect((await stored())[0]).toMatchObject({ form: "demo", formId: "2040" })

    const response = await fetch(`${edited.url}/graph`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        query: '{ entry(uri: ["agency-playbook"]) { ... on pages_landingPage_Entry { pageBuilder { ... on pageBuilder_syncedHero_BlockType { id } } } } }',
      }),
    })
    const block = ((await response.json()) as { data: { entry: { pageBuilder: Array<{ id: string }> } } }).data.entry.pageBuilder[0]!.id
    const answer = await post({ ...person, email: "agency@lovelace.example", companySize: "100+", sourcePath: "/agency-playbook", block })
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe(sample.successMessageSpecializations.find((row) => row.variationLogicValue.includes("100+"))!.vSuccessMessage)
    expect((await stored())[0]).toMatchObject({ form: "landing", formId: sample.formId, sourcePath: "/agency-playbook" })
  })
})
