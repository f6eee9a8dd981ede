import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { clientAddress } from "../lib/leads/guard"
import { trustedProxies } from "../lib/leads/runtime-env"
import { handleDemoRequest, runtimeLeadDeps } from "../lib/leads/handler"
import { runtimeCmsOptions } from "../lib/cms-proxy/proxy"
import { cmsPageFormLookup } from "../lib/landing-forms/lookup"

/**
 * POST /api/demo-request: the demo form's lead, or a content page's form (a synced hero, a
 * hero's or a two-column block's form), validated with the form's schema and stored before
 * anything else (src/lib/leads/handler.ts); a page form's id and message come from the CMS. The store and Marketo REST settings are
 * read from the environment when the Function runs (LEADS_DATABASE_URL or LEADS_DB_PATH, MARKETO_REST_URL, …).
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  const declared = req.headers["content-length"]
  const result = await handleDemoRequest(
    {
      method: req.method,
      clientAddress: clientAddress(req.headers, req.socket?.remoteAddress, trustedProxies()),
      body: req.body,
      contentLength: declared === undefined ? undefined : Number(declared),
      userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
    },
    { ...runtimeLeadDeps(), lookupPageForm: cmsPageFormLookup(runtimeCmsOptions(false)) },
  )
  res.setHeader("Cache-Control", "no-store")
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
