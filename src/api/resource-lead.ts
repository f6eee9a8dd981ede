import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { leadRequestOf, postedAsPlainForm, setLeadResponseHeaders } from "../features/lead-capture/server/function-io"
import { runtimeLeadDeps } from "../features/lead-capture/server/lead-handler"
import { runtimeCmsOptions } from "../lib/cms-proxy/proxy"
import { cmsEntryLookup, handleResourceLead } from "../features/lead-capture/server/resource-handler"
import { cleanSourcePath } from "../features/lead-capture/server/source-path"
import { resourceAnswerHtml } from "../features/lead-capture/server/resource-answer-page"

/** A form posted without a page (a block that does not know its page's path) is from the page that sent it: the Referer's path. */
function withSourcePath(body: unknown, referer: string | undefined): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body) || "sourcePath" in body || !referer) return body
  try {
    return { ...body, sourcePath: new URL(referer).pathname }
  } catch {
    return body
  }
}

/**
 * POST /api/resource-lead: a webinar registration, e-book download, story PDF or newsletter
 * sign-up (src/features/lead-capture/server/resource-handler.ts), stored like a demo request, with the form
 * read from the page's CMS entry.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  const body = withSourcePath(req.body, req.headers.referer)
  const result = await handleResourceLead(leadRequestOf(req, body), { ...runtimeLeadDeps(), lookupEntry: cmsEntryLookup(runtimeCmsOptions()) })
  setLeadResponseHeaders(res, result)
  // A form posted without JavaScript gets a page, not JSON (features/lead-capture/server/resource-answer-page.ts).
  if (postedAsPlainForm(req)) {
    const answer = result.body as { ok?: boolean; message?: string; download?: string | null; error?: string; fieldErrors?: Record<string, string> }
    const backTo = cleanSourcePath((body as { sourcePath?: unknown } | undefined)?.sourcePath) ?? "/"
    res.setHeader("Content-Type", "text/html; charset=utf-8")
    res
      .status(result.status)
      .send(
        resourceAnswerHtml(
          answer.ok
            ? { ok: true, message: answer.message ?? "Thanks! We've got your details.", download: answer.download, backTo }
            : { ok: false, message: answer.error ?? "Something went wrong. Please try again.", errors: Object.values(answer.fieldErrors ?? {}), backTo },
        ),
      )
    return
  }
  res.status(result.status).json(result.body)
}
