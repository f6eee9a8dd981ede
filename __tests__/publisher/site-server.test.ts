/**
 * The local serve's headers: gatsby-config's rules over Gatsby's own defaults, matched by Gatsby's
 * own matcher; and the preload that puts them, after the CMS asset proxy, on serve's express app.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gatsbyDefaultHeaders, SERVED_HEADERS_FILE, servedHeaders, servedHeadersMiddleware } from "../../plugins/gatsby-plugin-site-runtime/serve-headers"
import { IMMUTABLE, REVALIDATE, securityHeaderRules, thirdPartiesOf } from "../../src/lib/security/headers"
import { waitFor } from "../support/loopback"

const rules = securityHeaderRules({ thirdParties: thirdPartiesOf({}), inlineScripts: ["window.a=1"] })
const headersOf = (path: string): Record<string, string> => Object.fromEntries(servedHeaders(rules, path).map(({ key, value }) => [key, value]))

test.each([
  ["/pricing", REVALIDATE],
  ["/", REVALIDATE],
  ["/404.html", REVALIDATE],
  ["/page-data/pricing/page-data.json", REVALIDATE],
  ["/page-data/app-data.json", REVALIDATE],
  ["/app-16cb47e9522b4bf7bf44.js", IMMUTABLE],
  ["/1263-092d2d6b366a24a3fa57.js", IMMUTABLE],
  ["/styles.73d66a2a69f973964466.css", IMMUTABLE],
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
})

test("the middleware leaves Functions' responses to the Functions, as the host does", () => {
  const middleware = servedHeadersMiddleware(rules)
  const set = (path: string): string[] => {
    const names: string[] = []
    let nexted = false
    middleware({ path }, { setHeader: (name: string) => names.push(name) }, () => (nexted = true))
    expect(nexted).toBe(true)
    return names
  }
  expect(set("/api/demo-request")).toEqual([])
  expect(set("/pricing")).toContain("content-security-policy")
})

describe("the preload under `gatsby serve` (serve-headers-preload.cjs)", () => {
  // A stand-in for gatsby/dist/commands/serve.js at a path the preload recognises: it creates its
  // express app and serves public/ as serve.js does, and says its port.
  const FAKE_SERVE = `const express = require("express")
const app = express()
app.use(express.static(require("node:path").join(process.cwd(), "public")))
const server = app.listen(0, "127.0.0.1", () => process.stdout.write("port " + server.address().port + "\\n"))
`
  const PICTURE = Buffer.from("the CMS's transform bytes")
  let dir: string
  let cms: Server
  let serve: ChildProcess | undefined

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "serve-preload-"))
    mkdirSync(join(dir, "node_modules", "gatsby", "dist", "commands"), { recursive: true })
    writeFileSync(join(dir, "node_modules", "gatsby", "dist", "commands", "serve.js"), FAKE_SERVE)
    mkdirSync(join(dir, ".cache"))
    writeFileSync(join(dir, SERVED_HEADERS_FILE), JSON.stringify(rules))
    mkdirSync(join(dir, "public", "assets", "_transforms"), { recursive: true })
    writeFileSync(join(dir, "public", "index.html"), "<!doctype html><title>home</title>")
    writeFileSync(join(dir, "public", "assets", "_transforms", "hero.webp"), "a stale copy in public/")
    cms = createServer((req, res) => {
      if (req.url === "/assets/_transforms/hero.webp") res.writeHead(200, { "content-type": "image/webp", "cache-control": IMMUTABLE, etag: '"1"' }).end(PICTURE)
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => cms.listen(0, "127.0.0.1", resolve))
  })

  afterEach(async () => {
    serve?.kill()
    await new Promise<void>((resolve) => cms.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  })

  test("forwards /assets/* to CMS_URL before serve's static files, and gives every other file the headers", async () => {
    serve = spawn(process.execPath, ["--require", join(__dirname, "..", "..", "plugins", "gatsby-plugin-site-runtime", "serve-headers-preload.cjs"), join(dir, "node_modules", "gatsby", "dist", "commands", "serve.js")], {
      cwd: dir,
      // express from the project (the preload and its modules resolve from their own folders).
      env: { ...process.env, NODE_PATH: join(__dirname, "..", "..", "node_modules"), CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}/` },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    serve.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    serve.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const port = await waitFor(() => /port (\d+)/.exec(output)?.[1], { what: `the fake serve's port (output: ${output})` })
    const base = `http://127.0.0.1:${port}`

    const asset = await fetch(`${base}/assets/_transforms/hero.webp`)
    expect(asset.status).toBe(200)
    expect(Buffer.from(await asset.arrayBuffer()).equals(PICTURE)).toBe(true)
    expect(asset.headers.get("cache-control")).toBe(IMMUTABLE)
    expect(asset.headers.get("etag")).toBe('"1"')
    // The CMS's answer, not the page's policy and caching.
    expect(asset.headers.get("content-security-policy")).toBeNull()
    expect((await fetch(`${base}/assets/_transforms/hero.webp`, { method: "POST" })).status).toBe(405)

    const page = await fetch(`${base}/`)
    expect(await page.text()).toContain("<title>home</title>")
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(page.headers.get("cache-control")).toBe(REVALIDATE)
    expect(output).not.toMatch(/NOT (applied|forwarded)/)
  }, 30_000)
})
