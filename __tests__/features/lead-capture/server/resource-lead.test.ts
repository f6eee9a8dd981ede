/**
 * POST /api/resource-lead over real HTTP: the Function behind a server on 127.0.0.1:0, the
 * local CMS over the sample content (the forms come from its entries), and a real SQLite
 * file in a temporary folder.
 */
import type BetterSqlite3 from "better-sqlite3"
import handler from "../../../../src/api/resource-lead"
import { startCmsServer, type RunningCms } from "../../../../cms/server"
import { sharedLeadStore } from "../../../../src/features/lead-capture/server/store"
import { handleResourceLead } from "../../../../src/features/lead-capture/server/resource-handler"
import { cleanSourcePath } from "../../../../src/features/lead-capture/server/source-path"
import { serveFunction, type RunningFunction } from "../../../support/function-server"
import { postJson, tempLeadStore } from "../../../support/lead-store"

const person = { email: "grace@hopper.example", firstName: "Grace", lastName: "Hopper", companyName: "Cobol & Co" }

let cms: RunningCms
let fn: RunningFunction

beforeAll(async () => {
  cms = await startCmsServer()
  fn = await serveFunction(handler)
})
afterAll(async () => {
  await fn.close()
  await cms.close()
})
const { stored } = tempLeadStore("resource-leads", () => ({ CMS_URL: cms.url }))
const post = (body: unknown) => postJson(`${fn.url}/api/resource-lead`, body, { "User-Agent": "resource-test/1.0" })

test("an e-book download is stored under the entry's form id, and answers the file it unlocks", async () => {
  const answer = await post({
    ...person,
    sourcePath: "/resources/books-guides/the-relationship-selling-playbook",
    formId: "9999",
    currentUrl: "https://www.rapport.example/resources/books-guides/the-relationship-selling-playbook",
    tracking: { utm_source: "linkedin" },
  })
  expect(answer.status).toBe(201)
  expect(answer.body).toMatchObject({
    ok: true,
    forward: "not-configured",
    form: "ebook",
    message: expect.stringContaining("The Relationship Selling Playbook is ready to download"),
  })
  const download = answer.body.download as string
  expect(download).toMatch(/\/ebooks\/the-relationship-selling-playbook\.pdf$/)
  const file = await fetch(download)
  expect(file.headers.get("content-type")).toBe("application/pdf")
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  const [lead] = await stored()
  expect(lead).toMatchObject({
    form: "ebook",
    formId: "2101",
    sourcePath: "/resources/books-guides/the-relationship-selling-playbook",
    email: person.email,
    firstName: "Grace",
    lastName: "Hopper",
    fullName: "Grace Hopper",
    companyName: "Cobol & Co",
    tracking: { utm_source: "linkedin" },
    userAgent: "resource-test/1.0",
  })
})

test("a special webinar's registration answers the entry's own success message", async () => {
  const answer = await post({ ...person, sourcePath: "/webinars/agency-growth-summit-2026" })
  expect(answer.status).toBe(201)
  expect(answer.body.message).toBe("You're registered! Check your inbox for a calendar invitation and your joining link. See you on 9 December.")
  expect(answer.body.download).toBeNull()
  expect((await stored())[0]).toMatchObject({ form: "webinar", formId: "2302" })
})

test("a customer story's PDF; the newsletter on a post needs only an email and a first name", async () => {
  const story = await post({ ...person, sourcePath: "/resources/brightline-studio-case-study" })
  expect(story.body).toMatchObject({ form: "caseStudy", download: expect.stringMatching(/brightline-studio-customer-story\.pdf$/) })
  const newsletter = await post({ email: "ada@example.com", firstName: "Ada", sourcePath: "/resources/how-to-build-a-sales-pipeline-in-gmail" })
  expect(newsletter.status).toBe(201)
  expect(newsletter.body).toMatchObject({ form: "newsletter", message: "You're subscribed. Look out for our next letter in your inbox." })
  expect((await stored()).map((lead) => [lead.form, lead.formId])).toEqual([
    ["newsletter", "2401"],
    ["caseStudy", "2201"],
  ])
})

test("fields the form needs, checked on the server; nothing stored", async () => {
  const answer = await post({ email: "not-an-email", firstName: "", sourcePath: "/resources/books-guides/the-relationship-selling-playbook" })
  expect(answer.status).toBe(400)
  expect(answer.body.fieldErrors).toEqual({
    email: "Enter an email address like name@company.com",
    firstName: "Enter your first name",
    lastName: "Enter your last name",
  })
  expect(await stored()).toEqual([])
})

test("a page without a form, or no page at all, is refused", async () => {
  expect((await post({ ...person, sourcePath: "/pricing" })).body.error).toBe("This page has no form to send")
  expect((await post({ ...person, sourcePath: "/resources/a-post-that-does-not-exist" })).status).toBe(400)
  expect((await post({ ...person, sourcePath: "https://evil.example/x" })).status).toBe(400)
  expect(await stored()).toEqual([])
})

test("the page's path is a site path or nothing", () => {
  expect(cleanSourcePath("/webinars/x?utm_source=a#form")).toBe("/webinars/x")
  expect(cleanSourcePath("/resources/books-guides/y/")).toBe("/resources/books-guides/y")
  expect(cleanSourcePath("/../etc/passwd")).toBeNull()
  expect(cleanSourcePath("//evil.example")).toBeNull()
  expect(cleanSourcePath(42)).toBeNull()
})

describe("a CMS that cannot answer", () => {
  const deps = () => ({
    openStore: () => sharedLeadStore({ kind: "sqlite", path: process.env.LEADS_DB_PATH! }),
    keepInFallback: () => ({ kept: "log" as const }),
    forward: null,
    lookupEntry: async () => null,
  })

  test("does not lose the lead: kept under the kind the page named, thanked without the file", async () => {
    const answer = await handleResourceLead(
      { method: "POST", body: { ...person, form: "ebook", sourcePath: "/resources/books-guides/the-relationship-selling-playbook" } },
      deps(),
    )
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ form: "ebook", download: null, message: expect.stringContaining("we'll email you") })
    expect((await stored())[0]).toMatchObject({ form: "ebook", formId: "", email: person.email })
  })

  test("a form that names no kind is asked to try again (503), nothing half-kept", async () => {
    const answer = await handleResourceLead({ method: "POST", body: { ...person, sourcePath: "/webinars/x" } }, deps())
    expect(answer.status).toBe(503)
    expect(await stored()).toEqual([])
  })
})

test("a lead file from before the resource forms opens with the new columns, its leads read as demo requests", async () => {
  const Database = jest.requireActual<typeof BetterSqlite3>("better-sqlite3")
  const path = process.env.LEADS_DB_PATH!
  const old = new Database(path)
  old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, email TEXT NOT NULL, full_name TEXT NOT NULL, first_name TEXT NOT NULL,
    last_name TEXT NOT NULL, company_name TEXT NOT NULL, phone_number TEXT NOT NULL, country TEXT NOT NULL, company_size TEXT NOT NULL, promo_code TEXT NOT NULL DEFAULT '',
    current_url TEXT NOT NULL DEFAULT '', tracking_json TEXT NOT NULL DEFAULT '{}', user_agent TEXT NOT NULL DEFAULT '', forward_status TEXT NOT NULL DEFAULT 'not-configured',
    forward_attempts INTEGER NOT NULL DEFAULT 0, forward_error TEXT, forwarded_at TEXT)`)
  old
    .prepare(
      "INSERT INTO leads (received_at, email, full_name, first_name, last_name, company_name, phone_number, country, company_size) VALUES ('2026-01-01T00:00:00Z', 'old@example.com', 'Old Lead', 'Old', 'Lead', 'Acme', '555 0100', 'Canada', '2-5')",
    )
    .run()
  old.close()
  expect(await stored()).toEqual([expect.objectContaining({ email: "old@example.com", form: "demo", formId: "", sourcePath: "" })])
})

test("without JavaScript: the form's urlencoded post is kept and answered with a page (the page from the Referer when the form does not say)", async () => {
  const form = new URLSearchParams({ email: "dorothy@vaughan.example", firstName: "Dorothy", form: "newsletter" })
  const response = await fetch(`${fn.url}/api/resource-lead`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: "https://www.rapport.example/resources/how-to-build-a-sales-pipeline-in-gmail?utm_source=x",
    },
    body: form.toString(),
  })
  expect(response.status).toBe(201)
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
  const html = await response.text()
  expect(html).toContain('<p role="status">You&#39;re subscribed. Look out for our next letter in your inbox.</p>')
  expect(html).toContain('<a href="/resources/how-to-build-a-sales-pipeline-in-gmail">Back to the page</a>')
  expect((await stored())[0]).toMatchObject({
    form: "newsletter",
    email: "dorothy@vaughan.example",
    sourcePath: "/resources/how-to-build-a-sales-pipeline-in-gmail",
  })

  const invalid = await fetch(`${fn.url}/api/resource-lead`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ sourcePath: "/resources/books-guides/the-relationship-selling-playbook", email: "x" }).toString(),
  })
  expect(invalid.status).toBe(400)
  const page = await invalid.text()
  expect(page).toContain("<li>Enter an email address like name@company.com</li>")
  expect(page).toContain('<a href="/resources/books-guides/the-relationship-selling-playbook">Back to the form</a>')
})

describe("bots, without bothering people", () => {
  test("a filled honeypot is answered as if kept, and nothing is stored", async () => {
    const answer = await post({ ...person, website: "http://cheap-pills.example", sourcePath: "/webinars/client-retention-masterclass-2027" })
    expect(answer.status).toBe(201)
    expect(answer.body.ok).toBe(true)
    expect(await stored()).toEqual([])
  })

  test("over the per-address limit: 429 with Retry-After, before anything is read or stored", async () => {
    process.env.LEADS_RATE_LIMIT = "2/600"
    const from = (address: string) =>
      fetch(`${fn.url}/api/resource-lead`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ ...person, sourcePath: "/webinars/client-retention-masterclass-2027" }),
      })
    expect((await from("203.0.113.9")).status).toBe(201)
    expect((await from("203.0.113.9")).status).toBe(201)
    const refused = await from("203.0.113.9")
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590)
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many requests from your address\. Please try again in \d+ seconds\.$/)
    expect((await from("198.51.100.4")).status).toBe(201)
    expect(await stored()).toHaveLength(3)
  })
})
