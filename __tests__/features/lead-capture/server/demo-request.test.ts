/**
 * POST /api/demo-request over real HTTP: the Function behind a server on 127.0.0.1:0, a real
 * SQLite file in a temporary folder, and (for forwarding) a stand-in Marketo REST API on
 * another loopback port. The store's place is read from the environment at run time.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import handler from "../../../../src/api/demo-request"
import { handleDemoRequest, MAX_LEAD_BODY_BYTES } from "../../../../src/features/lead-capture/server/lead-handler"
import { closeSharedLeadDatabases } from "../../../../src/features/lead-capture/server/database"
import { storedLeads as storedIn } from "../../../support/lead-store"
import { readFallbackLeads } from "../../../../src/features/lead-capture/server/fallback"
import { serveFunction, type RunningFunction } from "../../../support/function-server"
import { demoRequestBody } from "../../../support/lead-fixture"

const lead = demoRequestBody({ tracking: { utm_source: "newsletter", utm_medium: "email", first_source: "google", "bad key": "dropped", nested: { no: 1 } } })

let fn: RunningFunction
let dir: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  fn = await serveFunction(handler)
})
afterAll(() => fn.close())

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-test-"))
  process.env.LEADS_DB_PATH = join(dir, "nested", "leads.sqlite")
  process.env.LEADS_FALLBACK_PATH = join(dir, "fallback", "leads-fallback.jsonl")
  // Many leads from one address in one process: the rate limit has its own test (guard.test.ts).
  process.env.LEADS_RATE_LIMIT = "10000/600"
  delete process.env.MARKETO_REST_URL
  delete process.env.LEADS_DATABASE_URL
  delete process.env.MARKETO_CLIENT_ID
  delete process.env.MARKETO_CLIENT_SECRET
})
afterEach(async () => {
  await closeSharedLeadDatabases()
  process.env = { ...savedEnv }
  rmSync(dir, { recursive: true, force: true })
})

async function post(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${fn.url}/api/demo-request`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "leads-test/1.0", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

const storedLeads = () => storedIn()

test("a good lead is stored (the file and its folder created on first use) and reads back", async () => {
  const result = await post(lead)
  expect(result).toMatchObject({ status: 201, body: { ok: true, forward: "not-configured" } })
  expect(result.headers.get("cache-control")).toBe("no-store")
  const [stored, ...others] = await storedLeads()
  expect(others).toEqual([])
  expect(stored).toMatchObject({
    email: "ada@lovelace.example",
    fullName: "Ada King Lovelace",
    firstName: "Ada",
    lastName: "King Lovelace",
    companyName: "Analytical Engines",
    phoneNumber: "+44 20 7946 0958",
    country: "United Kingdom",
    companySize: "21-100",
    promoCode: "SPRING24",
    currentUrl: "https://www.rapport.example/demos?utm_source=newsletter",
    tracking: { utm_source: "newsletter", utm_medium: "email", first_source: "google" },
    userAgent: "leads-test/1.0",
    forwardStatus: "not-configured",
  })
  expect(Date.parse(stored!.receivedAt)).toBeGreaterThan(Date.now() - 60_000)
})

test("`npm run leads` lists stored leads, newest first", async () => {
  await post(lead)
  await post({ ...lead, email: "grace@hopper.example", fullName: "Grace" })
  const run = promisify(execFile)
  const root = resolve(__dirname, "../../../..")
  const json = await run(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/leads.ts", "--json"], { cwd: root, env: process.env })
  expect((JSON.parse(json.stdout) as Array<{ email: string; lastName: string }>).map((l) => [l.email, l.lastName])).toEqual([
    ["grace@hopper.example", "UNKNOWN"],
    ["ada@lovelace.example", "King Lovelace"],
  ])
  const table = await run(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/leads.ts"], { cwd: root, env: process.env })
  const lines = table.stdout.split("\n")
  expect(lines[0]).toContain("2 leads in")
  expect(lines[2]).toMatch(/^id\s+received \(UTC\)\s+form\s+page\s+email\s+name\s+company/)
  expect(lines.find((l) => l.includes("ada@lovelace.example"))).toMatch(/\bdemo\s+\/demos\s+ada@lovelace\.example/)
  expect(lines.findIndex((l) => l.includes("grace@hopper.example"))).toBeLessThan(lines.findIndex((l) => l.includes("ada@lovelace.example")))
}, 30_000)

test.each([
  ["missing fields", { email: "ada@lovelace.example" }, { fullName: "Enter your full name", companySize: "Choose your company size" }],
  [
    "a bad email and the placeholder country",
    { ...lead, email: "ada@", country: "Select..." },
    { email: "Enter an email address like name@company.com", country: "Choose your country" },
  ],
  ["a non-string field", { ...lead, phoneNumber: 4420794609 }, { phoneNumber: "Enter your phone number" }],
])("bad input (%s) answers 400 with field errors, and nothing is stored", async (_case, body, fieldErrors) => {
  const result = await post(body)
  expect(result.status).toBe(400)
  expect(result.body).toMatchObject({ error: "Some fields need attention", fieldErrors })
  await post(lead) // creates the database, so it can be shown to hold only the good lead
  expect(await storedLeads()).toHaveLength(1)
})

test.each([
  ["text that is not JSON", "email=ada@lovelace.example", "text/plain"],
  ["a JSON array", JSON.stringify([lead]), "application/json"],
  ["an empty body", "", "application/json"],
])("%s answers 400", async (_case, body, type) => {
  const result = await post(body, { "Content-Type": type })
  expect(result.status).toBe(400)
  expect(result.body.error).toEqual(expect.any(String))
})

test("a body over the cap answers 413 before anything is parsed or stored", async () => {
  const result = await post({ ...lead, tracking: { padding: "x".repeat(MAX_LEAD_BODY_BYTES) } })
  expect(result.status).toBe(413)
  expect(result.body.error).toMatch(/larger than/)
  await post(lead)
  expect(await storedLeads()).toHaveLength(1)
})

test("the parsed size is checked too, when Content-Length is absent or wrong", async () => {
  const deps = { openStore: jest.fn(), keepInFallback: jest.fn(), forward: null }
  const big = { ...lead, companyName: "é".repeat(MAX_LEAD_BODY_BYTES / 2 + 1) }
  await expect(handleDemoRequest({ method: "POST", body: big }, deps)).resolves.toMatchObject({ status: 413 })
  await expect(handleDemoRequest({ method: "POST", body: JSON.stringify(big), contentLength: 10 }, deps)).resolves.toMatchObject({ status: 413 })
  expect(deps.openStore).not.toHaveBeenCalled()
})

test("other methods answer 405 with Allow: POST", async () => {
  const response = await fetch(`${fn.url}/api/demo-request`)
  expect(response.status).toBe(405)
  expect(response.headers.get("allow")).toBe("POST")
})

describe("a storage failure", () => {
  /** A path under a regular file can never be created, even as root. */
  function unusablePath(name: string): string {
    const blocker = join(dir, `${name}-is-a-file`)
    writeFileSync(blocker, "")
    return join(blocker, name)
  }

  test("answers 500 and keeps the whole lead in the fallback file", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    process.env.LEADS_DB_PATH = unusablePath("leads.sqlite")
    const result = await post(lead)
    expect(result).toMatchObject({ status: 500, body: { error: "We could not record your request", kept: "file" } })
    const kept = readFallbackLeads(process.env.LEADS_FALLBACK_PATH!)
    expect(kept).toHaveLength(1)
    expect(kept[0]!.lead).toMatchObject({
      email: "ada@lovelace.example",
      firstName: "Ada",
      lastName: "King Lovelace",
      companySize: "21-100",
      promoCode: "SPRING24",
    })
    expect(kept[0]!.storageError).toMatch(/EEXIST|ENOTDIR|not a directory/i)
    expect(kept[0]!.storageError).not.toMatch(/^Error: /)
    expect(error).toHaveBeenCalledWith(expect.stringContaining("appended to"))
    error.mockRestore()
  })

  test("when the fallback file fails too, the whole lead is written to the error log", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    process.env.LEADS_DB_PATH = unusablePath("leads.sqlite")
    process.env.LEADS_FALLBACK_PATH = unusablePath("fallback.jsonl")
    const result = await post(lead)
    expect(result).toMatchObject({ status: 500, body: { kept: "log" } })
    const logged = error.mock.calls.map((call) => String(call[0])).find((message) => message.startsWith("[leads] LEAD NOT STORED"))
    expect(logged).toBeDefined()
    const record = JSON.parse(logged!.slice(logged!.indexOf("{"))) as { lead: Record<string, unknown> }
    expect(record.lead).toMatchObject({
      email: "ada@lovelace.example",
      fullName: "Ada King Lovelace",
      phoneNumber: "+44 20 7946 0958",
      country: "United Kingdom",
    })
    error.mockRestore()
  })

  test("a store that opens but cannot write is a storage failure too", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const keepInFallback = jest.fn(() => ({ kept: "file" as const, path: "x" }))
    const store = {
      save: () => {
        throw new Error("SQLITE_FULL: database or disk is full")
      },
    }
    const result = await handleDemoRequest({ method: "POST", body: lead }, { openStore: () => store as never, keepInFallback, forward: null })
    expect(result).toMatchObject({ status: 500, body: { kept: "file" } })
    expect(keepInFallback).toHaveBeenCalledWith(
      expect.objectContaining({ email: "ada@lovelace.example" }),
      expect.objectContaining({ message: expect.stringContaining("SQLITE_FULL") }),
    )
    error.mockRestore()
  })
})

describe("forwarding to Marketo REST (store first, then forward)", () => {
  let marketo: Server
  let marketoUrl: string
  const requests: Array<{ path: string; auth?: string; body?: unknown }> = []
  let answers: Array<{ status: number; body: unknown }> = []

  beforeAll(async () => {
    marketo = createServer((req, res) => {
      let text = ""
      req.on("data", (chunk) => (text += chunk))
      req.on("end", () => {
        const path = (req.url ?? "").split("?")[0]!
        requests.push({ path, auth: req.headers.authorization, body: text ? JSON.parse(text) : undefined })
        if (path === "/identity/oauth/token") {
          res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ access_token: "token-1", expires_in: 3600 }))
          return
        }
        const answer = answers.shift() ?? { status: 500, body: {} }
        res.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body))
      })
    })
    await new Promise<void>((done) => marketo.listen(0, "127.0.0.1", done))
    marketoUrl = `http://127.0.0.1:${(marketo.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => marketo.close(() => done())))

  beforeEach(() => {
    requests.length = 0
    process.env.MARKETO_REST_URL = `${marketoUrl}/rest`
    process.env.MARKETO_CLIENT_ID = "client-id"
    process.env.MARKETO_CLIENT_SECRET = "client-secret"
  })

  test("a rate-limited first try is retried; the lead ends 'forwarded'", async () => {
    answers = [
      { status: 200, body: { success: false, errors: [{ code: "606", message: "Max rate limit exceeded" }] } },
      { status: 200, body: { success: true, result: [{ id: 4711, status: "created" }] } },
    ]
    const result = await post(lead)
    expect(result).toMatchObject({ status: 201, body: { ok: true, forward: "forwarded" } })
    const submits = requests.filter((r) => r.path === "/rest/v1/leads/submitForm.json")
    expect(submits).toHaveLength(2)
    expect(submits[0]!.auth).toBe("Bearer token-1")
    expect(submits[0]!.body).toEqual({
      formId: 1050,
      input: [
        {
          leadFormFields: {
            email: "ada@lovelace.example",
            firstName: "Ada",
            lastName: "King Lovelace",
            company: "Analytical Engines",
            phone: "+44 20 7946 0958",
            country: "United Kingdom",
            companySize: "21-100",
            websitePromoCode: "SPRING24",
            currentUrl: "https://www.rapport.example/demos?utm_source=newsletter",
          },
          visitorData: { pageURL: "https://www.rapport.example/demos?utm_source=newsletter", userAgentString: "leads-test/1.0" },
        },
      ],
    })
    expect((await storedLeads())[0]).toMatchObject({ forwardStatus: "forwarded", forwardAttempts: 2, forwardError: null, forwardedAt: expect.any(String) })
  })

  test("a Marketo that keeps failing does not lose the lead: stored, 201, recorded 'failed'", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    answers = [
      { status: 503, body: {} },
      { status: 503, body: {} },
      { status: 503, body: {} },
    ]
    const result = await post(lead)
    expect(result).toMatchObject({ status: 201, body: { ok: true, forward: "failed" } })
    expect((await storedLeads())[0]).toMatchObject({
      email: "ada@lovelace.example",
      forwardStatus: "failed",
      forwardAttempts: 3,
      forwardError: "submitForm answered HTTP 503",
    })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("stays 'failed'"))
    warn.mockRestore()
  })

  test("a refusal that retrying cannot fix is not retried", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    answers = [
      { status: 200, body: { success: true, result: [{ status: "skipped", reasons: [{ code: "1003", message: "Invalid value for field country" }] }] } },
    ]
    await expect(post(lead)).resolves.toMatchObject({ status: 201, body: { forward: "failed" } })
    expect((await storedLeads())[0]).toMatchObject({ forwardStatus: "failed", forwardAttempts: 1, forwardError: expect.stringContaining("1003 Invalid value") })
    warn.mockRestore()
  })
})

test("the fallback file is JSON lines a person can read", () => {
  const path = join(dir, "f.jsonl")
  writeFileSync(path, `${JSON.stringify({ keptAt: "t", storageError: "e", lead: { email: "a@b.co" } })}\nnot json\n`)
  expect(readFallbackLeads(path)).toHaveLength(1)
  expect(readFileSync(path, "utf8").split("\n")[0]).toContain('"email":"a@b.co"')
})
