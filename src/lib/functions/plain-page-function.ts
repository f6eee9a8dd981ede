import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import type { CmsClientOptions } from "../../../plugins/gatsby-source-cms/client"
import { setFunctionSecurityHeaders } from "../security/headers"
import { runtimeCmsOptions } from "../cms-proxy/proxy"
import { refuseUnreadableBody } from "./unreadable-body"

/** Answers a query string with a complete page, asking the CMS where it needs to (null: no CMS configured). */
export type PlainPageAnswer = (queryString: string, cms: CmsClientOptions | null) => Promise<{ status: number; html: string }>

/**
 * A Function that answers GET with a plain, self-contained HTML page: what a form submits to
 * for a visitor without JavaScript (the blog search, the integrations filter, the thank-you
 * note search; lib/html/plain-page.ts). The site's strict Function headers, a refusal of a
 * body it cannot read, GET only, the query's single values as the query string, and a page
 * that is never cached or indexed.
 */
export function plainPageFunction(answer: PlainPageAnswer): (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void> {
  return async function handler(req, res) {
    setFunctionSecurityHeaders(res)
    if (refuseUnreadableBody(req, res)) return
    if (req.method !== "GET") {
      res.status(405).setHeader("Allow", "GET").send("Use GET")
      return
    }
    const queryString = new URLSearchParams(
      Object.entries(req.query ?? {}).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
    ).toString()
    const { status, html } = await answer(queryString, runtimeCmsOptions())
    res.setHeader("Content-Type", "text/html; charset=utf-8")
    res.setHeader("Cache-Control", "no-store")
    res.setHeader("X-Robots-Tag", "noindex")
    res.status(status).send(html)
  }
}
