import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { leadRequestOf, setLeadResponseHeaders } from "../features/lead-capture/server/function-io"
import { handleDemoRequest, runtimeLeadDeps } from "../features/lead-capture/server/lead-handler"
import { runtimeCmsOptions } from "../lib/cms-proxy/proxy"
import { cmsPageFormLookup } from "../features/lead-capture/server/page-form-lookup"

/**
 * POST /api/demo-request: the demo form's lead, or a content page's form (a synced hero, a
 * hero's or a two-column block's form), validated with the form's schema and stored before
 * anything else (src/features/lead-capture/server/lead-handler.ts); a page form's id and message come from the CMS. The store and Marketo REST settings are
 * read from the environment when the Function runs (LEADS_DATABASE_URL or LEADS_DB_PATH, MARKETO_REST_URL, …).
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  const result = await handleDemoRequest(leadRequestOf(req), { ...runtimeLeadDeps(), lookupPageForm: cmsPageFormLookup(runtimeCmsOptions()) })
  setLeadResponseHeaders(res, result)
  res.status(result.status).json(result.body)
}
