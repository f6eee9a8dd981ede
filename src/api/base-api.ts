import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { clientAddress, trustedProxies } from "../lib/rate-limit/client-address"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { handleCmsProxy, runtimeCmsOptions, runtimeProxyRateLimiter } from "../lib/cms-proxy/proxy"

/** POST /api/base-api { operationName, variables }: a named operation against the published CMS content. */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  const result = await handleCmsProxy(
    {
      method: req.method,
      body: req.body,
      contentLength: Number(req.headers["content-length"] ?? 0),
      clientAddress: clientAddress(req.headers, req.socket?.remoteAddress, trustedProxies()),
    },
    runtimeCmsOptions(),
    runtimeProxyRateLimiter(),
  )
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
