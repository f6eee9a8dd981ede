/**
 * The one client for the CMS (SPEC 7.1, 7.2, 8). Used at build time by the source plugin
 * and at request time by the Gatsby Functions; never shipped to the browser, because the
 * token must stay server-side (DESIGN 7).
 *
 * Two modes, one transport:
 * - `request` is forgiving, as SPEC 8 says for runtime callers: a network error is logged,
 *   a non-200 gives `{}`, an `errors` array is logged as 'ERRORS FOUND' and gives `{}`.
 * - `requestStrict` is for the build (DESIGN 3.2): the same failures throw a CmsError that
 *   names the operation, so a CMS outage can never publish an empty site.
 *
 * A request that times out, cannot connect or gets a 5xx is tried again `retries` times,
 * waiting `retryBackoffMs`, then twice that, and so on: a CMS that restarts during a build
 * does not fail it, and a CMS that is down or hangs fails it within a bounded time
 * (timeoutMs × (retries + 1) + the waits). A 4xx, an `errors` array or a malformed answer is
 * not retried: asking again gets the same answer. The Element API's feeds are retried the
 * same way, and give [] when they still fail (SPEC 8). The build's values come from CMS_TIMEOUT_MS,
 * CMS_RETRIES and CMS_RETRY_BACKOFF_MS (src/config/env.ts); the Functions do not retry, a
 * visitor is waiting.
 */

export interface CmsClientOptions {
  /** Base URL of the CMS, without /graph. */
  url: string
  token?: string
  /** One draft's preview token (from the URL Craft opened): sent as `?token=`, so the CMS answers that draft (SPEC 6, 7.1). */
  previewToken?: string
  /** The element-api base URL; defaults to `url`. */
  elementApiUrl?: string
  fetch?: typeof fetch
  logger?: Pick<Console, "error" | "warn">
  /** Abort a request after this many milliseconds (default 30 s). */
  timeoutMs?: number
  /** Tries after the first for a timeout, a refused connection or a 5xx (default 0). */
  retries?: number
  /** The wait before the first retry, doubled before each next one (default 1 s). */
  retryBackoffMs?: number
  /** How to wait (tests). */
  sleep?: (ms: number) => Promise<void>
}

export interface GraphQLErrorShape {
  message: string
  path?: ReadonlyArray<string | number>
}

export class CmsError extends Error {
  constructor(
    readonly operation: string,
    readonly kind: "network" | "status" | "graphql" | "shape",
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`CMS query "${operation}" failed (${kind}): ${detail}`)
    this.name = "CmsError"
  }
}

/** An Element API answer that is not JSON at all (logged as a failure, not as a shape it lacks). */
const NOT_JSON = "the response is not JSON"

/** Worth asking again: the CMS could not be reached, did not answer in time, or failed on its side. */
const isRetryable = (error: CmsError): boolean => error.kind === "network" || (error.kind === "status" && (error.status ?? 0) >= 500)

/**
 * The time allowed ran out while the answer's body was still arriving: the headers came, the
 * rest did not in time (a slow CMS, or a busy machine). That is a timeout like any other,
 * asked again, not an answer that "is not JSON" (2026-11-30: CI's fault test read it so, and
 * its good build failed at once, without a retry).
 */
const isTimeout = (error: unknown): boolean => (error as Error | undefined)?.name === "TimeoutError"

/** What went wrong on the wire, in words: fetch's own message ("fetch failed") says nothing. */
function networkDetail(error: unknown, timeoutMs: number): string {
  const err = error as Error & { cause?: { code?: string; message?: string } }
  if (err.name === "TimeoutError") return `no answer within ${timeoutMs} ms (timed out)`
  const code = err.cause?.code
  if (code === "ECONNREFUSED") return `connection refused (${err.cause?.message ?? code}): is the CMS running?`
  if (err.cause?.message) return `${err.message}: ${err.cause.message}`
  return err.message
}

export type Variables = Record<string, unknown>

/** The name of the first operation in a query document, for messages and allow-lists. */
export function operationNameOf(query: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1] ?? "anonymous"
}

export interface CmsClient {
  /** Forgiving (runtime): the `data` object, or `{}` on any failure. */
  request<T extends object>(query: string, variables?: Variables): Promise<Partial<T>>
  /** Strict (build): the `data` object, or a thrown CmsError naming the operation. */
  requestStrict<T extends object>(query: string, variables?: Variables): Promise<T>
  /** Element-api JSON (SPEC 7.2): the items, bare or in the default envelope (elementApiItems), or `[]` on any failure, logged (SPEC 8). */
  elementApi<T>(path: string): Promise<T[]>
  readonly graphUrl: string
}

/**
 * The items of an Element API answer, in either of its two shapes: a bare array (an endpoint
 * configured with its own serializer, as production's `nextjs-cats` is: SPEC 7.2), or the
 * plugin's default envelope `{"data": [...], "meta": {"pagination": {...}}}` (craftcms/element-api
 * DefaultController: Fractal's ArraySerializer, resource key `data`). Anything else: undefined.
 */
export function elementApiItems(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body
  if (body !== null && typeof body === "object" && Array.isArray((body as { data?: unknown }).data)) return (body as { data: unknown[] }).data
  return undefined
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const base = options.url.replace(/\/+$/, "")
  const graphUrl = options.previewToken ? `${base}/graph?token=${encodeURIComponent(options.previewToken)}` : `${base}/graph`
  const doFetch = options.fetch ?? globalThis.fetch
  const logger = options.logger ?? console
  const timeoutMs = options.timeoutMs ?? 30_000
  const retries = Math.max(0, Math.floor(options.retries ?? 0))
  const backoffMs = Math.max(0, options.retryBackoffMs ?? 1_000)
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))

  /** `attempt` until it gives something other than a retryable CmsError, at most `retries` more times. */
  async function withRetries(attempt: () => Promise<{ data: unknown } | CmsError>): Promise<{ data: unknown } | CmsError> {
    let result = await attempt()
    for (let retry = 0; retry < retries && result instanceof CmsError && isRetryable(result); retry += 1) {
      await sleep(backoffMs * 2 ** retry)
      result = await attempt()
    }
    if (result instanceof CmsError && retries > 0 && isRetryable(result)) {
      return Object.assign(new CmsError(result.operation, result.kind, `${result.detail} (after ${retries + 1} attempts)`, result.status), {
        errors: (result as CmsError & { errors?: unknown }).errors,
      })
    }
    return result
  }

  /** Why an answer's body could not be read as JSON: it did not arrive in time (a network timeout, asked again), or it is not JSON. */
  function unreadBody(operation: string, error: unknown): CmsError {
    if (isTimeout(error)) return new CmsError(operation, "network", networkDetail(error, timeoutMs))
    return new CmsError(operation, "shape", `${NOT_JSON}: ${(error as Error).message}`)
  }

  async function send(query: string, variables: Variables | undefined): Promise<{ data: unknown } | CmsError> {
    const operation = operationNameOf(query)
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let response: Response
    try {
      response = await doFetch(graphUrl, {
        method: "POST",
        headers,
        body: JSON.stringify({ query, variables: variables ?? {}, operationName: operation === "anonymous" ? undefined : operation }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      return new CmsError(operation, "network", networkDetail(error, timeoutMs))
    }
    if (response.status !== 200) {
      const detail = await response.text().catch(() => "")
      return new CmsError(operation, "status", `HTTP ${response.status} ${detail.slice(0, 300)}`.trim(), response.status)
    }
    let body: { data?: unknown; errors?: GraphQLErrorShape[] }
    try {
      body = (await response.json()) as typeof body
    } catch (error) {
      return unreadBody(operation, error)
    }
    if (Array.isArray(body.errors) && body.errors.length > 0) {
      return Object.assign(new CmsError(operation, "graphql", body.errors.map((e) => e.message).join("; ")), { errors: body.errors })
    }
    if (body.data === null || typeof body.data !== "object") return new CmsError(operation, "shape", "the response has no data object")
    return { data: body.data }
  }

  return {
    graphUrl,
    async request<T extends object>(query: string, variables?: Variables): Promise<Partial<T>> {
      const result = await withRetries(() => send(query, variables))
      if (!(result instanceof CmsError)) return result.data as Partial<T>
      if (result.kind === "network") logger.error(`CMS request "${result.operation}" failed:`, result.message)
      else if (result.kind === "graphql") logger.error("ERRORS FOUND", (result as CmsError & { errors?: unknown }).errors)
      else logger.error(result.message)
      return {}
    },
    async requestStrict<T extends object>(query: string, variables?: Variables): Promise<T> {
      const result = await withRetries(() => send(query, variables))
      if (result instanceof CmsError) throw result
      return result.data as T
    },
    async elementApi<T>(path: string): Promise<T[]> {
      const url = `${(options.elementApiUrl ?? base).replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`
      const operation = `Element API ${path}`
      // Retried like a GraphQL request (a feed that fails once would leave its rail out of the build); [] in the end.
      const result = await withRetries(async () => {
        let response: Response
        try {
          response = await doFetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) })
        } catch (error) {
          return new CmsError(operation, "network", networkDetail(error, timeoutMs))
        }
        if (!response.ok) return new CmsError(operation, "status", `answered HTTP ${response.status}`, response.status)
        let body: unknown
        try {
          body = await response.json()
        } catch (error) {
          return unreadBody(operation, error)
        }
        const items = elementApiItems(body)
        return items === undefined ? new CmsError(operation, "shape", 'answered neither an array nor {"data": [...]}') : { data: items }
      })
      if (!(result instanceof CmsError)) return result.data as T[]
      // The detail says what it answered, and after how many attempts when it was asked again (withRetries).
      if (result.kind === "network" || result.detail.startsWith(NOT_JSON)) logger.error(`Element API ${path} failed:`, result.detail)
      else logger.warn(`Element API ${path} ${result.detail}`)
      return []
    },
  }
}
