import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { clientAddress, trustedProxies } from "../lib/rate-limit/client-address"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { handleCmsProxy, runtimeCmsOptions, runtimeProxyRateLimiter } from "../lib/cms-proxy/proxy"

/**
 * POST /api/staging-api { operationName, variables, token? }: the same named operations for a
 * preview page, with the preview token Craft put in that page's URL (X-Craft-Token header or
 * `token`), forwarded as `?token=` for this request only: the token's draft in its entry's
 * place. No token: 400; a token the CMS refuses (expired, unknown): 502 with `{}`, as any CMS
 * failure (lib/cms-proxy/proxy.ts).
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  const result = await handleCmsProxy(
    {
      method: req.method,
      body: req.body,
      contentLength: Number(req.headers["content-length"] ?? 0),
      clientAddress: clientAddress(req.headers, req.socket?.remoteAddress, trustedProxies()),
      craftToken: typeof req.headers["x-craft-token"] === "string" ? req.headers["x-craft-token"] : undefined,
    },
    runtimeCmsOptions(),
    runtimeProxyRateLimiter(),
    "preview",
  )
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
