/**
 * POST /api/base-api and /api/staging-api over real HTTP: each Function behind a server on
 * 127.0.0.1:0, the fixture content in a real local CMS on another loopback port, read from
 * the environment at run time as when served. What the proxies refuse (DESIGN 7): anything
 * but a named operation of cms/operations.ts (introspection included), bodies over the cap,
 * and a sender over the per-address rate limit.
 */
import baseApi from "../../src/api/base-api"
import stagingApi from "../../src/api/staging-api"
import { MAX_BODY_BYTES } from "../../src/lib/cms-proxy/proxy"
import type { RunningCms } from "../../cms/server"
import { startFixtureCms } from "../support/cms"
import { serveFunction, type RunningFunction } from "../support/function-server"

const TOKEN = "cms-proxy-http-token"
let cms: RunningCms
let base: RunningFunction
let staging: RunningFunction
/** The token a preview page carries (from the URL Craft opened), which staging-api forwards. */
let previewHeaders: Record<string, string> = {}
const savedEnv = { ...process.env }
const requestsSeen: string[] = []

beforeAll(async () => {
  cms = await startFixtureCms({
    token: TOKEN,
    // Sees every operation the CMS is asked for, and answers nothing itself.
    intercept: (operationName) => {
      requestsSeen.push(operationName ?? "(none)")
      return undefined
    },
  })
  base = await serveFunction(baseApi)
  staging = await serveFunction(stagingApi)
  previewHeaders = { "X-Craft-Token": cms.createPreviewToken("secret-launch")!.token }
})
afterAll(async () => {
  await Promise.all([base.close(), staging.close(), cms.close()])
})
beforeEach(() => {
  process.env.CMS_URL = cms.url
  process.env.CMS_TOKEN = TOKEN
  process.env.CMS_PROXY_RATE_LIMIT = "1000/60"
  requestsSeen.length = 0
})
afterEach(() => {
  process.env = { ...savedEnv }
})

let nextAddress = 1
/** A sender address of the test's own (X-Forwarded-For), so no test spends another's allowance. */
const newAddress = () => `198.51.100.${nextAddress++}`

async function call(
  fn: RunningFunction,
  path: string,
  body: unknown,
  address = newAddress(),
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { data?: Record<string, unknown>; error?: string }; retryAfter: string | null; csp: string | null }> {
  const response = await fetch(`${fn.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; error?: string },
    retryAfter: response.headers.get("retry-after"),
    csp: response.headers.get("content-security-policy"),
  }
}

test("a named operation is forwarded with the server-side token; staging sees the draft of the token the page sends", async () => {
  const published = await call(base, "/api/base-api", { operationName: "getBlogFeaturedEntries", variables: { limit: 0 } })
  expect(published.status).toBe(200)
  expect(published.body.data).toEqual({ entries: [expect.objectContaining({ title: "How to build a sales pipeline in Gmail" })] })
  const { token } = cms.createPreviewToken("secret-launch")!
  const drafts = await call(staging, "/api/staging-api", { operationName: "BlogResults", variables: { section: ["pages"] } }, newAddress(), {
    "X-Craft-Token": token,
  })
  expect(drafts).toMatchObject({ status: 200, body: { data: { entries: [{ title: "Secret launch" }], total: 1 } } })
  expect(requestsSeen).toEqual(["getBlogFeaturedEntries", "BlogResults"])
  // No token: no preview, and nothing asked of the CMS.
  expect(await call(staging, "/api/staging-api", { operationName: "BlogResults", variables: { section: ["pages"] } })).toMatchObject({ status: 400 })
  expect(requestsSeen).toHaveLength(2)
  // Hosts apply their header rules to files, not Functions: each proxy sends its own (lib/security/headers).
  for (const response of [published, drafts]) expect(response.csp).toContain("default-src 'none'")
})

const INTROSPECTION = "query IntrospectionQuery { __schema { queryType { name } types { name fields { name } } } }"

describe.each([
  ["base-api", () => base, "/api/base-api", () => ({})],
  ["staging-api", () => staging, "/api/staging-api", () => previewHeaders],
])("/api/%s refuses", (_name, fn, path, headers) => {
  test.each([
    ["an unlisted operation", { operationName: "sourceEntries", variables: {} }],
    ["an introspection query by name", { operationName: "IntrospectionQuery", query: INTROSPECTION }],
    ["an introspection query without a name", { query: "{ __schema { types { name } } }" }],
    ["a query of its own", { query: "{ entries { title } }" }],
    ["a body that is not JSON", "operationName=getGlobals"],
  ])("%s with 400, and asks the CMS nothing", async (_case, body) => {
    const result = await call(fn(), path, body, newAddress(), headers())
    expect(result.status).toBe(400)
    expect(result.body.error).toEqual(expect.any(String))
    expect(requestsSeen).toEqual([])
  })

  test("a query sent beside an allowed name is not what runs: the named operation is", async () => {
    const result = await call(fn(), path, { operationName: "getGlobals", query: INTROSPECTION }, newAddress(), headers())
    expect(result.status).toBe(200)
    expect(JSON.stringify(result.body)).not.toContain("__schema")
    expect(JSON.stringify(result.body)).not.toContain("queryType")
    expect(requestsSeen).toEqual(["getGlobals"])
  })

  test("a body over the cap with 413", async () => {
    const result = await call(fn(), path, { operationName: "getGlobals", variables: { handle: ["x".repeat(MAX_BODY_BYTES)] } }, newAddress(), headers())
    expect(result.status).toBe(413)
    expect(requestsSeen).toEqual([])
  })
})

test("a sender over the rate limit gets 429 with Retry-After, on both proxies together; another sender does not", async () => {
  process.env.CMS_PROXY_RATE_LIMIT = "3/60"
  const sender = newAddress()
  const allowed = { operationName: "getGlobals" }
  expect((await call(base, "/api/base-api", allowed, sender)).status).toBe(200)
  expect((await call(staging, "/api/staging-api", allowed, sender, previewHeaders)).status).toBe(200)
  expect((await call(base, "/api/base-api", allowed, sender)).status).toBe(200)
  const limited = await call(staging, "/api/staging-api", allowed, sender, previewHeaders)
  expect(limited.status).toBe(429)
  expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1)
  expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60)
  expect(limited.body.error).toMatch(/try again in \d+ s/)
  expect((await call(base, "/api/base-api", allowed, sender)).status).toBe(429)
  expect(requestsSeen).toHaveLength(3)
  // Counted per address: the next sender has its own allowance.
  expect((await call(base, "/api/base-api", allowed, newAddress())).status).toBe(200)
})

test("without X-Forwarded-For the socket's address is the sender", async () => {
  process.env.CMS_PROXY_RATE_LIMIT = "2/30"
  const direct = async () =>
    (
      await fetch(`${base.url}/api/base-api`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ operationName: "getGlobals" }),
      })
    ).status
  expect([await direct(), await direct(), await direct()]).toEqual([200, 200, 429])
})
