/**
 * Sends a demo request through the hidden Marketo form (SPEC 4.1 steps 3-5, 9.5): wait for
 * it, fill it, submit it. Pure apart from what it is handed: the window-like host that may
 * hold `MktoForms2` and the timers, so tests drive it with jest's fake timers and a fake
 * MktoForms2. It never throws and never redirects: it says what happened, and the caller
 * reports and redirects in every case (SPEC 8). The demo form imports it only when a Marketo
 * instance is configured, so its code is not part of the form's chunk on other builds.
 */
import { marketoTiming, type MarketoForm, type MarketoFormValues, type MarketoHost, type MarketoOutcome, type Timers } from "./marketo"

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
