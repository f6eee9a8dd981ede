/** @jest-environment node */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { fetchSearchPage, toSearchPage } from "../../../src/lib/blog-search/results"

describe("toSearchPage: the proxy's answer, read defensively", () => {
  test("maps entries to results: path from uri, first category, the eyebrow", () => {
    const page = toSearchPage({
      entries: [
        {
          id: "1",
          title: "How to build a sales pipeline in Gmail",
          uri: "resources/how-to-build-a-sales-pipeline-in-gmail",
          seoDescription: "Step by step.",
          readingTime: 6,
          blogCategories: [{ title: "Sales" }, { title: "Productivity" }],
        },
      ],
      total: 1,
    })
    expect(page).toEqual({
      total: 1,
      results: [
        {
          id: "1",
          path: "/resources/how-to-build-a-sales-pipeline-in-gmail",
          title: "How to build a sales pipeline in Gmail",
          description: "Step by step.",
          category: "Sales",
          eyebrow: "6 MIN READ",
        },
      ],
    })
  })
  test("an entry without a title or a uri is left out; a total below what came is corrected", () => {
    const page = toSearchPage({
      entries: [null, { id: "2", title: "", uri: "resources/x" }, { id: "3", title: "Kept", uri: "resources/kept" }, { id: "4", title: "No uri" }],
      total: 0,
    })
    expect(page.results.map((r) => r.title)).toEqual(["Kept"])
    expect(page.total).toBe(1)
  })
  test("SPEC 8's empty answers: {} and garbage are an empty page, never a throw", () => {
    expect(toSearchPage({})).toEqual({ total: 0, results: [] })
    expect(toSearchPage(null)).toEqual({ total: 0, results: [] })
    expect(toSearchPage({ entries: "nope", total: "many" })).toEqual({ total: 0, results: [] })
  })
})

describe("fetchSearchPage over HTTP", () => {
  let server: Server
  let answer: { status: number; body: string }
  let received: unknown
  let origin: string
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString()))
      req.on("end", () => {
        received = JSON.parse(body)
        res.writeHead(answer.status, { "content-type": "application/json" })
        res.end(answer.body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const viaServer: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init)

  test("names the operation and its variables, and reads the data", async () => {
    answer = { status: 200, body: JSON.stringify({ data: { entries: [{ id: "9", title: "Rekindle emails", uri: "resources/rekindle" }], total: 5 } }) }
    const page = await fetchSearchPage({ q: "rekindle", category: "Sales" }, 12, { fetch: viaServer })
    expect(received).toEqual({
      operationName: "getBlogsWithSearchAndCategory",
      variables: { search: "title:*rekindle*", category: "Sales", limit: 12, offset: 12 },
    })
    expect(page).toEqual({ total: 5, results: [expect.objectContaining({ title: "Rekindle emails", path: "/resources/rekindle" })] })
  })

  test("a failing proxy is null (the page says so and offers a retry), logged, never thrown", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    answer = { status: 502, body: JSON.stringify({ data: {} }) }
    await expect(fetchSearchPage({ q: "x", category: "" }, 0, { fetch: viaServer })).resolves.toBeNull()
    answer = { status: 200, body: "<html>not json" }
    await expect(fetchSearchPage({ q: "x", category: "" }, 0, { fetch: viaServer })).resolves.toBeNull()
    await expect(
      fetchSearchPage({ q: "x", category: "" }, 0, { fetch: (input, init) => fetch(`http://127.0.0.1:1${String(input)}`, init) }),
    ).resolves.toBeNull()
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })
})
