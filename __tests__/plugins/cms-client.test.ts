import { createServer as createHttpServer } from "node:http"
import { createServer, type Socket } from "node:net"
import { CmsError, createCmsClient, operationNameOf } from "../../plugins/gatsby-source-cms/client"
import type { RunningCms } from "../../cms/server"
import { startFixtureCms } from "../support/cms"

/** The SPEC 8 error catalogue, exercised against a real local CMS over HTTP. */
const TOKEN = "client-test-token"

const silentLogger = () => ({ error: jest.fn(), warn: jest.fn() })

let cms: RunningCms
beforeAll(async () => {
  cms = await startFixtureCms({
    token: TOKEN,
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

  test("a preview token goes as ?token=, and the CMS then counts the one draft it was made for", async () => {
    const { token } = cms.createPreviewToken("secret-launch")!
    const client = createCmsClient({ url: cms.url, token: TOKEN, previewToken: token })
    expect(client.graphUrl).toBe(`${cms.url}/graph?token=${token}`)
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
    await expect(client().requestStrict("query brokenWith500 { entryCount }")).rejects.toMatchObject({
      operation: "brokenWith500",
      kind: "status",
      status: 500,
    })
  })

  test("errors array", async () => {
    const error = await client()
      .requestStrict("query withErrors { entryCount }")
      .catch((e: unknown) => e)
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

  test("the stand-in answers nextjs-cats as production does: a bare array (SPEC 7.2)", async () => {
    const response = await fetch(`${cms.url}/nextjs-cats/754.json`)
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })

  describe("the Element API's two shapes and its failures, from a real server on loopback", () => {
    const cards = [
      { title: "Email marketing basics", uri: "resources/marketing-basics" },
      { title: "Follow-ups", uri: "resources/follow-ups" },
    ]
    /** path → [status, raw body]: what a Craft with the Element API might answer. */
    const answers: Record<string, [number, string]> = {
      "/bare.json": [200, JSON.stringify(cards)],
      "/envelope.json": [
        200,
        JSON.stringify({ data: cards, meta: { pagination: { total: 2, count: 2, per_page: 100, current_page: 1, total_pages: 1, links: {} } } }),
      ],
      "/empty-envelope.json": [
        200,
        JSON.stringify({ data: [], meta: { pagination: { total: 0, count: 0, per_page: 100, current_page: 1, total_pages: 0, links: {} } } }),
      ],
      "/error.json": [500, JSON.stringify({ error: { code: 500, message: "A server error occurred." } })],
      "/not-found.json": [404, JSON.stringify({ error: { code: 404, message: "Not found" } })],
      "/invalid.json": [200, '[{"title": "cut off'],
      "/html.json": [200, "<!DOCTYPE html><html><body>Maintenance</body></html>"],
      "/object.json": [200, JSON.stringify({ items: cards })],
      "/data-object.json": [200, JSON.stringify({ data: { title: "one card, not a list" } })],
      "/null.json": [200, "null"],
    }
    let server: ReturnType<typeof createHttpServer>
    let url: string
    /** How many times each path was asked. */
    const requests = new Map<string, number>()
    beforeEach(() => requests.clear())
    beforeAll(async () => {
      server = createHttpServer((req, res) => {
        const asked = (requests.get(req.url ?? "") ?? 0) + 1
        requests.set(req.url ?? "", asked)
        // A feed whose first answer is a 503 (a CMS restarting), then the cards.
        if (req.url === "/flaky.json" && asked === 1) return void res.writeHead(503).end()
        const [status, body] = req.url === "/flaky.json" ? [200, JSON.stringify(cards)] : (answers[req.url ?? ""] ?? [404, "{}"])
        res.writeHead(status, { "Content-Type": "application/json" }).end(body)
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    test("a bare array (production's nextjs-cats) and the default envelope {data, meta} give the same items", async () => {
      const logger = silentLogger()
      const client = createCmsClient({ url: "http://127.0.0.1:1", elementApiUrl: url, logger })
      expect(await client.elementApi("bare.json")).toEqual(cards)
      expect(await client.elementApi("/envelope.json")).toEqual(cards)
      expect(await client.elementApi("empty-envelope.json")).toEqual([])
      expect(logger.warn).not.toHaveBeenCalled()
      expect(logger.error).not.toHaveBeenCalled()
    })

    test("with retries (the build's), a feed that fails once is asked again and its items kept; a 404 is not asked again", async () => {
      const logger = silentLogger()
      const client = createCmsClient({ url: "http://127.0.0.1:1", elementApiUrl: url, logger, retries: 2, retryBackoffMs: 0 })
      expect(await client.elementApi("flaky.json")).toEqual(cards)
      expect(requests.get("/flaky.json")).toBe(2)
      expect(await client.elementApi("not-found.json")).toEqual([])
      expect(requests.get("/not-found.json")).toBe(1)
      expect(await client.elementApi("error.json")).toEqual([])
      expect(requests.get("/error.json")).toBe(3)
      expect(String(logger.warn.mock.calls.at(-1)![0])).toMatch(/Element API error\.json answered HTTP 500 \(after 3 attempts\)/)
      expect(logger.error).not.toHaveBeenCalled()
    })

    test("without retries (a Function: a visitor is waiting), a feed that fails is asked once", async () => {
      const logger = silentLogger()
      expect(await createCmsClient({ url: "http://127.0.0.1:1", elementApiUrl: url, logger }).elementApi("flaky.json")).toEqual([])
      expect(requests.get("/flaky.json")).toBe(1)
      expect(String(logger.warn.mock.calls[0]![0])).toMatch(/Element API flaky\.json answered HTTP 503$/)
    })

    test.each([
      ["a non-200 (500)", "error.json", "warn", /answered HTTP 500/],
      ["a non-200 (404)", "not-found.json", "warn", /answered HTTP 404/],
      ["invalid JSON", "invalid.json", "error", /failed/],
      ["an HTML page", "html.json", "error", /failed/],
      ["an object without data", "object.json", "warn", /neither an array nor/],
      ["an object whose data is not an array", "data-object.json", "warn", /neither an array nor/],
      ["null", "null.json", "warn", /neither an array nor/],
    ] as const)("%s gives [], logged (SPEC 8)", async (_, path, level, message) => {
      const logger = silentLogger()
      expect(await createCmsClient({ url: "http://127.0.0.1:1", elementApiUrl: url, logger }).elementApi(path)).toEqual([])
      expect(logger[level]).toHaveBeenCalledTimes(1)
      expect(String(logger[level].mock.calls[0]![0])).toMatch(new RegExp(`Element API ${path.replace(".", "\\.")} `))
      expect(String(logger[level].mock.calls[0]![0])).toMatch(message)
    })
  })
})

describe("bounded retries with backoff (build: a CMS that is down or hangs fails the build soon)", () => {
  /**
   * A CMS stand-in on loopback that answers each /graph request as `answer` says for that attempt (1-based); undefined: never
   * answers; `partial`: sends the headers and that start of a body, then nothing more.
   */
  async function flakyCms(answer: (attempt: number) => { status: number; body: unknown } | { partial: string } | undefined) {
    let attempts = 0
    const open = new Set<Socket>()
    const server = createHttpServer((req, res) => {
      req.resume()
      req.on("end", () => {
        attempts += 1
        const reply = answer(attempts)
        if (!reply) return void open.add(req.socket)
        if ("partial" in reply) {
          open.add(req.socket)
          return void res.writeHead(200, { "Content-Type": "application/json" }).write(reply.partial)
        }
        res.writeHead(reply.status, { "Content-Type": "application/json" }).end(JSON.stringify(reply.body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return {
      url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      attempts: () => attempts,
      close: () => {
        open.forEach((socket) => socket.destroy())
        return new Promise<void>((resolve) => server.close(() => resolve()))
      },
    }
  }
  const waits: number[] = []
  const sleep = async (ms: number) => void waits.push(ms)
  beforeEach(() => (waits.length = 0))

  test("a CMS that fails twice on its side and then answers: the build goes on, after waits that double", async () => {
    const cms = await flakyCms((attempt) =>
      attempt <= 2 ? { status: 503, body: { message: "restarting" } } : { status: 200, body: { data: { entryCount: 7 } } },
    )
    try {
      const client = createCmsClient({ url: cms.url, retries: 2, retryBackoffMs: 100, sleep })
      await expect(client.requestStrict("query countAll { entryCount }")).resolves.toEqual({ entryCount: 7 })
      expect(cms.attempts()).toBe(3)
      expect(waits).toEqual([100, 200])
    } finally {
      await cms.close()
    }
  })

  test("a CMS that keeps answering 500: retries, then fails naming the operation, the status and the attempts", async () => {
    const cms = await flakyCms(() => ({ status: 500, body: { message: "boom" } }))
    try {
      const client = createCmsClient({ url: cms.url, retries: 2, retryBackoffMs: 50, sleep })
      const error = (await client.requestStrict("query countAll { entryCount }").catch((e: unknown) => e)) as CmsError
      expect(error).toMatchObject({ operation: "countAll", kind: "status", status: 500 })
      expect(error.message).toMatch(/^CMS query "countAll" failed \(status\): HTTP 500 .*\(after 3 attempts\)$/)
      expect(cms.attempts()).toBe(3)
      expect(waits).toEqual([50, 100])
    } finally {
      await cms.close()
    }
  })

  test("a CMS that hangs: each attempt times out, and the whole is bounded", async () => {
    const cms = await flakyCms(() => undefined)
    try {
      const client = createCmsClient({ url: cms.url, timeoutMs: 200, retries: 1, retryBackoffMs: 10 })
      const started = Date.now()
      const error = (await client.requestStrict("query countAll { entryCount }").catch((e: unknown) => e)) as CmsError
      expect(error.message).toBe('CMS query "countAll" failed (network): no answer within 200 ms (timed out) (after 2 attempts)')
      expect(cms.attempts()).toBe(2)
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await cms.close()
    }
  })

  test("a CMS whose answer stops half-way: the timeout while the body arrives is a timeout, asked again", async () => {
    // The first answer sends its headers and the start of its body, then nothing more; the second is whole.
    const halfThenWhole = (attempt: number) => (attempt === 1 ? { partial: '{"data": {"entryCount"' } : { status: 200, body: { data: { entryCount: 7 } } })
    const retried = await flakyCms(halfThenWhole)
    const once = await flakyCms(halfThenWhole)
    try {
      const client = createCmsClient({ url: retried.url, timeoutMs: 300, retries: 1, retryBackoffMs: 1, sleep })
      await expect(client.requestStrict("query countAll { entryCount }")).resolves.toEqual({ entryCount: 7 })
      expect(retried.attempts()).toBe(2)
      // Without a second chance, it fails as the timeout it is.
      const error = (await createCmsClient({ url: once.url, timeoutMs: 300, retries: 0 })
        .requestStrict("query countAll { entryCount }")
        .catch((e: unknown) => e)) as CmsError
      expect(error).toMatchObject({ kind: "network" })
      expect(error.message).toBe('CMS query "countAll" failed (network): no answer within 300 ms (timed out)')
    } finally {
      await retried.close()
      await once.close()
    }
  })

  test("a CMS that is down: connection refused, said in words", async () => {
    const client = createCmsClient({ url: `http://127.0.0.1:${await closedPort()}`, retries: 1, retryBackoffMs: 1, sleep })
    const error = (await client.requestStrict("query countAll { entryCount }").catch((e: unknown) => e)) as CmsError
    expect(error).toMatchObject({ kind: "network" })
    expect(error.message).toMatch(/connection refused .*is the CMS running\? \(after 2 attempts\)$/)
    expect(waits).toEqual([1])
  })

  test("an errors array or a 4xx is not asked again: the same question gets the same answer", async () => {
    const errors = await flakyCms(() => ({ status: 200, body: { errors: [{ message: "Cannot query field" }] } }))
    const unauthorised = await flakyCms(() => ({ status: 401, body: { errors: [{ message: "Invalid Authorization header" }] } }))
    try {
      await expect(createCmsClient({ url: errors.url, retries: 3, sleep }).requestStrict("query q { entryCount }")).rejects.toMatchObject({ kind: "graphql" })
      await expect(createCmsClient({ url: unauthorised.url, retries: 3, sleep }).requestStrict("query q { entryCount }")).rejects.toMatchObject({
        kind: "status",
        status: 401,
      })
      expect([errors.attempts(), unauthorised.attempts()]).toEqual([1, 1])
      expect(waits).toEqual([])
    } finally {
      await Promise.all([errors.close(), unauthorised.close()])
    }
  })

  test("without retries (the Functions' default: a visitor is waiting) one attempt is all", async () => {
    const cms = await flakyCms(() => ({ status: 503, body: {} }))
    try {
      expect(await createCmsClient({ url: cms.url, logger: silentLogger(), sleep }).request("query q { entryCount }")).toEqual({})
      expect(cms.attempts()).toBe(1)
    } finally {
      await cms.close()
    }
  })
})
