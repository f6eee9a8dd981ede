/**
 * The browser's way to the CMS (SPEC 7.1): a named operation and its variables, POSTed to
 * the site's own proxy Function (/api/base-api), never to the CMS itself (DESIGN 7: the
 * token stays server-side). Forgiving, as SPEC 8 asks of runtime callers: a network error,
 * a non-200 or an empty answer is logged and comes back as `null`, for the caller to say
 * so in place and offer a retry; it never throws.
 */
import type { OperationName } from "../../../cms/operations"

export const CMS_PROXY_PATH = "/api/base-api"

export interface CmsProxyCall {
  signal?: AbortSignal
  fetch?: typeof fetch
  /** Where a failure is logged (SPEC 8); console.warn by default. */
  log?: (...parts: unknown[]) => void
}

export async function queryCmsProxy<Data extends object>(
  operationName: OperationName,
  variables: Record<string, unknown>,
  call: CmsProxyCall = {},
): Promise<Partial<Data> | null> {
  const doFetch = call.fetch ?? fetch
  const log = call.log ?? ((...parts: unknown[]) => console.warn(...parts))
  try {
    const response = await doFetch(CMS_PROXY_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ operationName, variables }),
      signal: call.signal,
    })
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null
    if (!response.ok || !body || typeof body.data !== "object" || body.data === null) {
      log(`CMS proxy: ${operationName} answered HTTP ${response.status}`)
      return null
    }
    return body.data as Partial<Data>
  } catch (error) {
    // An aborted request is the caller's own doing (a newer search replaced it): not a failure to log.
    if ((error as Error).name !== "AbortError") log(`CMS proxy: ${operationName} failed:`, (error as Error).message)
    return null
  }
}
