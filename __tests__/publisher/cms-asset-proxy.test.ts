/**
 * /assets/* forwarded to the CMS (publisher/cms-asset-proxy.ts), over real HTTP on loopback: a
 * stand-in CMS that answers with cache headers and validators, the proxy on an express app in
 * front of a public/ folder (as `gatsby serve` and `gatsby develop` mount it) and in the
 * publisher's app, and a CMS that is down or silent. Netlify's rewrite is checked through the
 * adapter's own code that writes `_redirects`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import express from "express"
import { ACTIVE_CONTENT_POLICY, createCmsAssetProxy, netlifyAssetRewrite } from "../../publisher/cms-asset-proxy"
import { listen, type RunningPublisherServer } from "../../publisher/server"
import { entrySaved, startTestPublisher, waitFor, type TestPublisher } from "../support/publisher"

/** The adapter's code that writes public/_redirects (not in its package exports, so by path). */
const ROUTE_HANDLER = join(dirname(require.resolve("gatsby-adapter-netlify/package.json")), "dist", "route-handler.js")

const PICTURE = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7) % 256))
const PDF = Buffer.from("%PDF-1.4 a guide\n")
const ETAG = '"3f2a-hero-800.webp"'
const LAST_MODIFIED = "Tue, 01 Dec 2026 10:00:00 GMT"
const IMMUTABLE = "public, max-age=31536000, immutable"
const TRANSFORM = "/assets/_transforms/blog/3f2a/hero-800.webp"

interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

/** The CMS's side: a transform with an ETag, an original with Last-Modified, an SVG, and answers that go wrong. */
async function startCms(): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = []
  const held: ServerResponse[] = []
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers })
    const path = (req.url ?? "").split("?")[0]
    const body = (data: Buffer) => res.end(req.method === "HEAD" ? undefined : data)
    if (path === TRANSFORM) {
      if (req.headers["if-none-match"] === ETAG) return void res.writeHead(304, { etag: ETAG, "cache-control": IMMUTABLE }).end()
      res.writeHead(200, {
        "content-type": "image/webp",
        "content-length": PICTURE.length,
        "cache-control": IMMUTABLE,
        etag: ETAG,
        "set-cookie": "cms_session=1; Path=/",
        "x-powered-by": "Craft CMS",
      })
      return body(PICTURE)
    }
    if (path === "/assets/ebooks/guide.pdf") {
      if (req.headers["if-modified-since"] === LAST_MODIFIED) return void res.writeHead(304, { "last-modified": LAST_MODIFIED }).end()
      res.writeHead(200, {
        "content-type": "application/pdf",
        "content-length": PDF.length,
        "cache-control": "public, max-age=3600",
        "last-modified": LAST_MODIFIED,
      })
      return body(PDF)
    }
    if (path === "/assets/logos/drawing.svg") {
      res.writeHead(200, { "content-type": "image/svg+xml" })
      return body(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))
    }
    if (path === "/assets/silent") return void held.push(res)
    if (path === "/assets/cut") {
      res.writeHead(200, { "content-type": "image/webp", "content-length": PICTURE.length })
      res.write(PICTURE.subarray(0, 1000))
      setTimeout(() => res.destroy(), 50)
      return
    }
    res.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}')
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A loopback port nothing listens on (bound, then released). */
async function unusedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A request with its path sent exactly as given (fetch would resolve dot segments first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
    })
    req.on("error", reject)
    req.end()
  })
}

let cms: Awaited<ReturnType<typeof startCms>>
let publicDir: string
let site: RunningPublisherServer
let logs: string[]

/** The site's server as `gatsby serve` and `gatsby develop` have it: the proxy first, then public/. */
async function startSite(target: string, timeoutMs = 5_000): Promise<RunningPublisherServer> {
  const app = express()
  app.use(createCmsAssetProxy({ target, timeoutMs, log: (line) => logs.push(line) }))
  app.use(express.static(publicDir))
  return listen(app, 0, "127.0.0.1")
}

beforeEach(async () => {
  logs = []
  cms = await startCms()
  publicDir = mkdtempSync(join(tmpdir(), "asset-proxy-public-"))
  writeFileSync(join(publicDir, "index.html"), "<!doctype html><title>home</title>")
  // A file of the same name in public/ (an old build's download, say): the CMS must win.
  mkdirSync(join(publicDir, "assets", "_transforms", "blog", "3f2a"), { recursive: true })
  writeFileSync(join(publicDir, TRANSFORM), "a stale copy in public/")
  site = await startSite(cms.url)
})

afterEach(async () => {
  await site.close()
  await cms.close()
  rmSync(publicDir, { recursive: true, force: true })
})

describe("GET and HEAD of /assets/*", () => {
  it("streams the CMS's file with its type, length and caching, over a file of the same path in public/", async () => {
    const response = await fetch(`${site.url}${TRANSFORM}?v=2`, { headers: { Cookie: "consent=granted", Authorization: "Bearer site-visitor" } })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(PICTURE)).toBe(true)
    expect(response.headers.get("content-type")).toBe("image/webp")
    expect(response.headers.get("content-length")).toBe(String(PICTURE.length))
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE)
    expect(response.headers.get("etag")).toBe(ETAG)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    // The CMS's cookies and its own headers stay with the CMS; a raster gets no sandbox policy.
    expect(response.headers.get("set-cookie")).toBeNull()
    expect(response.headers.get("x-powered-by")).not.toBe("Craft CMS")
    expect(response.headers.get("content-security-policy")).toBeNull()

    expect(cms.seen).toHaveLength(1)
    expect(cms.seen[0]).toMatchObject({ method: "GET", url: `${TRANSFORM}?v=2` })
    // The visitor's cookies and credentials are the site's, never sent on to the CMS.
    expect(cms.seen[0]!.headers.cookie).toBeUndefined()
    expect(cms.seen[0]!.headers.authorization).toBeUndefined()
    expect(cms.seen[0]!.headers.host).toBe(new URL(cms.url).host)
  })

  it("passes If-None-Match through, and the CMS's 304 back", async () => {
    const response = await fetch(`${site.url}${TRANSFORM}`, { headers: { "If-None-Match": ETAG } })
    expect(response.status).toBe(304)
    expect(response.headers.get("etag")).toBe(ETAG)
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE)
    expect(await response.text()).toBe("")
    expect(cms.seen[0]!.headers["if-none-match"]).toBe(ETAG)
  })

  it("passes If-Modified-Since through, and Last-Modified back", async () => {
    const first = await fetch(`${site.url}/assets/ebooks/guide.pdf`)
    expect(first.status).toBe(200)
    expect(first.headers.get("content-type")).toBe("application/pdf")
    expect(first.headers.get("last-modified")).toBe(LAST_MODIFIED)
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600")
    expect(Buffer.from(await first.arrayBuffer()).equals(PDF)).toBe(true)
    const again = await fetch(`${site.url}/assets/ebooks/guide.pdf`, { headers: { "If-Modified-Since": LAST_MODIFIED } })
    expect(again.status).toBe(304)
    expect(cms.seen[1]!.headers["if-modified-since"]).toBe(LAST_MODIFIED)
  })

  it("answers HEAD with the CMS's headers and no body", async () => {
    const response = await fetch(`${site.url}${TRANSFORM}`, { method: "HEAD" })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/webp")
    expect(response.headers.get("content-length")).toBe(String(PICTURE.length))
    expect(response.headers.get("etag")).toBe(ETAG)
    expect(await response.text()).toBe("")
    expect(cms.seen.map(({ method }) => method)).toEqual(["HEAD"])
  })

  it("passes the CMS's 404 through", async () => {
    const response = await fetch(`${site.url}/assets/blog/missing.jpg`)
    expect(response.status).toBe(404)
    expect(cms.seen).toHaveLength(1)
  })

  it("sandboxes a file that would run if opened (an SVG uploaded to a volume)", async () => {
    const response = await fetch(`${site.url}/assets/logos/drawing.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/svg+xml")
    expect(response.headers.get("content-security-policy")).toBe(ACTIVE_CONTENT_POLICY)
    expect(ACTIVE_CONTENT_POLICY).toMatch(/(^|; )sandbox($|;)/)
  })
})

describe("what is not forwarded", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH"])("%s /assets/… answers 405 naming GET and HEAD, and never reaches the CMS", async (method) => {
    const response = await fetch(`${site.url}/assets/_transforms/warm`, { method, body: method === "DELETE" ? undefined : '{"urls":[]}' })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/)
    expect(await response.text()).toMatch(/GET and HEAD/)
    expect(cms.seen).toEqual([])
  })

  it("leaves every other path to the next handler, /assets itself included", async () => {
    expect(await (await fetch(`${site.url}/`)).text()).toContain("<title>home</title>")
    // public/ has an assets/ folder here: express.static redirects to it, the proxy has no say.
    expect((await fetch(`${site.url}/assets`, { redirect: "manual" })).status).toBe(301)
    expect((await fetch(`${site.url}/static/assets/x.jpg`)).status).toBe(404)
    expect(cms.seen).toEqual([])
  })

  it("resolves dot segments before deciding, and refuses an encoded slash that would leave /assets/ at the CMS", async () => {
    // /assets/../index.html is /index.html: the site's own file, not the CMS's.
    expect(await rawGet(site.url, "/assets/../index.html")).toMatchObject({ status: 200, body: expect.stringContaining("home") })
    expect(await rawGet(site.url, "/assets/%2e%2e/index.html")).toMatchObject({ status: 200, body: expect.stringContaining("home") })
    expect((await rawGet(site.url, "/assets/..%2Fgraph")).status).toBe(400)
    expect((await rawGet(site.url, "/assets/blog%5C..%5C..%5Cgraph")).status).toBe(400)
    expect(cms.seen).toEqual([])
  })
})

describe("a CMS that does not answer", () => {
  it("that is down: 502 with a short plain-text message, at once", async () => {
    await site.close()
    site = await startSite(`http://127.0.0.1:${await unusedPort()}`)
    const started = Date.now()
    const response = await fetch(`${site.url}${TRANSFORM}`)
    expect(response.status).toBe(502)
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const text = await response.text()
    expect(text).toMatch(/^Bad gateway: the CMS could not be reached\.\n$/)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(logs).toEqual([expect.stringMatching(/GET \/assets\/_transforms\/blog\/3f2a\/hero-800\.webp → http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/)])
  })

  it("that stays silent: 504 after the timeout, never a hang", async () => {
    await site.close()
    site = await startSite(cms.url, 300)
    const started = Date.now()
    const response = await fetch(`${site.url}/assets/silent`)
    expect(response.status).toBe(504)
    expect(await response.text()).toBe("Gateway timeout: the CMS did not answer in time.\n")
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(logs).toEqual([expect.stringMatching(/no answer for 300 ms/)])
  })

  it("that breaks off mid-file: the response is cut short, not completed with a wrong file", async () => {
    const response = await fetch(`${site.url}/assets/cut`)
    expect(response.status).toBe(200)
    await expect(response.arrayBuffer()).rejects.toThrow()
    await waitFor(() => logs.length === 1, "the log line")
    expect(logs[0]).toMatch(/GET \/assets\/cut .*\(response cut short\)/)
  })
})

describe("in the publisher (npm start)", () => {
  let publisher: TestPublisher

  beforeEach(async () => {
    publisher = await startTestPublisher({ cmsUrl: cms.url })
  })

  afterEach(async () => {
    await publisher.close()
  })

  it("forwards /assets/* before the first build, and over a file of the same path in the release", async () => {
    // Pages answer 503 until the first release; the CMS's files do not wait for one.
    expect((await fetch(`${publisher.url}/`)).status).toBe(503)
    const early = await fetch(`${publisher.url}${TRANSFORM}`)
    expect(early.status).toBe(200)
    expect(Buffer.from(await early.arrayBuffer()).equals(PICTURE)).toBe(true)

    await publisher.postWebhook(entrySaved("1"))
    await waitFor(() => publisher.builds.length === 1, "the first build")
    mkdirSync(join(publisher.publicDir, "assets", "_transforms", "blog", "3f2a"), { recursive: true })
    writeFileSync(join(publisher.publicDir, TRANSFORM), "a stale copy in the release")
    publisher.builds[0]!.succeed("A")
    await publisher.publisher.queue.whenIdle()

    const response = await fetch(`${publisher.url}${TRANSFORM}`, { headers: { "Accept-Encoding": "gzip" } })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(PICTURE)).toBe(true)
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE)
    expect(response.headers.get("etag")).toBe(ETAG)
    // The publisher's compression and the release's caching rules are for its own files.
    expect(response.headers.get("content-encoding")).toBeNull()
    expect((await fetch(`${publisher.url}${TRANSFORM}`, { headers: { "If-None-Match": ETAG } })).status).toBe(304)
    expect((await fetch(`${publisher.url}${TRANSFORM}`, { method: "HEAD" })).headers.get("content-length")).toBe(String(PICTURE.length))
    expect((await fetch(`${publisher.url}${TRANSFORM}`, { method: "POST" })).status).toBe(405)
    expect(await (await fetch(`${publisher.url}/page-1`)).text()).toContain("A:page-1")
  })

  it("answers 502 when the CMS is down", async () => {
    await cms.close()
    const response = await fetch(`${publisher.url}${TRANSFORM}`)
    expect(response.status).toBe(502)
    expect(await response.text()).toBe("Bad gateway: the CMS could not be reached.\n")
  })
})

describe("on Netlify: a proxy rewrite", () => {
  it("only for an https CMS that is not on loopback", () => {
    expect(netlifyAssetRewrite("https://cms.rapport.example/some/base")).toEqual({
      fromPath: "/assets/*",
      toPath: "https://cms.rapport.example/assets/*",
      statusCode: 200,
      force: true,
    })
    expect(netlifyAssetRewrite("https://cms.rapport.example:8443")?.toPath).toBe("https://cms.rapport.example:8443/assets/*")
    for (const local of [
      "http://127.0.0.1:4123",
      "https://127.0.0.1:4123",
      "https://localhost",
      "https://[::1]:443",
      "http://cms.rapport.example",
      "not a url",
    ]) {
      expect(netlifyAssetRewrite(local)).toBeNull()
    }
  })

  it("which gatsby-adapter-netlify writes into _redirects as a forced 200 to the CMS with :splat", async () => {
    const { processRoutesManifest } = (await import(ROUTE_HANDLER)) as { processRoutesManifest: (routes: unknown[]) => { redirects: string } }
    const rewrite = netlifyAssetRewrite("https://cms.rapport.example")!
    // The route Gatsby's adapter manager makes of a createRedirect (gatsby/dist/utils/adapter/manager.js).
    const { fromPath, toPath, statusCode, ...platformFields } = rewrite
    const { redirects } = processRoutesManifest([
      { path: fromPath, type: "redirect", toPath, status: statusCode, ignoreCase: true, headers: [], ...platformFields },
    ])
    expect(redirects.trim()).toBe("/assets/*  https://cms.rapport.example/assets/:splat  200!")
  })
})
