/**
 * How a built site is served (publisher/site-server.ts), over real HTTP on loopback, under both
 * commands that serve one, each started the way it starts: `npm run serve` (serve-cli.ts, a
 * process in a fixture project) and `npm start` (the publisher, its live release built from the
 * same fixture). One caching rule for both: the headers of a page, a page-data file, a webpack
 * chunk, the stylesheet and a /static/ file; /assets/* forwarded to the CMS; a Function loaded
 * once; a body no parser can read answered 400. First, the header rules path by path
 * (served-headers.ts: gatsby-config's rules over Gatsby's own defaults, by Gatsby's matcher).
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gatsbyDefaultHeaders, servedHeaders } from "../../publisher/served-headers"
import { IMMUTABLE, REVALIDATE } from "../../src/lib/security/headers"
import { waitFor } from "../support/loopback"
import {
  entrySaved,
  fakeBuildOutput,
  fakeServingRules,
  HASHED_CHUNK,
  HASHED_STYLESHEET,
  startTestPublisher,
  waitFor as waitUntil,
  writeFakeSite,
} from "../support/publisher"

const headersOf = (path: string): Record<string, string> =>
  Object.fromEntries(servedHeaders(fakeServingRules.headers)(path).map(({ key, value }) => [key, value]))

test.each([
  ["/pricing", REVALIDATE],
  ["/", REVALIDATE],
  ["/404.html", REVALIDATE],
  ["/page-data/pricing/page-data.json", REVALIDATE],
  ["/page-data/app-data.json", REVALIDATE],
  // Names as the build writes them: CONTENT_HASH_LENGTH (8) hex digits of content hash.
  ["/app-16cb47e9.js", IMMUTABLE],
  ["/1263-092d2d6b.js", IMMUTABLE],
  ["/styles.73d66a2a.css", IMMUTABLE],
  ["/app-16cb47e9.js.map", IMMUTABLE],
  ["/static/inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2", IMMUTABLE],
  ["/favicon.svg", REVALIDATE],
])("%s: the security headers, cached as %s", (path, cacheControl) => {
  const headers = headersOf(path)
  expect(headers["cache-control"]).toBe(cacheControl)
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  // Gatsby's own default (same-origin) is replaced, not sent beside it.
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["x-content-type-options"]).toBe("nosniff")
})

test("a name that only looks hashed is not cached for a year", () => {
  expect(gatsbyDefaultHeaders("/app.js").find(({ key }) => key === "cache-control")?.value).toBe(REVALIDATE)
  expect(gatsbyDefaultHeaders("/videos/intro-0123456789abcdef0123.mp4").find(({ key }) => key === "cache-control")?.value).toBe(REVALIDATE)
  // Webpack's default twenty digits are not what the build writes.
  expect(gatsbyDefaultHeaders("/app-16cb47e9522b4bf7bf44.js").find(({ key }) => key === "cache-control")?.value).toBe(REVALIDATE)
})

const PICTURE = Buffer.from("the CMS's transform bytes")

interface Served {
  url: string
  close: () => Promise<void>
}

/** `npm run serve` without with-cms.ts around it: CMS_URL given, the fixture project as working directory. */
async function startServe(cmsUrl: string): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), "serve-cli-"))
  writeFakeSite(fakeBuildOutput(dir), "A")
  const serve: ChildProcess = spawn(process.execPath, [require.resolve("tsx/cli"), join(__dirname, "..", "..", "publisher", "serve-cli.ts"), "--port", "0"], {
    cwd: dir,
    env: { ...process.env, CMS_URL: cmsUrl },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  serve.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  serve.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const url = await waitFor(() => / on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1], { what: `serve-cli's URL (output: ${output})`, timeoutMs: 20_000 })
  return {
    url,
    close: async () => {
      const exited = new Promise((resolve) => serve.once("exit", resolve))
      serve.kill("SIGTERM")
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** `npm start`'s server: the publisher, its first release built from the fixture. */
async function startPublisherServer(cmsUrl: string): Promise<Served> {
  const publisher = await startTestPublisher({ cmsUrl })
  await publisher.postWebhook(entrySaved("1"))
  await waitUntil(() => publisher.builds.length === 1, "the first build")
  publisher.builds[0]!.succeed("A")
  await publisher.publisher.queue.whenIdle()
  return publisher
}

describe.each([
  ["npm run serve", startServe],
  ["npm start", startPublisherServer],
])("a built site under `%s`", (_command, start) => {
  let cms: Server
  let site: Served

  beforeAll(async () => {
    cms = createServer((req, res) => {
      if (req.url === "/assets/_transforms/hero.webp")
        res.writeHead(200, { "content-type": "image/webp", "cache-control": IMMUTABLE, etag: '"1"' }).end(PICTURE)
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => cms.listen(0, "127.0.0.1", resolve))
    site = await start(`http://127.0.0.1:${(cms.address() as AddressInfo).port}/`)
  }, 30_000)

  afterAll(async () => {
    await site?.close()
    await new Promise<void>((resolve) => cms.close(() => resolve()))
  })

  test.each([
    ["a page", "/page-1", REVALIDATE],
    ["a page-data file", "/page-data/page-1/page-data.json", REVALIDATE],
    ["a webpack chunk", HASHED_CHUNK, IMMUTABLE],
    ["the stylesheet", HASHED_STYLESHEET, IMMUTABLE],
    ["a /static/ file", "/static/logo-unchanged.svg", IMMUTABLE],
  ])("%s (%s) is cached as %s, with the security headers", async (_what, path, cacheControl) => {
    const response = await fetch(`${site.url}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe(cacheControl)
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
  })

  test("/assets/* is the CMS's, before any file of the site, with the CMS's headers", async () => {
    const asset = await fetch(`${site.url}/assets/_transforms/hero.webp`)
    expect(asset.status).toBe(200)
    expect(Buffer.from(await asset.arrayBuffer()).equals(PICTURE)).toBe(true)
    expect(asset.headers.get("cache-control")).toBe(IMMUTABLE)
    expect(asset.headers.get("etag")).toBe('"1"')
    expect(asset.headers.get("content-security-policy")).toBeNull()
    expect((await fetch(`${site.url}/assets/_transforms/hero.webp`, { method: "POST" })).status).toBe(405)
  })

  test("a Function is loaded once, and answers with its own headers, not the files'", async () => {
    const post = () => fetch(`${site.url}/api/hello`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ a: 1 }) })
    const first = await post()
    expect(first.status).toBe(200)
    const { loads, ...answer } = (await first.json()) as { loads: number }
    expect(answer).toEqual({ release: "A", method: "POST", body: { a: 1 } })
    expect(((await (await post()).json()) as { loads: number }).loads).toBe(loads)
    expect(first.headers.get("content-security-policy")).toBeNull()
  })

  test.each([
    [
      "a multipart body without a boundary",
      "multipart/form-data",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      "multipart/form-data",
    ],
    ["a multipart body cut short", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', "multipart/form-data"],
    ["malformed JSON", "application/json", "{nope", "application/json"],
  ])("%s is answered 400 with a JSON error, never 500", async (_what, contentType, body, type) => {
    const response = await fetch(`${site.url}/api/hello`, { method: "POST", headers: { "Content-Type": contentType }, body })
    expect(response.status).toBe(400)
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: `The body could not be read as ${type}` })
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
  })
})
