/**
 * What every lead Function (src/api/demo-request.ts, resource-lead.ts, demo-booking.ts) reads
 * from Gatsby's request and writes on its response around its handler: the request as the
 * lead pipeline takes it (features/lead-capture/server/lead-handler.ts), and the answer's headers.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { clientAddress, trustedProxies } from "../../../lib/rate-limit/client-address"
import type { LeadRequest, LeadResponse } from "./lead-handler"

/** The request as the lead pipeline takes it; `body` when the Function reworked it (a resource form's page). */
export function leadRequestOf(req: GatsbyFunctionRequest, body: unknown = req.body): LeadRequest {
  const declared = req.headers["content-length"]
  const userAgent = req.headers["user-agent"]
  return {
    method: req.method,
    clientAddress: clientAddress(req.headers, req.socket?.remoteAddress, trustedProxies()),
    body,
    contentLength: declared === undefined ? undefined : Number(declared),
    userAgent: typeof userAgent === "string" ? userAgent : undefined,
  }
}

/** The answer's own headers (Allow, Retry-After) and no caching: a lead's answer is the sender's alone. */
export function setLeadResponseHeaders(res: GatsbyFunctionResponse, result: Pick<LeadResponse, "headers">): void {
  res.setHeader("Cache-Control", "no-store")
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value)
}

/** Whether the form was posted without JavaScript (urlencoded): its answer is then a page, not JSON. */
export const postedAsPlainForm = (req: GatsbyFunctionRequest): boolean =>
  String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")
