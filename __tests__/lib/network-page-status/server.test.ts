import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { buildSchema, parse, validate } from "graphql"
import type { RunningCms } from "../../../cms/server"
import { site } from "../../../src/config/site"
import { networkPageStatusPath, networkPageUri } from "../../../src/lib/network-page-status/route"
import { NETWORK_PAGE_STATUS_QUERY, readNetworkPageStatus } from "../../../src/lib/network-page-status/server"
import { startNetworkPageCms } from "../../support/network-page-cms"

/** The Function's side of SPEC 7.3, against a real local CMS over HTTP. */
const TOKEN = "network-status-token"
const ROOT = join(__dirname, "..", "..", "..")

const quietLogger = () => ({ error: jest.fn(), warn: jest.fn() })

let cms: RunningCms
beforeAll(async () => {
  cms = await startNetworkPageCms({
    token: TOKEN,
    intercept: (operation) => (operation === "NetworkPageStatus" && failNext ? { status: 500, body: { message: "Internal Server Error" } } : undefined),
  })
})
afterAll(() => cms.close())
let failNext = false
afterEach(() => {
  failNext = false
})

test("the route, the CMS uri and the Function's file follow site.network", () => {
  expect(networkPageStatusPath).toBe(`/api/check-${site.network}-crm-status`)
  expect(networkPageUri).toBe(`${site.network}-crm`)
  expect(existsSync(join(ROOT, "src", "api", `check-${site.network}-crm-status.ts`))).toBe(true)
})

test("the query is valid against the content contract", () => {
  const schema = buildSchema(readFileSync(join(ROOT, "cms", "schema.graphql"), "utf8"))
  expect(validate(schema, parse(NETWORK_PAGE_STATUS_QUERY))).toEqual([])
})

test("the network page with index false answers { index: false }", async () => {
  expect(await readNetworkPageStatus({ url: cms.url, token: TOKEN })).toEqual({ status: 200, body: { index: false } })
})

test.each([
  ["index true", "indexed-page"],
  ["no index field (indexable, as for the page's robots tag)", "unset-index-page"],
])("%s answers { index: true }", async (_name, uri) => {
  expect(await readNetworkPageStatus({ url: cms.url, token: TOKEN }, uri)).toEqual({ status: 200, body: { index: true } })
})

test.each([
  ["no entry at that uri", "no-such-page"],
  ["only a draft at that uri (published content only)", "draft-noindex-page"],
])("%s answers { index: true } and warns", async (_name, uri) => {
  const logger = quietLogger()
  expect(await readNetworkPageStatus({ url: cms.url, token: TOKEN }, uri, logger)).toEqual({ status: 200, body: { index: true } })
  expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(uri))
})

test("a CMS answering 500 gives 502 with { index: true }, logged (SPEC 8)", async () => {
  failNext = true
  const logger = quietLogger()
  expect(await readNetworkPageStatus({ url: cms.url, token: TOKEN }, networkPageUri, logger)).toEqual({ status: 502, body: { index: true } })
  expect(logger.error).toHaveBeenCalled()
})

test("a refused token gives 502 with { index: true }, logged", async () => {
  const logger = quietLogger()
  expect(await readNetworkPageStatus({ url: cms.url, token: "wrong" }, networkPageUri, logger)).toEqual({ status: 502, body: { index: true } })
  expect(logger.error).toHaveBeenCalled()
})

test("an unreachable CMS gives 502 with { index: true }, logged", async () => {
  const logger = quietLogger()
  expect(await readNetworkPageStatus({ url: "http://127.0.0.1:9", token: TOKEN }, networkPageUri, logger)).toEqual({ status: 502, body: { index: true } })
  expect(logger.error).toHaveBeenCalled()
})

test("no CMS configured gives 503 with { index: true }", async () => {
  expect(await readNetworkPageStatus(null)).toEqual({ status: 503, body: { index: true } })
})
