/**
 * The browser-side CMS proxies (SPEC 7.1: /api/base-api and /api/staging-api). The
 * browser names one of the site's operations (cms/operations.ts) and passes variables;
 * the Function runs it against the CMS with the server-side token. Only those named
 * operations are forwarded, never a query from the browser, and bodies are capped
 * (DESIGN 7). Failures follow SPEC 8: the answer is `{}` for the data, with a status
 * that says why.
 *
 * Each sender address may make `CMS_PROXY_RATE_LIMIT` requests per window (default 60 a
 * minute, far more than a person paging through notes or results); more get 429 with
 * Retry-After before the body is looked at. The limiter is the rule the lead Functions use
 * (lib/rate-limit/limiter.ts), counted in this process (the proxies have no database: on a serverless
 * host each instance counts its own), kept for the life of the process
 * (lib/functions/process-shared.ts) and shared by both proxies: one allowance per address,
 * whichever proxy it calls.
 *
 * /api/staging-api is the same in preview: the browser's preview page passes the token Craft
 * put in its URL (`X-Craft-Token` header, or `token` in the body), and the Function forwards it,
 * for this one request, as `?token=` (SPEC 6, 7.1): the CMS then answers with that token's
 * draft in its entry's place, or refuses an expired or unknown token. There is no preview token
 * in the Functions' environment: without a token from the browser, staging-api answers 400.
 */
import { operations, type OperationName } from "../../../cms/operations"
import { createCmsClient, type CmsClientOptions } from "../../../plugins/gatsby-source-cms/client"
import { parseRateLimit, processRateLimiter, type ProcessRateLimiter, type RateLimit } from "../rate-limit/limiter"

/**
 * The cap on a proxy request. Checked here rather than through a Function's exported
 * `config`: Gatsby 5 treats any `config` export under src/ as a page config and then
 * builds rendering engines, which fail to bundle sharp.
 */
export const MAX_BODY_BYTES = 16 * 1024

/** Sixty requests a minute from one address. */
export const DEFAULT_PROXY_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 }

/** `CMS_PROXY_RATE_LIMIT="{count}/{seconds}"`; unset or malformed is the default. */
export function parseProxyRateLimit(value: string | undefined): RateLimit {
  return /^\s*[1-9]\d*\s*\/\s*[1-9]\d*\s*$/.test(value ?? "") ? parseRateLimit(value) : DEFAULT_PROXY_RATE_LIMIT
}

/** The process's limiter for the configured limit, read from the environment at run time (as runtimeCmsOptions). */
export function runtimeProxyRateLimiter(): ProcessRateLimiter {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}
  return processRateLimiter("cmsProxy.rateLimiters", parseProxyRateLimit(env.CMS_PROXY_RATE_LIMIT))
}

export interface ProxyRequest {
  method: string | undefined
  /** The sender's address (lib/rate-limit/client-address.ts clientAddress), for the rate limit. */
  clientAddress?: string
  /** The parsed JSON body, or a string when the body was not JSON. */
  body: unknown
  /** Content-Length as the client declared it, when it did. */
  contentLength?: number
  /** The X-Craft-Token header, when the browser sent one (staging-api). */
  craftToken?: string
}

export interface ProxyResponse {
  status: number
  body: { data?: unknown; error?: string }
  headers?: Record<string, string>
}

const isOperationName = (name: unknown): name is OperationName => typeof name === "string" && Object.prototype.hasOwnProperty.call(operations, name)

/**
 * The CMS a Function talks to, read when it runs. Gatsby inlines `process.env.X` into
 * Function bundles at build time, but a served site is pointed at its CMS when it is
 * served, so the environment is read through globalThis, which the bundler leaves alone.
 */
export function runtimeCmsOptions(): CmsClientOptions | null {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}
  if (!env.CMS_URL) return null
  return { url: env.CMS_URL, token: env.CMS_TOKEN || undefined }
}

/** A preview token as Craft makes them (32 URL-safe characters); anything else is not forwarded. */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{8,128}$/

/**
 * `mode: "preview"` (staging-api): the request must carry a preview token (ProxyRequest.craftToken
 * or the body's `token`), which is forwarded as `?token=` for this request only.
 */
export async function handleCmsProxy(
  request: ProxyRequest,
  options: CmsClientOptions | null,
  rateLimiter?: ProcessRateLimiter,
  mode: "published" | "preview" = "published",
): Promise<ProxyResponse> {
  const rate = rateLimiter?.take(request.clientAddress ?? "unknown")
  if (rate && !rate.ok) {
    return {
      status: 429,
      headers: { "Retry-After": String(rate.retryAfterSeconds) },
      body: { error: `Too many requests; try again in ${rate.retryAfterSeconds} s` },
    }
  }
  if (request.method !== "POST") return { status: 405, body: { error: "Use POST with { operationName, variables }" } }
  if ((request.contentLength ?? 0) > MAX_BODY_BYTES || (typeof request.body === "string" && request.body.length > MAX_BODY_BYTES)) {
    return { status: 413, body: { error: `The body is larger than ${MAX_BODY_BYTES} bytes` } }
  }
  const body = request.body as { operationName?: unknown; variables?: unknown } | null
  if (!body || typeof body !== "object") return { status: 400, body: { error: "The body must be JSON: { operationName, variables }" } }
  if (!isOperationName(body.operationName)) {
    return { status: 400, body: { error: `Unknown operation; allowed: ${Object.keys(operations).join(", ")}` } }
  }
  const variables = body.variables ?? {}
  if (typeof variables !== "object" || Array.isArray(variables)) return { status: 400, body: { error: "variables must be an object" } }
  if (JSON.stringify(variables).length > MAX_BODY_BYTES) return { status: 413, body: { error: "variables are too large" } }
  let previewToken: string | undefined
  if (mode === "preview") {
    const given = request.craftToken ?? (body as { token?: unknown }).token
    if (typeof given !== "string" || !PREVIEW_TOKEN.test(given))
      return { status: 400, body: { error: "A preview needs the token the CMS put in the page's URL (X-Craft-Token header or token in the body)" } }
    previewToken = given
  }
  if (!options) return { status: 503, body: { error: "This proxy is not configured" } }
  const data = await createCmsClient({ ...options, previewToken }).request(operations[body.operationName], variables as Record<string, unknown>)
  // SPEC 8: the client already logged any failure and answered {}.
  return { status: Object.keys(data).length > 0 ? 200 : 502, body: { data } }
}
