/**
 * The marketing-forms (Marketo Forms 2.0) leg of a demo request (SPEC 4.1 steps 3-5, 7.4,
 * 9.5): wait for the hidden form, fill it, submit it. Pure apart from what it is handed: the
 * window-like host that may hold `MktoForms2` and the timers, so tests drive it with jest's
 * fake timers and a fake MktoForms2. It never throws and never redirects: it says what
 * happened, and the caller reports and redirects in every case (SPEC 8).
 */
import type { DemoLead } from "./schema"
import { splitFullName } from "./name"

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
  | { outcome: "skipped"; reason: "not-configured" | "script-failed" }
  | { outcome: "error"; error: unknown }

export interface MarketoSendOptions {
  host: MarketoHost
  timers: Timers
  formId: string
  checkIntervalMs?: number
  maxChecks?: number
  submitTimeoutMs?: number
}

function findForm(host: MarketoHost, formId: string): MarketoForm | null {
  try {
    const api = host.MktoForms2
    if (!api || typeof api.getForm !== "function") return null
    return api.getForm(Number(formId)) ?? null
  } catch (error) {
    console.warn("[demo form] MktoForms2.getForm failed", error)
    return null
  }
}

/** Checks at once, then every interval, up to maxChecks checks in all; null when the form never appeared. */
export function waitForMarketoForm(options: MarketoSendOptions): Promise<{ form: MarketoForm | null; checks: number }> {
  const interval = options.checkIntervalMs ?? marketoTiming.checkIntervalMs
  const maxChecks = options.maxChecks ?? marketoTiming.maxChecks
  return new Promise((resolve) => {
    let checks = 0
    const check = (): void => {
      checks += 1
      const form = findForm(options.host, options.formId)
      if (form) resolve({ form, checks })
      else if (checks >= maxChecks) resolve({ form: null, checks })
      else options.timers.setTimeout(check, interval)
    }
    check()
  })
}

/** Whether the hidden form has its Email field (SPEC 4.1 step 5). */
export function hasEmailField(form: MarketoForm): boolean {
  try {
    const element = form.getFormElem?.()?.[0]
    return Boolean(element?.querySelector?.('[name="Email"]'))
  } catch {
    return false
  }
}

/** Waits for the hidden form, fills it and submits it; resolves with what happened, never rejects. */
export async function sendThroughMarketo(values: MarketoFormValues, options: MarketoSendOptions): Promise<MarketoOutcome> {
  try {
    const { form, checks } = await waitForMarketoForm(options)
    if (!form) return { outcome: "form-missing", checks }
    if (!hasEmailField(form)) return { outcome: "no-email-field", checks }
    return await new Promise<MarketoOutcome>((resolve) => {
      let settled = false
      const settle = (result: MarketoOutcome): void => {
        if (settled) return
        settled = true
        options.timers.clearTimeout(timer)
        resolve(result)
      }
      const timer = options.timers.setTimeout(() => settle({ outcome: "no-answer", checks }), options.submitTimeoutMs ?? marketoTiming.submitTimeoutMs)
      try {
        form.onSuccess(() => {
          settle({ outcome: "submitted", checks })
          // Stay on this page: the site redirects to /demos?companySize={size} itself.
          return false
        })
        form.vals(values)
        form.submit()
      } catch (error) {
        settle({ outcome: "error", error })
      }
    })
  } catch (error) {
    return { outcome: "error", error }
  }
}
