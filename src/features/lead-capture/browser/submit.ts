/**
 * Sending a demo request (SPEC 4.1 steps 2-5, plus the lead store of issue 6). The order is
 * what keeps every lead:
 *
 *   1. POST the lead to /api/demo-request, which stores it before anything else can fail;
 *   2. the Marketo path: wait for the hidden form, fill it, submit it;
 *   3. report 'submitted', set the demo-form-submitted flag, go to /demos?companySize={size}.
 *
 * Step 3 happens whenever at least one of the two paths took the lead, so Marketo's
 * fallbacks (form never appears, no email field) still redirect and still report, as
 * SPEC 8 says. A failed POST is logged and the Marketo path still runs.
 *
 * Decided (the spec shows no message for a failed submission): only when neither path
 * took the lead — the POST failed AND Marketo did not confirm — the visitor stays on the
 * form, with their values, and sees an inline error asking them to try again. Sending them
 * on to the confirmation then would tell them a request was received that nobody has.
 * A 400 from the Function (a rule the browser did not catch) shows its field errors instead.
 */
import type { AnalyticsEvent } from "../../../lib/analytics/track"
import type { LeadApiResult } from "./demo-request-client"
import { demoConfirmationPath } from "../rules/confirmation"
import type { DemoLeadContext, DemoLeadPayload } from "../rules/lead-payload"
import type { MarketoFormValues, MarketoOutcome } from "./marketo"
import { marketoFormValues } from "./marketo"
import { demoSubmittedEvent } from "./report"
import type { DemoFieldErrors, DemoLead } from "../rules/demo-schema"

export interface DemoSubmitDeps {
  postLead: (payload: DemoLeadPayload) => Promise<LeadApiResult>
  sendToMarketo: (values: MarketoFormValues) => Promise<MarketoOutcome>
  report: (event: AnalyticsEvent) => unknown
  markSubmitted: () => void
  redirect: (to: string) => unknown
  log?: Pick<Console, "warn" | "error">
}

export type DemoSubmitResult =
  | { status: "sent"; api: LeadApiResult; marketo: MarketoOutcome; redirectTo: string }
  | { status: "invalid"; fieldErrors: DemoFieldErrors }
  | { status: "failed"; api: LeadApiResult; marketo: MarketoOutcome }

export const demoSubmitFailedMessage = "We couldn't send your request. Check your connection and try again: nothing was sent yet."

export interface DemoSubmitInput {
  lead: DemoLead
  context: DemoLeadContext
  /** The tracked query parameters with a value, for the analytics payload. */
  trackedParams: Record<string, string>
}

const describeMarketo = (result: MarketoOutcome): string =>
  result.outcome === "skipped" ? `skipped (${result.reason})` : result.outcome === "error" ? `error: ${String(result.error)}` : result.outcome

export async function submitDemoRequest({ lead, context, trackedParams }: DemoSubmitInput, deps: DemoSubmitDeps): Promise<DemoSubmitResult> {
  const log = deps.log ?? console
  const api = await deps.postLead({ ...lead, ...context })
  if (!api.ok && api.status === 400 && api.fieldErrors && Object.keys(api.fieldErrors).length > 0) {
    return { status: "invalid", fieldErrors: api.fieldErrors }
  }
  if (!api.ok) log.error(`[demo form] /api/demo-request failed (${api.status ?? "no answer"}: ${api.error}); trying Marketo`)

  const marketo = await deps.sendToMarketo(marketoFormValues(lead, { promoCode: context.promoCode, currentUrl: context.currentUrl }))
  if (marketo.outcome !== "submitted" && marketo.outcome !== "skipped") log.warn(`[demo form] Marketo: ${describeMarketo(marketo)}`)

  if (!api.ok && marketo.outcome !== "submitted") {
    log.error(`[demo form] the request reached neither /api/demo-request nor Marketo (${describeMarketo(marketo)}); the visitor is asked to retry`)
    return { status: "failed", api, marketo }
  }

  const redirectTo = demoConfirmationPath(lead.companySize)
  try {
    deps.report(demoSubmittedEvent(lead, trackedParams))
  } catch (error) {
    log.warn("[demo form] the 'submitted' event was not reported", error)
  }
  deps.markSubmitted()
  await deps.redirect(redirectTo)
  return { status: "sent", api, marketo, redirectTo }
}
