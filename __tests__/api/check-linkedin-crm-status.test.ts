import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import type { RunningCms } from "../../cms/server"
import handler from "../../src/api/check-linkedin-crm-status"
import { startNetworkPageCms } from "../support/network-page-cms"

/** The Function as Gatsby calls it, reading its CMS from the environment at run time. */
const TOKEN = "network-function-token"

let cms: RunningCms
const savedEnv = { ...process.env }
beforeAll(async () => {
  cms = await startNetworkPageCms({ token: TOKEN })
})
afterAll(() => cms.close())
afterEach(() => {
  process.env = { ...savedEnv }
})

/** The parts of Gatsby's request and response the handler uses. */
async function call(method: string): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  const result = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> }
  const res = {
    setHeader(name: string, value: string) {
      result.headers[name.toLowerCase()] = value
      return res
    },
    status(code: number) {
      result.status = code
      return res
    },
    json(body: unknown) {
      result.body = body
      return res
    },
  }
  await handler({ method, headers: {}, query: {}, body: undefined } as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse)
  return result
}

test("GET answers the network page's index from the CMS named in the environment", async () => {
  process.env.CMS_URL = cms.url
  process.env.CMS_TOKEN = TOKEN
  const result = await call("GET")
  expect(result).toMatchObject({ status: 200, body: { index: false } })
  expect(result.headers["cache-control"]).toBe("public, max-age=60")
})

test("a failing CMS answers 502 with { index: true }, not cached", async () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
  process.env.CMS_URL = cms.url
  process.env.CMS_TOKEN = "wrong-token"
  const result = await call("GET")
  expect(result).toMatchObject({ status: 502, body: { index: true } })
  expect(result.headers["cache-control"]).toBe("no-store")
  expect(error).toHaveBeenCalled()
  error.mockRestore()
})

test("no CMS in the environment answers 503 with { index: true }", async () => {
  delete process.env.CMS_URL
  expect(await call("GET")).toMatchObject({ status: 503, body: { index: true } })
})

test("other methods are refused", async () => {
  expect(await call("POST")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } })
})
