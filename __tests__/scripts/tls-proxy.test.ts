import { createServer, type IncomingMessage, type Server } from "node:http"
import { request as httpsRequest } from "node:https"
import type { AddressInfo } from "node:net"
import { startTlsProxy, type TlsProxy } from "../../scripts/perf/tls-proxy"

/**
 * The rig's TLS front against real loopback servers: what it passes on, and what its edge
 * cache answers from memory (a built file, once served) or never keeps.
 */

interface Upstream {
  server: Server
  port: number
  requests: string[]
}

/** A server that answers by path: /cookie sets one, /missing is a 404, anything else a 200 naming the server and its hit count. */
async function startUpstream(name: string): Promise<Upstream> {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers["accept-encoding"] ?? ""}`)
    if (req.url === "/missing") {
      res.writeHead(404, { "content-type": "text/plain" })
      res.end("no such file")
      return
    }
    const headers: Record<string, string> = { "content-type": "text/plain", "cache-control": "public, max-age=31536000, immutable" }
    if (req.url === "/cookie") headers["set-cookie"] = "seen=1"
    res.writeHead(200, headers)
    res.end(`${name} ${req.url} answer ${requests.length}`)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, port: (server.address() as AddressInfo).port, requests }
}

function get(
  proxy: TlsProxy,
  host: string,
  path: string,
  { method = "GET", encoding = "gzip, deflate, br" } = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: "127.0.0.1", port: proxy.port, path, method, servername: host, rejectUnauthorized: false, headers: { host, "accept-encoding": encoding } },
      (answer: IncomingMessage) => {
        let body = ""
        answer.setEncoding("utf8")
        answer.on("data", (chunk: string) => (body += chunk))
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, type: String(answer.headers["content-type"]), body }))
      },
    )
    request.on("error", reject)
    request.end()
  })
}

describe("the rig's TLS proxy", () => {
  let site: Upstream
  let reference: Upstream
  const proxies: TlsProxy[] = []
  const start = async (edgeCache?: boolean): Promise<TlsProxy> => {
    const proxy = await startTlsProxy({
      hostNames: ["www.rapport.example", "reference.www.rapport.example"],
      upstreamPortFor: (host) => (host.startsWith("reference.") ? reference.port : site.port),
      port: 0,
      edgeCache,
    })
    proxies.push(proxy)
    return proxy
  }

  beforeEach(async () => {
    site = await startUpstream("site")
    reference = await startUpstream("reference")
  })

  afterEach(async () => {
    for (const proxy of proxies.splice(0)) proxy.stop()
    await Promise.all([site, reference].map(({ server }) => new Promise((resolve) => server.close(resolve))))
  })

  test("answers a file from memory once it has been served: the server behind it sees it once", async () => {
    const proxy = await start()
    const first = await get(proxy, "www.rapport.example", "/app.js")
    const second = await get(proxy, "www.rapport.example", "/app.js")
    expect(first).toEqual({ status: 200, type: "text/plain", body: "site /app.js answer 1" })
    expect(second).toEqual(first)
    expect(site.requests).toEqual(["GET /app.js gzip, deflate, br"])
    expect(proxy.cached).toBe(1)
    expect(proxy.forwarded).toBe(1)
  })

  test("keeps the site's, the reference's and each encoding's answers apart", async () => {
    const proxy = await start()
    expect((await get(proxy, "www.rapport.example", "/")).body).toBe("site / answer 1")
    expect((await get(proxy, "reference.www.rapport.example", "/")).body).toBe("reference / answer 1")
    expect((await get(proxy, "www.rapport.example", "/", { encoding: "identity" })).body).toBe("site / answer 2")
    expect((await get(proxy, "reference.www.rapport.example", "/")).body).toBe("reference / answer 1")
    expect(site.requests).toHaveLength(2)
    expect(reference.requests).toHaveLength(1)
  })

  test("passes on every request it must not keep: another method, an error, an answer that sets a cookie", async () => {
    const proxy = await start()
    for (let round = 0; round < 2; round++) {
      expect((await get(proxy, "www.rapport.example", "/api/lead", { method: "POST" })).status).toBe(200)
      expect((await get(proxy, "www.rapport.example", "/missing")).status).toBe(404)
      expect((await get(proxy, "www.rapport.example", "/cookie")).status).toBe(200)
    }
    expect(site.requests).toEqual([
      "POST /api/lead gzip, deflate, br",
      "GET /missing gzip, deflate, br",
      "GET /cookie gzip, deflate, br",
      "POST /api/lead gzip, deflate, br",
      "GET /missing gzip, deflate, br",
      "GET /cookie gzip, deflate, br",
    ])
    expect(proxy.cached).toBe(0)
  })

  test("without the edge cache, every request reaches the server (--no-edge-cache)", async () => {
    const proxy = await start(false)
    expect((await get(proxy, "www.rapport.example", "/app.js")).body).toBe("site /app.js answer 1")
    expect((await get(proxy, "www.rapport.example", "/app.js")).body).toBe("site /app.js answer 2")
    expect(proxy.cached).toBe(0)
    expect(proxy.forwarded).toBe(2)
  })
})
