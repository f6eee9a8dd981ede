/**
 * The production lead store end to end (issue 17): the lead Functions over real HTTP
 * (127.0.0.1:0) with LEADS_DATABASE_URL pointing at a real PostgreSQL server (Debian's,
 * started on a free loopback port for this file, __tests__/support/postgres.ts), each lead
 * read back from the database with plain SQL, and `npm run leads` reading the same database.
 */
import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import { Client } from "pg"
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import demoRequest from "../../../../src/api/demo-request"
import demoBooking from "../../../../src/api/demo-booking"
import { startCmsServer, type RunningCms } from "../../../../cms/server"
import { closeSharedLeadDatabases, POSTGRES_POOL } from "../../../../src/features/lead-capture/server/database"
import { readFallbackLeads } from "../../../../src/features/lead-capture/server/fallback"
import { migrations } from "../../../../src/features/lead-capture/server/migrations"
import { bookingSettingsOf, slotKey, upcomingSlots } from "../../../../src/features/lead-capture/rules/slots"
import { serveFunction, type RunningFunction } from "../../../support/function-server"
import { postJson } from "../../../support/lead-store"
import { freePort, startPostgres, type RunningPostgres } from "../../../support/postgres"
import { demoRequestBody } from "../../../support/lead-fixture"

jest.setTimeout(60_000)

const lead = demoRequestBody()

let postgres: RunningPostgres
let cms: RunningCms
let requests: RunningFunction
let bookings: RunningFunction
let dir: string
let databaseUrl: string
let databases = 0
const savedEnv = { ...process.env }

beforeAll(async () => {
  postgres = await startPostgres()
  cms = await startCmsServer()
  requests = await serveFunction(demoRequest)
  bookings = await serveFunction(demoBooking)
})
afterAll(async () => {
  await requests?.close()
  await bookings?.close()
  await cms?.close()
  await postgres?.stop()
})
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "leads-postgres-e2e-"))
  databaseUrl = await postgres.createDatabase(`site_${++databases}`)
  process.env.LEADS_DATABASE_URL = databaseUrl
  process.env.LEADS_DB_PATH = join(dir, "must-not-exist.sqlite")
  process.env.LEADS_FALLBACK_PATH = join(dir, "fallback.jsonl")
  process.env.LEADS_RATE_LIMIT = "10000/600"
  process.env.CMS_URL = cms.url
  delete process.env.MARKETO_REST_URL
})
afterEach(async () => {
  await closeSharedLeadDatabases()
  process.env = { ...savedEnv }
  rmSync(dir, { recursive: true, force: true })
})

async function query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

test("a demo request posted to the Function is a row of the PostgreSQL database, and no SQLite file is made", async () => {
  const answer = await postJson(`${requests.url}/api/demo-request`, lead, { "User-Agent": "postgres-e2e/1.0" })
  expect(answer).toEqual({ status: 201, body: { ok: true, forward: "not-configured" } })
  const rows = await query<Record<string, unknown>>("SELECT * FROM leads")
  expect(rows).toEqual([
    expect.objectContaining({
      form: "demo",
      form_id: "1050",
      source_path: "/demos",
      email: "ada@lovelace.example",
      full_name: "Ada King Lovelace",
      first_name: "Ada",
      last_name: "King Lovelace",
      company_name: "Analytical Engines",
      phone_number: "+44 20 7946 0958",
      country: "United Kingdom",
      company_size: "21-100",
      promo_code: "SPRING24",
      tracking: { utm_source: "newsletter", utm_medium: "email" },
      user_agent: "postgres-e2e/1.0",
      forward_status: "not-configured",
    }),
  ])
  expect((rows[0]!.received_at as Date).getTime()).toBeGreaterThan(Date.now() - 60_000)
  expect(await query("SELECT version FROM schema_migrations ORDER BY version")).toEqual(migrations.map((migration) => ({ version: migration.version })))
  expect(existsSync(process.env.LEADS_DB_PATH!)).toBe(false)
})

test("`npm run leads` reads the same database", async () => {
  await postJson(`${requests.url}/api/demo-request`, lead)
  await postJson(`${requests.url}/api/demo-request`, { ...lead, email: "grace@hopper.example", fullName: "Grace Hopper" })
  const run = promisify(execFile)
  const root = resolve(__dirname, "../../../..")
  const tsx = join(root, "node_modules/tsx/dist/cli.mjs")
  const json = await run(process.execPath, [tsx, "scripts/leads.ts", "--json"], { cwd: root, env: process.env })
  expect((JSON.parse(json.stdout) as Array<{ email: string }>).map((stored) => stored.email)).toEqual(["grace@hopper.example", "ada@lovelace.example"])
  const table = await run(process.execPath, [tsx, "scripts/leads.ts"], { cwd: root, env: process.env })
  expect(table.stdout.split("\n")[0]).toBe(`2 leads in ${databaseUrl}, newest first:`)
}, 60_000)

test("a demo call booked through the Function is a row of demo_bookings; the same slot again is refused", async () => {
  const sample = JSON.parse(readFileSync(join(__dirname, "../../../../cms/content/entries/pages/demos-book.json"), "utf8"))
  const slot = upcomingSlots(bookingSettingsOf(sample), new Date())[2]!
  const person = { fullName: "Katherine Johnson", email: "katherine@orbital.example", companySize: "21-100", slot: slotKey(slot) }
  expect((await postJson(`${bookings.url}/api/demo-booking`, person)).status).toBe(201)
  const again = await postJson(`${bookings.url}/api/demo-booking`, { ...person, email: "dorothy@orbital.example" })
  expect(again).toMatchObject({ status: 409, body: { taken: [slotKey(slot)] } })
  const rows = await query<{ slot_start: Date; host_name: string; email: string }>("SELECT slot_start, host_name, email FROM demo_bookings")
  expect(rows.map((row) => [row.slot_start.toISOString(), row.host_name, row.email])).toEqual([[slot.start, slot.hostName, "katherine@orbital.example"]])
  expect(await query("SELECT form, email FROM leads")).toEqual([{ form: "booking", email: "katherine@orbital.example" }])
})

test("an unreachable database loses no lead: 500, the whole lead in the fallback file, no password in what is logged; the next lead, once it is back, is stored", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
  // A port nothing listens on: a database server that is down.
  const port = await freePort()
  process.env.LEADS_DATABASE_URL = `postgres://site:s3cret-pass@127.0.0.1:${port}/leads`
  const answer = await postJson(`${requests.url}/api/demo-request`, lead)
  expect(answer).toEqual({ status: 500, body: { error: "We could not record your request", kept: "file" } })
  const kept = readFallbackLeads(process.env.LEADS_FALLBACK_PATH!)
  expect(kept).toEqual([
    expect.objectContaining({
      lead: expect.objectContaining({ email: "ada@lovelace.example", phoneNumber: "+44 20 7946 0958", promoCode: "SPRING24" }),
      storageError: expect.stringMatching(/ECONNREFUSED/),
    }),
  ])
  const logged = [readFileSync(process.env.LEADS_FALLBACK_PATH!, "utf8"), ...error.mock.calls.map((call) => call.map(String).join(" "))].join("\n")
  expect(logged).not.toContain("s3cret-pass")
  error.mockRestore()

  // The operator's command says the database is down and where the lead waits, without the password.
  const root = resolve(__dirname, "../../../..")
  const listing = await promisify(execFile)(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/leads.ts"], {
    cwd: root,
    env: process.env,
  }).then(
    () => ({ code: 0, stderr: "" }),
    (failure: { code: number; stderr: string }) => failure,
  )
  expect(listing.code).toBe(1)
  expect(listing.stderr).toContain(`1 lead in ${process.env.LEADS_FALLBACK_PATH} could not be stored in the database and waits there`)
  expect(listing.stderr).toContain(`The lead database (postgres://site:***@127.0.0.1:${port}/leads) could not be read: connect ECONNREFUSED`)
  expect(listing.stderr).not.toContain("s3cret-pass")

  process.env.LEADS_DATABASE_URL = databaseUrl
  expect((await postJson(`${requests.url}/api/demo-request`, { ...lead, email: "grace@hopper.example" })).status).toBe(201)
  expect(await query("SELECT email FROM leads")).toEqual([{ email: "grace@hopper.example" }])
})

type FunctionHandler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>

/**
 * The Function as another instance of the site runs it: its modules loaded afresh, with
 * nothing of another instance's process (its own count, its pool, its views). What it keeps
 * for its process (lib/functions/process-shared.ts) is made anew by forgetting the earlier ones.
 */
function newInstance(): { handler: FunctionHandler; close: () => Promise<void> } {
  const host = globalThis as Record<symbol, unknown>
  for (const symbol of Object.getOwnPropertySymbols(host)) if (Symbol.keyFor(symbol)?.startsWith("rapport.leads.")) delete host[symbol]
  let instance: { handler: FunctionHandler; close: () => Promise<void> } | undefined
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const handler = (require("../../../../src/api/demo-request") as { default: FunctionHandler }).default
    const { closeSharedLeadDatabases: close } = require("../../../../src/features/lead-capture/server/database") as {
      closeSharedLeadDatabases: () => Promise<void>
    }
    /* eslint-enable @typescript-eslint/no-require-imports */
    instance = { handler, close }
  })
  return instance!
}

test("instances of the site share one rate limit per address through the database: a sender spreading posts over three instances is refused at the limit, with Retry-After", async () => {
  process.env.LEADS_RATE_LIMIT = "3/600"
  const sender = { "X-Forwarded-For": "203.0.113.50" }
  const instances = Array.from({ length: 3 }, newInstance)
  const servers: RunningFunction[] = []
  try {
    for (const instance of instances) servers.push(await serveFunction(instance.handler))
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await postJson(`${servers[i % 3]!.url}/api/demo-request`, { ...lead, email: `spread-${i}@example.com` }, sender)).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    const refused = await fetch(`${servers[2]!.url}/api/demo-request`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...sender },
      body: JSON.stringify(lead),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590)
    // Another address still has its whole allowance; nothing of the refused posts was kept.
    expect((await postJson(`${servers[1]!.url}/api/demo-request`, { ...lead, email: "other@example.com" }, { "X-Forwarded-For": "203.0.113.51" })).status).toBe(
      201,
    )
    expect((await query<{ email: string }>("SELECT email FROM leads ORDER BY id")).map((row) => row.email)).toEqual([
      "spread-0@example.com",
      "spread-1@example.com",
      "spread-2@example.com",
      "other@example.com",
    ])
    // The table keeps no address.
    const senders = (await query<{ sender: string }>("SELECT DISTINCT sender FROM rate_limit_hits")).map((row) => row.sender)
    expect(senders).toHaveLength(2)
    expect(senders.join(" ")).not.toMatch(/203\.0\.113/)
  } finally {
    for (const server of servers) await server.close()
    for (const instance of instances) await instance.close()
  }
})

test("the pool outlives gatsby serve's module reloads: a Function loaded afresh for each request opens no new connections", async () => {
  const fresh = (): ((req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>) => {
    let handler: ((req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>) | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      handler = (require("../../../../src/api/demo-request") as { default: typeof handler }).default
    })
    return handler!
  }
  const servers: RunningFunction[] = []
  try {
    for (let i = 0; i < 8; i++) {
      const server = await serveFunction(fresh())
      servers.push(server)
      expect((await postJson(`${server.url}/api/demo-request`, { ...lead, email: `lead-${i}@example.com` })).status).toBe(201)
    }
  } finally {
    for (const server of servers) await server.close()
  }
  expect(await query("SELECT count(*)::int AS n FROM leads")).toEqual([{ n: 8 }])
  const n = (await query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"))[0]!.n
  expect(n).toBeGreaterThan(0)
  expect(n).toBeLessThanOrEqual(POSTGRES_POOL.max)
})
