import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { runtimeCmsOptions } from "../lib/cms-proxy/proxy"
import { handleResultsPage } from "../lib/integrations/results-page"

/** GET /api/integrations?category=…&plan=…: the integrations index's filter as a plain HTML page, for visitors without JavaScript. */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  if (req.method !== "GET") {
    res.status(405).setHeader("Allow", "GET").send("Use GET")
    return
  }
  const queryString = new URLSearchParams(
    Object.entries(req.query ?? {}).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  ).toString()
  const { status, html } = await handleResultsPage(queryString, runtimeCmsOptions())
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("X-Robots-Tag", "noindex")
  res.status(status).send(html)
}
