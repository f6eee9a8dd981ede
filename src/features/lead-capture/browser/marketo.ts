/**
 * The marketing-forms (Marketo Forms 2.0) leg of a demo request (SPEC 4.1 steps 3-5, 7.4,
 * 9.5): what the hidden form is filled with, and what can happen to it. Sending it (wait for
 * the hidden form, fill it, submit it) is marketo-send.ts, a chunk of its own that only
 * builds with a Marketo instance load.
 */
import type { DemoLead } from "../rules/demo-schema"
import { splitFullName } from "../rules/name"

/** The parts of a Marketo form object this flow uses. */
export interface MarketoForm {
  vals(values: Record<string, string>): unknown
  submit(): unknown
  /** Return false from the callback to stop Marketo's own follow-up redirect. */
  onSuccess(callback: (values: unknown, followUpUrl: string) => boolean | void): unknown
  /** A jQuery object around the <form>: index 0 is the element. */
  getFormElem?(): ArrayLike<Element> | null | undefined
}

/** The parts of the global `MktoForms2` this site uses. */
export interface MktoForms2 {
  loadForm(baseUrl: string, munchkinId: string, formId: number, callback?: (form: MarketoForm) => void): unknown
  getForm(formId: number | string): MarketoForm | null | undefined
}

export interface MarketoHost {
  MktoForms2?: MktoForms2 | null
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const marketoTiming = {
  /** SPEC 9.5: the hidden form is checked every 200 ms, at most 25 times. */
  checkIntervalMs: 200,
  maxChecks: 25,
  /** How long a filled form may take to answer before the visitor moves on anyway. */
  submitTimeoutMs: 8000,
} as const

/** Exactly what the hidden form is filled with (SPEC 3.15), Email included. */
export interface MarketoFormValues extends Record<string, string> {
  Email: string
  FirstName: string
  LastName: string
  Company: string
  Phone: string
  Country: string
  companySize: string
  websitePromoCode: string
  currentUrl: string
}

export function marketoFormValues(lead: DemoLead, context: { promoCode?: string | null; currentUrl: string }): MarketoFormValues {
  const { firstName, lastName } = splitFullName(lead.fullName)
  return {
    Email: lead.email,
    FirstName: firstName,
    LastName: lastName,
    Company: lead.companyName,
    Phone: lead.phoneNumber,
    Country: lead.country,
    companySize: lead.companySize,
    websitePromoCode: context.promoCode ?? "",
    currentUrl: context.currentUrl,
  }
}

export type MarketoOutcome =
  /** Marketo accepted the form. */
  | { outcome: "submitted"; checks: number }
  /** The hidden form had not appeared after every check (script blocked, slow or absent). */
  | { outcome: "form-missing"; checks: number }
  /** The hidden form appeared without an Email field. */
  | { outcome: "no-email-field"; checks: number }
  /** The form was filled and submitted but Marketo did not confirm in time. */
  | { outcome: "no-answer"; checks: number }
  /** Not attempted: no Marketo instance is configured, or its script failed to load. */
  | { outcome: "skipped"; reason: "not-configured" | "script-failed" | "no-consent" }
  | { outcome: "error"; error: unknown }
