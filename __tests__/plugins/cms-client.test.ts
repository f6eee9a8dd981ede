import { createServer } from "node:net"
import { CmsError, createCmsClient, operationNameOf } from "../../plugins/gatsby-source-cms/client"
import type { RunningCms } from "../../cms/server"
import { startFixtureCms } from "../support/cms"

/** The SPEC 8 error catalogue, exercised against a real local CMS over HTTP. */
const TOKEN = "client-test-token"
const PREVIEW = "client-test-preview"

const silentLogger = () => ({ error: jest.fn(), warn: jest.fn() })

let cms: RunningCms
beforeAll(async () => {
  cms = await startFixtureCms({
    token: TOKEN,
    previewToken: PREVIEW,
    // The CMS is made to misbehave for these two operation names only.
    intercept: (operation) => {
      if (operation === "brokenWith500") return { status: 500, body: { message: "Internal Server Error" } }
      if (operation === "withErrors") return { status: 200, body: { data: null, errors: [{ message: "Something bad" }] } }
      return undefined
    },
  })
})
afterAll(() => cms.close())

/** A loopback port nothing listens on, for a real network error. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

test("operationNameOf reads the first operation's name", () => {
  expect(operationNameOf("query getGlobals($h: [String]) { globalSets { name } }")).toBe("getGlobals")
  expect(operationNameOf("{ entries { id } }")).toBe("anonymous")
})

describe("request (runtime: forgiving)", () => {
  test("sends the Bearer token and returns the data object", async () => {
    const client = createCmsClient({ url: cms.url, token: TOKEN })
    const data = await client.request<{ entryCount: number }>("query countAll { entryCount }")
    expect(data).toEqual({ entryCount: 3 })
  })

  test("preview mode adds ?token= and sees drafts", async () => {
    const client = createCmsClient({ url: cms.url, token: TOKEN, previewToken: PREVIEW })
    expect(client.graphUrl).toBe(`${cms.url}/graph?token=${PREVIEW}`)
    expect(await client.request("query countAll { entryCount }")).toEqual({ entryCount: 4 })
  })

  test("a non-200 answer gives {}", async () => {
    const logger = silentLogger()
    const client = createCmsClient({ url: cms.url, token: TOKEN, logger })
    expect(await client.request("query brokenWith500 { entryCount }")).toEqual({})
    expect(await createCmsClient({ url: cms.url, token: "wrong", logger }).request("query countAll { entryCount }")).toEqual({})
  })

  test("an errors array is logged as 'ERRORS FOUND' and gives {}", async () => {
    const logger = silentLogger()
    const client = createCmsClient({ url: cms.url, token: TOKEN, logger })
    expect(await client.request("query withErrors { entryCount }")).toEqual({})
    expect(logger.error).toHaveBeenCalledWith("ERRORS FOUND", [{ message: "Something bad" }])
  })

  test("a network error is logged and gives {}", async () => {
    const logger = silentLogger()
    const client = createCmsClient({ url: `http://127.0.0.1:${await closedPort()}`, logger })
    expect(await client.request("query countAll { entryCount }")).toEqual({})
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('"countAll" failed'), expect.any(String))
  })
})

describe("requestStrict (build: fails loudly, naming the operation)", () => {
  const client = () => createCmsClient({ url: cms.url, token: TOKEN, logger: silentLogger() })

  test("non-200", async () => {
    await expect(client().requestStrict("query brokenWith500 { entryCount }")).rejects.toMatchObject({ operation: "brokenWith500", kind: "status", status: 500 })
  })

  test("errors array", async () => {
    const error = await client().requestStrict("query withErrors { entryCount }").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsError)
    expect((error as CmsError).message).toBe('CMS query "withErrors" failed (graphql): Something bad')
  })

  test("a query the schema rejects", async () => {
    await expect(client().requestStrict("query typo { entries { nope } }")).rejects.toMatchObject({ operation: "typo" })
  })

  test("network error", async () => {
    const offline = createCmsClient({ url: `http://127.0.0.1:${await closedPort()}` })
    await expect(offline.requestStrict("query countAll { entryCount }")).rejects.toMatchObject({ operation: "countAll", kind: "network" })
  })
})

describe("elementApi", () => {
  test("returns the array", async () => {
    const client = createCmsClient({ url: cms.url })
    const cards = await client.elementApi<{ title: string }>("nextjs-cats/754.json")
    expect(cards.map((c) => c.title)).toEqual(["Email marketing basics"])
  })

  test("a failed fetch or a missing endpoint gives []", async () => {
    const logger = silentLogger()
    expect(await createCmsClient({ url: cms.url, logger }).elementApi("featured-blog/latest.json")).toEqual([])
    expect(await createCmsClient({ url: `http://127.0.0.1:${await closedPort()}`, logger }).elementApi("nextjs-cats/754.json")).toEqual([])
    expect(logger.warn).toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalled()
  })
})
