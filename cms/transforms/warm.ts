/**
 * Warming a CMS's transforms over HTTP: what the build calls after sourcing (with the transform
 * URLs the sourcing queries got back), and what `npm run perf` and the browser tests call before
 * they measure a page. POSTs the URLs to the embedded CMS's /assets/_transforms/warm, at most
 * LIMITS.warmUrlsPerCall a request. In the same process as the CMS, `cms.transforms.warm(urls)`
 * does the same without HTTP.
 *
 *   const report = await warmTransforms(cmsUrl, urls, { token, wait: true })
 */
import { LIMITS, TRANSFORM_PATH_PREFIX } from "./spec"
import { WARM_PATH } from "./service"

export interface WarmOptions {
  /** The CMS's Bearer token, when it asks for one. */
  token?: string
  /** Answer when every transform is made (default: as soon as they are queued). */
  wait?: boolean
  fetch?: typeof fetch
}

export interface WarmSummary {
  accepted: number
  cached: number
  rejected: Array<{ url: string; reason: string }>
  /** With `wait` only. */
  made?: number
  failed?: Array<{ url: string; reason: string }>
}

/** Only the embedded CMS's own transform URLs are sent: a real Craft's (or a CDN's) are left alone. */
export const isEmbeddedTransformUrl = (url: string, cmsUrl: string): boolean => {
  try {
    const parsed = new URL(url)
    return parsed.origin === new URL(cmsUrl).origin && parsed.pathname.startsWith(TRANSFORM_PATH_PREFIX) && parsed.pathname !== WARM_PATH
  } catch {
    return false
  }
}

export async function warmTransforms(cmsUrl: string, urls: readonly string[], options: WarmOptions = {}): Promise<WarmSummary> {
  const send = options.fetch ?? fetch
  const own = [...new Set(urls)].filter((url) => isEmbeddedTransformUrl(url, cmsUrl))
  const total: WarmSummary = { accepted: 0, cached: 0, rejected: [], ...(options.wait ? { made: 0, failed: [] } : {}) }
  for (let i = 0; i < own.length; i += LIMITS.warmUrlsPerCall) {
    const chunk = own.slice(i, i + LIMITS.warmUrlsPerCall)
    const response = await send(`${cmsUrl.replace(/\/$/, "")}${WARM_PATH}${options.wait ? "?wait=1" : ""}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: JSON.stringify({ urls: chunk }),
    })
    if (!response.ok) throw new Error(`Warming ${chunk.length} transforms at ${cmsUrl}: HTTP ${response.status} ${await response.text()}`)
    const part = (await response.json()) as WarmSummary
    total.accepted += part.accepted
    total.cached += part.cached
    total.rejected.push(...part.rejected)
    if (options.wait) {
      total.made! += part.made ?? 0
      total.failed!.push(...(part.failed ?? []))
    }
  }
  return total
}
