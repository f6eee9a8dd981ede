import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { setFunctionSecurityHeaders } from "../lib/security/headers"
import { refuseUnreadableBody } from "../lib/functions/unreadable-body"
import { leadRequestOf, postedAsPlainForm, setLeadResponseHeaders } from "../features/lead-capture/server/function-io"
import { handleDemoBooking } from "../features/lead-capture/server/booking-handler"
import { runtimeBookingDeps } from "../features/lead-capture/server/booking-runtime"
import { bookingAnswerHtml } from "../features/lead-capture/server/booking-answer-page"
import { isCompanySize } from "../features/lead-capture/rules/company-sizes"
import type { Slot } from "../features/lead-capture/rules/slots"

/**
 * POST /api/demo-booking: books a demo call from /demos/book (src/features/lead-capture/server/booking-handler.ts);
 * GET: the slots already booked. A form posted without JavaScript (urlencoded) gets a page.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  setFunctionSecurityHeaders(res)
  if (refuseUnreadableBody(req, res)) return
  const result = await handleDemoBooking(leadRequestOf(req), runtimeBookingDeps())
  setLeadResponseHeaders(res, result)
  if (req.method === "POST" && postedAsPlainForm(req)) {
    const answer = result.body as { ok?: boolean; booking?: Slot; hostTimeZone?: string; error?: string; fieldErrors?: Record<string, string> }
    const size = (req.body as { companySize?: unknown } | undefined)?.companySize
    const backTo = isCompanySize(size) ? `/demos/book?companySize=${encodeURIComponent(size)}` : "/demos/book"
    res.setHeader("Content-Type", "text/html; charset=utf-8")
    res.status(result.status).send(
      bookingAnswerHtml(
        answer.ok && answer.booking
          ? {
              ok: true,
              slot: answer.booking,
              hostTimeZone: answer.hostTimeZone ?? "UTC",
              email: String((req.body as { email?: unknown }).email ?? "").trim(),
              stamp: new Date(),
            }
          : {
              ok: false,
              message: answer.error ?? "Something went wrong. Please try again.",
              errors: [...new Set(Object.values(answer.fieldErrors ?? {}))].filter((error) => error !== answer.error),
              backTo,
            },
      ),
    )
    return
  }
  res.status(result.status).json(result.body)
}
