/**
 * The rig's TLS front (`npm run perf`, perf:ci): loopback HTTP servers behind one HTTPS
 * address, chosen by the host name the browser asks for.
 *
 * - It speaks HTTP/2, as the static hosts and CDNs the site is served from do; Lighthouse's
 *   simulation follows the protocol it sees, and over HTTP/1.1 it would charge each of a page's
 *   small requests a round trip on one of six connections, a cost no visitor of the real site
 *   pays. `http1` measures the old way.
 * - It answers the built files from memory once they have been served (the edge cache, as a
 *   CDN's edge answers a visitor), so the servers behind it do no work while a page is measured.
 *   Why: the rig runs the browser and the servers on one machine (two cores on ours), and the
 *   servers worked hard while a page loaded. On 2026-11-30, 5 loads of `/` (about 20 s) cost
 *   the site's server 550 ms of CPU, about 390 ms of it answering them (its idle work is about
 *   8 ms a second): Express, the publisher's headers, gzip of every answer; 5 of /pricing cost
 *   it 350 ms, 5 of the bare reference page cost `gatsby serve` 300 ms. That CPU competes with
 *   the page's renderer as it hydrates, and Lighthouse counts the renderer's wall time, not
 *   its CPU time (in a trace of `/` under the rig, a task of 12.5 ms ran 0.6 ms on the CPU and
 *   waited the rest). No visitor's phone runs the site's server. The reference page is
 *   answered the same way.
 *   Kept: a GET answered 200 without setting a cookie, outside /api/ (a built file). The key is
 *   the host, the path and the encodings the browser accepts, so the site, the reference and a
 *   build beside never share an entry, and the bytes are the ones that browser would have had
 *   (the same gzip, the same headers).
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http"
import { createServer as createHttpsServer } from "node:https"
import { createSecureServer as createSecureHttp2Server, type Http2ServerRequest, type Http2ServerResponse } from "node:http2"
import type { AddressInfo } from "node:net"
import { makeThrowawayCertificate } from "../throwaway-certificate.ts"

/** Response headers that belong to one HTTP/1.1 connection and are not allowed in HTTP/2. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"])

interface CachedAnswer {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

export interface TlsProxyOptions {
  /** The names its throwaway certificate is for (the browser is told to accept it). */
  hostNames: readonly [string, ...string[]]
  /** The loopback port of the server that answers for this host name. */
  upstreamPortFor: (host: string) => number
  /** Where it listens on loopback (0: a free port, read back from `port`). */
  port: number
  /** Serve HTTP/1.1 only (default: HTTP/2, HTTP/1.1 for clients that do not speak it). */
  http1?: boolean
  /** Answer built files from memory once served (default: true). */
  edgeCache?: boolean
}

export interface TlsProxy {
  /** The port it listens on. */
  readonly port: number
  /** How many answers the edge cache holds. */
  readonly cached: number
  /** How many requests were passed on to the servers behind it. */
  readonly forwarded: number
  stop(): void
}

const cacheKey = (host: string, url: string | undefined, headers: IncomingHttpHeaders): string =>
  `${host}\n${url ?? "/"}\n${String(headers["accept-encoding"] ?? "")}`

export function startTlsProxy({ hostNames, upstreamPortFor, port, http1 = false, edgeCache = true }: TlsProxyOptions): Promise<TlsProxy> {
  const answers = new Map<string, CachedAnswer>()
  let forwarded = 0
  const handle = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse): void => {
    const host = String(req.headers[":authority"] ?? req.headers.host ?? "")
    // The site's Functions (/api/*) answer each request anew, as they do for a visitor.
    const key = edgeCache && req.method === "GET" && !req.url?.startsWith("/api/") ? cacheKey(host, req.url, req.headers) : undefined
    const cached = key === undefined ? undefined : answers.get(key)
    if (cached) {
      res.writeHead(cached.status, cached.headers)
      res.end(cached.body)
      return
    }
    forwarded++
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(":")))
    const upstream = httpRequest(
      { host: "127.0.0.1", port: upstreamPortFor(host), path: req.url, method: req.method, headers: { ...headers, host } },
      (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 502
        const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)))
        res.writeHead(status, answerHeaders)
        if (key !== undefined && status === 200 && answer.headers["set-cookie"] === undefined) {
          const chunks: Buffer[] = []
          answer.on("data", (chunk: Buffer) => chunks.push(chunk))
          answer.on("end", () => answers.set(key, { status, headers: answerHeaders, body: Buffer.concat(chunks) }))
        }
        answer.pipe(res as NodeJS.WritableStream)
      },
    )
    upstream.on("error", () => {
      res.writeHead(502)
      res.end()
    })
    ;(req as NodeJS.ReadableStream).pipe(upstream)
  }
  const tls = makeThrowawayCertificate(hostNames)
  const server = http1 ? createHttpsServer(tls, handle) : createSecureHttp2Server({ ...tls, allowHTTP1: true }, handle)
  return new Promise((resolve, reject) =>
    // A port in use (another perf run) rejects, so the servers started before are stopped.
    server.once("error", reject).listen(port, "127.0.0.1", () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        get cached() {
          return answers.size
        },
        get forwarded() {
          return forwarded
        },
        stop: () => server.close(),
      }),
    ),
  )
}
