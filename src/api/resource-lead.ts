import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { runtimeLeadDeps } from "../lib/leads/handler"
import { runtimeCmsOptions } from "../lib/cms-proxy/proxy"
import { cmsEntryLookup, handleResourceLead } from "../lib/resource-forms/handler"

/**
 * POST /api/resource-lead: a webinar registration, e-book download, story PDF or newsletter
 * sign-up (src/lib/resource-forms/handler.ts), stored like a demo request, with the form
 * read from the page's CMS entry.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const declared = req.headers["content-length"]
  const result = await handleResourceLead(
    {
      method: req.method,
      body: req.body,
      contentLength: declared === undefined ? undefined : Number(declared),
      userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
    },
    { ...runtimeLeadDeps(), lookupEntry: cmsEntryLookup(runtimeCmsOptions(false)) },
  )
  res.setHeader("Cache-Control", "no-store")
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value)
  res.status(result.status).json(result.body)
}
