/** The analytics payload of a sent demo request (SPEC 3.15). */
import type { AnalyticsEvent } from "../../../lib/analytics/track"
import type { DemoLead } from "../rules/demo-schema"

export const DEMO_FORM_ID = "1050"

/**
 * eventCategory 'demos', eventAction 'demo_request', eventLabel 'new_flow', formID '1050',
 * the six fields, and the query-parameter tracking data (the tracked parameters of SPEC 9.3
 * that have a value). The fixed keys come last so a tracking parameter can never replace them.
 */
export function demoSubmittedEvent(lead: DemoLead, tracking: Readonly<Record<string, string>>): AnalyticsEvent {
  return {
    ...tracking,
    email: lead.email,
    fullName: lead.fullName,
    companyName: lead.companyName,
    phoneNumber: lead.phoneNumber,
    country: lead.country,
    companySize: lead.companySize,
    eventCategory: "demos",
    eventAction: "demo_request",
    eventLabel: "new_flow",
    formID: DEMO_FORM_ID,
  }
}
