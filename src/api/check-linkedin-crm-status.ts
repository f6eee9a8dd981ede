import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { runtimeCmsOptions } from "../lib/cms-proxy/proxy"
import { readNetworkPageStatus } from "../lib/network-page-status/server"

/**
 * GET /api/check-linkedin-crm-status → `{ index: boolean }` (SPEC 7.3): whether the
 * /linkedin-crm page is indexed, read from the published CMS content at request time.
 * The file name follows site.network (DESIGN 1). A CMS failure answers 502 with
 * `{ index: true }`, so the footer keeps its link (SPEC 8).
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD")
    res.status(405).json({ error: "Use GET" })
    return
  }
  const result = await readNetworkPageStatus(runtimeCmsOptions())
  // A short cache: every page view's footer asks, and an editor's change still shows within a minute.
  res.setHeader("Cache-Control", result.status === 200 ? "public, max-age=60" : "no-store")
  res.status(result.status).json(result.body)
}
