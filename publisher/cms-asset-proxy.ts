/**
 * `/assets/*` on the site's own origin, forwarded to the CMS (issue 29). The source plugin
 * stores an asset URL on the CMS's origin whose path starts with /assets/ root-relative
 * (`/assets/_transforms/…`, `/assets/blog/x.pdf`), so the built HTML names pictures on the
 * site's origin and they travel over the page's own connection. That holds only where every
 * server of the site forwards /assets/* to the CMS; this module is that forwarding, mounted by:
 * - the site server (publisher/site-server.ts), before the site's files: the publisher
 *   (`npm start`, given CMS_URL by publisher/start.ts) and `npm run serve` (the browser tests);
 * - `gatsby develop` and `npm run preview` (gatsby-config.ts, developMiddleware);
 * - Netlify: no server of ours, so a proxy rewrite (`netlifyAssetRewrite` below, created in
 *   gatsby-node.ts).
 *
 * GET and HEAD only; the answer streams through with the headers a cache and a browser need
 * (status, type, length, caching, validators: a 304 passes through) and never the CMS's
 * cookies. A CMS that does not answer gets a 502 (refused, reset) or 504 (silent for
 * `timeoutMs`) in plain text: a visitor's picture never hangs. Node's http/https only.
 */
import { CMS_ASSET_PATH } from "../src/lib/images/asset-url"
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http"
import { request as httpsRequest } from "node:https"
import { pipeline } from "node:stream"

/** The path prefix forwarded: the CMS's asset files and its image transforms (cms/server.ts). */
export const ASSET_PATH_PREFIX = CMS_ASSET_PATH

/**
 * How long the CMS may stay silent (before its answer, or between two chunks of it) before the
 * visitor gets a 504. A transform is made on its first request (cms/transforms/), which takes
 * a second or two; Netlify's own proxy gives up after 26 s.
 */
export const ASSET_PROXY_TIMEOUT_MS = 20_000

/** What the browser sends that the CMS needs: content negotiation, revalidation, ranges (PDFs, videos). Never cookies or credentials. */
const FORWARDED_REQUEST_HEADERS = ["accept", "accept-encoding", "if-none-match", "if-modified-since", "range", "if-range"] as const

/** What the CMS answers that the browser and caches need. Never set-cookie: the site's origin is not the CMS's to set cookies on. */
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-range",
  "accept-ranges",
  "cache-control",
  "etag",
  "last-modified",
  "expires",
  "vary",
  "content-disposition",
  "retry-after",
] as const

/**
 * A file on the site's origin that a browser would run if opened (an SVG or HTML file uploaded
 * to a volume) gets a sandbox: no script, no same-origin access to the site's cookies or
 * storage. Pictures in `<img>` ignore it; rasters, PDFs and videos get none (a sandbox stops
 * Chromium's PDF viewer).
 */
const ACTIVE_CONTENT = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|[a-z]+\/[a-z0-9.+-]*\+xml)\s*(?:;|$)/i
export const ACTIVE_CONTENT_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

export interface CmsAssetProxyOptions {
  /** The CMS: CMS_URL, or any URL on the CMS's origin (only the origin is used). */
  target: string
  /** How long the CMS may stay silent (default ASSET_PROXY_TIMEOUT_MS). */
  timeoutMs?: number
  /** Where a failed forward is told (default stderr). */
  log?: (line: string) => void
}

/** A connect/express middleware: an /assets/ request is answered, anything else goes to `next`. */
export type CmsAssetProxy = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/** The origin asset requests are forwarded to: CMS_URL's origin, http(s) only. */
export function cmsAssetOrigin(cmsUrl: string): string {
  const url = new URL(cmsUrl)
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`cms-asset-proxy: the CMS must be an http(s) URL, got "${cmsUrl}"`)
  return url.origin
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\./.test(hostname) || hostname === "[::1]" || hostname === "0.0.0.0"
}

/** What gatsby-node hands to `createRedirect` for Netlify. */
export type NetlifyAssetRewrite = { fromPath: string; toPath: string; statusCode: 200; force: true }

/**
 * Netlify serves the built site with no server of ours, so /assets/* is a proxy rewrite there:
 * gatsby-adapter-netlify writes a `createRedirect` with statusCode 200 into `public/_redirects`
 * as `/assets/*  https://cms…/assets/:splat  200!` (its route-handler.js turns `*` into
 * `:splat` and `force` into `!`; Netlify treats a 200 rule to another origin as a proxy). Forced,
 * so the CMS wins over a file of the same path, as it does on our own servers.
 *
 * Only for a CMS Netlify can reach: an https origin that is not loopback. A build against the
 * local CMS (http://127.0.0.1:…) gets none, and gatsby-node warns when that build deploys to
 * Netlify. Elsewhere the redirect is inert: `gatsby serve` and the publisher ignore Gatsby's
 * redirects, and it is not a browser redirect (redirectInBrowser stays off).
 */
export function netlifyAssetRewrite(cmsUrl: string): NetlifyAssetRewrite | null {
  let url: URL
  try {
    url = new URL(cmsUrl)
  } catch {
    return null
  }
  if (url.protocol !== "https:" || isLoopbackHost(url.hostname)) return null
  return { fromPath: `${ASSET_PATH_PREFIX}*`, toPath: `${url.origin}${ASSET_PATH_PREFIX}*`, statusCode: 200, force: true }
}

/** A short plain-text answer of our own, never cached. */
function answer(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...headers, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" })
  res.end(`${text}\n`)
}

/**
 * The path and query to ask the CMS for, or "bad" for a path that could leave /assets/ once the
 * CMS decodes it (an encoded slash, backslash or NUL), or null when the request is not for
 * /assets/. Dot segments are resolved first, as the CMS's own URL parser would resolve them.
 */
function assetTarget(rawUrl: string): string | "bad" | null {
  let url: URL
  try {
    url = new URL(rawUrl, "http://site.invalid")
  } catch {
    return null
  }
  if (!url.pathname.startsWith(ASSET_PATH_PREFIX)) return null
  const unsafe = url.pathname.split("/").some((segment) => {
    try {
      const decoded = decodeURIComponent(segment)
      return decoded === "." || decoded === ".." || /[/\\\0]/.test(decoded)
    } catch {
      return true
    }
  })
  return unsafe ? "bad" : `${url.pathname}${url.search}`
}

export function createCmsAssetProxy(options: CmsAssetProxyOptions): CmsAssetProxy {
  const origin = cmsAssetOrigin(options.target)
  const send = new URL(origin).protocol === "https:" ? httpsRequest : httpRequest
  const timeoutMs = options.timeoutMs ?? ASSET_PROXY_TIMEOUT_MS
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`))

  return (req, res, next) => {
    // Express rewrites req.url under a mount path; originalUrl is what the visitor asked for.
    const path = assetTarget((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/")
    if (path === null) return next()
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405, "Method not allowed: /assets/ answers GET and HEAD.", { allow: "GET, HEAD" })
    if (path === "bad") return answer(res, 400, "Bad request: not an asset path.")

    const headers: OutgoingHttpHeaders = {}
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value: string | string[] | undefined = req.headers[name]
      if (value !== undefined) headers[name as string] = value
    }
    let upstream: ClientRequest
    let failed = false
    let visitorLeft = false
    const fail = (status: 502 | 504, why: string) => {
      // Once: a timeout is also an error, and an error mid-file also ends the pipeline below.
      // A visitor who left is no failure of the CMS's.
      if (failed || visitorLeft || res.writableFinished) return
      failed = true
      log(`[cms-asset-proxy] ${req.method} ${path} → ${origin}: ${why}${res.headersSent ? " (response cut short)" : ""}`)
      if (!res.headersSent)
        answer(res, status, status === 504 ? "Gateway timeout: the CMS did not answer in time." : "Bad gateway: the CMS could not be reached.")
      else res.destroy()
    }
    try {
      upstream = send(`${origin}${path}`, { method: req.method, headers, timeout: timeoutMs })
    } catch (error) {
      return fail(502, (error as Error).message)
    }
    let timedOut = false
    upstream.on("timeout", () => {
      timedOut = true
      upstream.destroy(new Error(`no answer for ${timeoutMs} ms`))
    })
    upstream.on("error", (error) => fail(timedOut ? 504 : 502, error.message))
    // A visitor who leaves (a page navigated away, a lazy image scrolled past) ends the CMS request too.
    res.on("close", () => {
      if (res.writableFinished) return
      visitorLeft = !failed
      upstream.destroy()
    })
    upstream.on("response", (cms) => {
      res.writeHead(cms.statusCode ?? 502, responseHeaders(cms.headers))
      if (req.method === "HEAD" || cms.statusCode === 304 || cms.statusCode === 204) {
        cms.resume()
        res.end()
        return
      }
      // Errors after the head (the CMS reset the connection mid-file) end the response short:
      // the browser sees a truncated download, not a wrong file.
      pipeline(cms, res, (error) => {
        if (error) fail(timedOut ? 504 : 502, timedOut ? `silent for ${timeoutMs} ms` : error.message)
      })
    })
    upstream.end()
  }
}

function responseHeaders(from: IncomingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const name of FORWARDED_RESPONSE_HEADERS) if (from[name] !== undefined) headers[name] = from[name]
  // No sniffing a text file into a page; a file that would run as a page runs in a sandbox.
  headers["x-content-type-options"] = "nosniff"
  if (ACTIVE_CONTENT.test(String(from["content-type"] ?? ""))) headers["content-security-policy"] = ACTIVE_CONTENT_POLICY
  return headers
}
