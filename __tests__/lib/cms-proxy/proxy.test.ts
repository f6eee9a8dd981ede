import { handleCmsProxy, MAX_BODY_BYTES, runtimeCmsOptions } from "../../../src/lib/cms-proxy/proxy"
import type { RunningCms } from "../../../cms/server"
import { startFixtureCms } from "../../support/cms"

const TOKEN = "proxy-test-token"
let cms: RunningCms
beforeAll(async () => {
  cms = await startFixtureCms({ token: TOKEN })
})
afterAll(() => cms.close())

const post = (body: unknown, contentLength?: number) => ({ method: "POST", body, contentLength })

test("forwards a named operation with the server-side token", async () => {
  const result = await handleCmsProxy(post({ operationName: "getBlogFeaturedEntries", variables: { limit: 0 } }), { url: cms.url, token: TOKEN })
  expect(result.status).toBe(200)
  expect(result.body.data).toEqual({
    entries: [expect.objectContaining({ title: "How to build a sales pipeline in Gmail", uri: "resources/pipeline-in-gmail" })],
  })
})

test("in preview, the browser's token reaches that draft through the same operations; no token, no preview", async () => {
  const options = { url: cms.url, token: TOKEN }
  const { token } = cms.createPreviewToken("secret-launch")!
  const request = { operationName: "BlogResults", variables: { section: ["pages"] } }
  const result = await handleCmsProxy(post({ ...request, token }), options, undefined, "preview")
  expect(result.body.data).toMatchObject({ entries: [{ title: "Secret launch" }], total: 1 })
  expect((await handleCmsProxy({ ...post(request), craftToken: token }, options, undefined, "preview")).body.data).toMatchObject({ total: 1 })
  // The published proxy ignores a token it is sent.
  expect((await handleCmsProxy(post({ ...request, token }), options)).body.data).toMatchObject({ entries: [], total: 0 })
  expect(await handleCmsProxy(post(request), options, undefined, "preview")).toMatchObject({
    status: 400,
    body: { error: expect.stringMatching(/needs the token/) },
  })
  expect((await handleCmsProxy(post({ ...request, token: "not a token!" }), options, undefined, "preview")).status).toBe(400)
})

test.each([
  ["a query from the browser", post({ query: "{ entries { title } }" }), 400],
  ["an operation not on the allow-list", post({ operationName: "sourceEntries" }), 400],
  ["variables that are not an object", post({ operationName: "getGlobals", variables: [1] }), 400],
  ["a body that is not JSON", post("operationName=getGlobals"), 400],
  ["a GET", { method: "GET", body: undefined }, 405],
  ["a declared oversize body", post({ operationName: "getGlobals" }, MAX_BODY_BYTES + 1), 413],
  ["oversize variables", post({ operationName: "getGlobals", variables: { handle: ["x".repeat(MAX_BODY_BYTES)] } }), 413],
])("refuses %s", async (_name, request, status) => {
  const result = await handleCmsProxy(request, { url: cms.url, token: TOKEN })
  expect(result.status).toBe(status)
  expect(result.body.error).toEqual(expect.any(String))
})

test("a failing CMS answers 502 with empty data (SPEC 8), and a missing configuration 503", async () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  const result = await handleCmsProxy(post({ operationName: "getGlobals" }), { url: cms.url, token: "wrong-token" })
  expect(result).toEqual({ status: 502, body: { data: {} } })
  expect(spy).toHaveBeenCalled()
  spy.mockRestore()
  expect((await handleCmsProxy(post({ operationName: "getGlobals" }), null)).status).toBe(503)
})

test("the CMS is read from the environment at run time", () => {
  const saved = { ...process.env }
  try {
    process.env.CMS_URL = "http://127.0.0.1:1"
    process.env.CMS_TOKEN = "t"
    expect(runtimeCmsOptions()).toEqual({ url: "http://127.0.0.1:1", token: "t" })
    delete process.env.CMS_URL
    expect(runtimeCmsOptions()).toBeNull()
  } finally {
    process.env = saved
  }
})
