import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { clientAddress } from "../lib/leads/guard"
import { trustedProxies } from "../lib/leads/runtime-env"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { handleCmsProxy, runtimeCmsOptions, runtimeProxyRateLimiter } from "../lib/cms-proxy/proxy"

/**
 * POST /api/staging-api { operationName, variables }: the same named operations in preview
 * mode (drafts included), for staging pages. Answers 503 where no CMS_PREVIEW_TOKEN is set.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  const result = await handleCmsProxy(
    { method: req.method, body: req.body, contentLength: Number(req.headers["content-length"] ?? 0), clientAddress: clientAddress(req.headers, req.socket?.remoteAddress, trustedProxies()) },
    runtimeCmsOptions(true),
    runtimeProxyRateLimiter(),
  )
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
