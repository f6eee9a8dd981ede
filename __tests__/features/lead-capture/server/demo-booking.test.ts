/**
 * /api/demo-booking over real HTTP: the Function behind a server on 127.0.0.1:0, the local
 * CMS over the sample content (the weekly pattern comes from its demoBooking entry), and a
 * real SQLite file in a temporary folder.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildSchema, parse, validate } from "graphql"
import handler from "../../../../src/api/demo-booking"
import { startCmsServer, type RunningCms } from "../../../../cms/server"
import { closeSharedLeadDatabases } from "../../../../src/features/lead-capture/server/database"
import { sharedLeadStore } from "../../../../src/features/lead-capture/server/store"
import { sharedBookingStore } from "../../../../src/features/lead-capture/server/booking-store"
import { storedBookings, storedLeads } from "../../../support/lead-store"
import { bookingSettingsOf, slotKey, upcomingSlots, type Slot } from "../../../../src/features/lead-capture/rules/slots"
import { demoBookingSettingsQuery } from "../../../../src/features/lead-capture/server/booking-settings-query"
import { handleDemoBooking } from "../../../../src/features/lead-capture/server/booking-handler"
import { serveFunction, type RunningFunction } from "../../../support/function-server"

const sampleEntry = JSON.parse(readFileSync(join(__dirname, "../../../../cms/content/entries/pages/demos-book.json"), "utf8"))
/** What the page offers now; a slot well past the notice, so the Function's clock a moment later offers it too. */
const offered = (): Slot[] => upcomingSlots(bookingSettingsOf(sampleEntry), new Date())
const person = { fullName: "Katherine Johnson", email: "katherine@orbital.example", companySize: "21-100" }

let cms: RunningCms
let fn: RunningFunction
let dir: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  cms = await startCmsServer()
  fn = await serveFunction(handler)
})
afterAll(async () => {
  await fn.close()
  await cms.close()
})
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "demo-bookings-"))
  process.env.CMS_URL = cms.url
  process.env.LEADS_DB_PATH = join(dir, "leads.sqlite")
  process.env.LEADS_FALLBACK_PATH = join(dir, "fallback.jsonl")
  process.env.LEADS_RATE_LIMIT = "10000/600"
  delete process.env.MARKETO_REST_URL
  delete process.env.LEADS_DATABASE_URL
})
afterEach(async () => {
  await closeSharedLeadDatabases()
  process.env = { ...savedEnv }
  rmSync(dir, { recursive: true, force: true })
})

async function post(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${fn.url}/api/demo-booking`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "booking-test/1.0", ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const leads = () => storedLeads()
const bookings = () => storedBookings()

test("the settings query is valid against the content contract (what the real Craft will be asked)", () => {
  const schema = buildSchema(readFileSync(join(__dirname, "../../../../cms/schema.graphql"), "utf8"))
  expect(validate(schema, parse(demoBookingSettingsQuery)).map((error) => error.message)).toEqual([])
})

test("a slot the page offers is booked: a booking row and a lead under the email, the slot in the answer, and GET lists it as taken", async () => {
  const slot = offered()[3]!
  const answer = await post({
    ...person,
    slot: slotKey(slot),
    currentUrl: "https://www.rapport.example/demos/book?companySize=21-100",
    tracking: { utm_source: "linkedin" },
  })
  expect(answer.status).toBe(201)
  expect(answer.body).toMatchObject({ ok: true, forward: "not-configured", booking: slot, hostTimeZone: "America/New_York" })
  expect(await bookings()).toEqual([expect.objectContaining({ slot, email: person.email, fullName: person.fullName, companySize: "21-100" })])
  expect((await leads())[0]).toMatchObject({
    form: "booking",
    email: person.email,
    firstName: "Katherine",
    lastName: "Johnson",
    companySize: "21-100",
    sourcePath: "/demos/book",
    tracking: { utm_source: "linkedin" },
    userAgent: "booking-test/1.0",
  })

  const taken = (await (await fetch(`${fn.url}/api/demo-booking`)).json()) as { taken: string[] }
  expect(taken).toEqual({ taken: [slotKey(slot)] })
})

test("a slot someone else has just booked is refused (409) with the list of taken slots; nothing more is kept", async () => {
  const slot = offered()[4]!
  expect((await post({ ...person, slot: slotKey(slot) })).status).toBe(201)
  const second = await post({ fullName: "Dorothy Vaughan", email: "dorothy@orbital.example", slot: slotKey(slot) })
  expect(second.status).toBe(409)
  expect(second.body).toMatchObject({
    error: expect.stringMatching(/^Sorry, someone has just booked that time/),
    fieldErrors: { slot: expect.any(String) },
    taken: [slotKey(slot)],
  })
  expect(await bookings()).toHaveLength(1)
  expect((await leads()).map((lead) => lead.email)).toEqual([person.email])
  // The same start with the other host is a different call, still free.
  const sameStart = offered().find((other) => other.start === slot.start && other.hostName !== slot.hostName)
  if (sameStart) expect((await post({ ...person, slot: slotKey(sameStart) })).status).toBe(201)
})

test("a slot the pattern does not offer now (past, made up, another host) is refused as no longer available", async () => {
  const [first] = offered()
  for (const slot of [
    { start: "2020-01-06T14:00:00.000Z", hostName: "Maya Okafor" },
    { start: first!.start, hostName: "Someone Else" },
    { start: new Date(Date.parse(first!.start) + 60_000).toISOString(), hostName: first!.hostName },
  ]) {
    const answer = await post({ ...person, slot: slotKey(slot) })
    expect(answer.status).toBe(409)
    expect(answer.body.error).toMatch(/^That time is no longer available/)
  }
  expect(await bookings()).toEqual([])
})

test("fields to fix: 400 with each field's message, nothing kept", async () => {
  const answer = await post({ slot: "tomorrow", fullName: " ", email: "katherine@" })
  expect(answer.status).toBe(400)
  expect(answer.body.fieldErrors).toEqual({
    slot: "Choose a time for your call",
    fullName: "Enter your full name",
    email: "Enter an email address like name@company.com",
  })
  expect(await bookings()).toEqual([])
  expect(await leads()).toEqual([])
})

test("a filled honeypot is answered as if booked, and neither a booking nor a lead is kept", async () => {
  const answer = await post({ ...person, slot: slotKey(offered()[2]!), website: "http://cheap-pills.example" })
  expect(answer.status).toBe(201)
  expect(await bookings()).toEqual([])
  expect(await leads()).toEqual([])
})

test("over the per-address limit: 429 with Retry-After", async () => {
  process.env.LEADS_RATE_LIMIT = "1/600"
  const headers = { "X-Forwarded-For": "203.0.113.77" }
  expect((await post({ ...person, slot: slotKey(offered()[5]!) }, headers)).status).toBe(201)
  const refused = await fetch(`${fn.url}/api/demo-booking`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ ...person, slot: slotKey(offered()[6]!) }),
  })
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590)
})

test("without JavaScript: the urlencoded post books and answers a page with the calendar file; a taken slot answers what to do", async () => {
  const slot = offered()[1]!
  const form = new URLSearchParams({ ...person, slot: slotKey(slot) })
  const response = await fetch(`${fn.url}/api/demo-booking`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  })
  expect(response.status).toBe(201)
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
  const html = await response.text()
  expect(html).toContain("<h1>Your demo is booked</h1>")
  expect(html).toMatch(/<p role="status">\w+day, \w+ \d+ at \d+:\d\d [AP]M \(Eastern (Standard|Daylight) Time\) with (Maya Okafor|Daniel Brooks|Priya Raman), /)
  expect(html).toContain(`A calendar invitation with the video link is on its way to ${person.email}.`)
  const ics = decodeURIComponent(/href="data:text\/calendar;charset=utf-8,([^"]+)" download="rapport-demo.ics"/.exec(html)![1]!)
  expect(ics).toContain(`DTSTART:${slot.start.replace(/[-:]/g, "").replace(".000", "")}`)

  const again = await fetch(`${fn.url}/api/demo-booking`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  })
  expect(again.status).toBe(409)
  const page = await again.text()
  expect(page).toContain('<p role="alert">Sorry, someone has just booked that time.')
  expect(page).toContain('<a class="button" href="/demos/book?companySize=21-100">Back to the times</a>')
})

describe("when the CMS or the store cannot answer", () => {
  const deps = (overrides: Partial<Parameters<typeof handleDemoBooking>[1]> = {}): Parameters<typeof handleDemoBooking>[1] => ({
    openStore: () => sharedLeadStore({ kind: "sqlite", path: process.env.LEADS_DB_PATH! }),
    keepInFallback: () => ({ kept: "log" as const }),
    forward: null,
    log: { error: jest.fn(), warn: jest.fn() },
    loadSettings: async () => bookingSettingsOf(sampleEntry),
    openBookings: () => sharedBookingStore({ kind: "sqlite", path: process.env.LEADS_DB_PATH! }),
    ...overrides,
  })

  test("no pattern from the CMS: 503, try again, nothing kept", async () => {
    const answer = await handleDemoBooking({ method: "POST", body: { ...person, slot: slotKey(offered()[0]!) } }, deps({ loadSettings: async () => null }))
    expect(answer.status).toBe(503)
    expect(await bookings()).toEqual([])
  })

  test("a store that cannot open: 503 on POST; GET answers no taken slots rather than failing the page", async () => {
    const broken = deps({
      openBookings: () => {
        throw new Error("disk full")
      },
    })
    expect((await handleDemoBooking({ method: "POST", body: { ...person, slot: slotKey(offered()[0]!) } }, broken)).status).toBe(503)
    expect(await handleDemoBooking({ method: "GET", body: undefined }, broken)).toEqual({ status: 200, body: { taken: [] } })
  })
})
