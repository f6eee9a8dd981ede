/**
 * Loading the Marketo Forms 2.0 script and its hidden form 1050 (SPEC 7.4). The demo form
 * renders Gatsby's <Script> with marketoScriptUrl() when it nears the viewport; these
 * callbacks then ask Marketo for the hidden form once per page, however many demo forms
 * (the page's, the navigation modal's) are mounted. A blocked or absent script is logged
 * and remembered, never thrown: the demo request still reaches /api/demo-request.
 */
import type { MarketoHost } from "./marketo"

export interface MarketoConfig {
  baseUrl: string
  munchkinId: string
  formId: string
}

export const isMarketoConfigured = (config: MarketoConfig): boolean => Boolean(config.baseUrl.trim() && config.munchkinId.trim() && config.formId.trim())

/** The Forms 2.0 script of the configured instance; null when Marketo is off. */
export function marketoScriptUrl(config: MarketoConfig): string | null {
  if (!isMarketoConfigured(config)) return null
  return `${config.baseUrl.trim().replace(/\/+$/, "")}/js/forms2/js/forms2.min.js`
}

export const marketoScriptId = "marketo-forms2"

export type MarketoScriptStatus = "idle" | "loading" | "ready" | "failed"

let status: MarketoScriptStatus = "idle"
const loadedForms = new Set<string>()

export const marketoScriptStatus = (): MarketoScriptStatus => status

export function markMarketoScriptLoading(): void {
  if (status === "idle") status = "loading"
}

/** For tests: back to a page that never loaded the script. */
export function resetMarketoLoader(): void {
  status = "idle"
  loadedForms.clear()
}

/** The hidden <form id="mktoForm_{id}"> Marketo renders into: one per page, outside React, never shown or focusable. */
export function ensureHiddenFormElement(doc: Document, formId: string): HTMLFormElement {
  const id = `mktoForm_${formId}`
  const existing = doc.getElementById(id)
  if (existing instanceof HTMLFormElement) return existing
  const form = doc.createElement("form")
  form.id = id
  form.hidden = true
  form.style.display = "none"
  form.setAttribute("aria-hidden", "true")
  doc.body.appendChild(form)
  return form
}

/** The script's load event: render the hidden form (once per page). */
export function onMarketoScriptLoad(host: MarketoHost, doc: Document, config: MarketoConfig): void {
  try {
    const api = host.MktoForms2
    if (!api || typeof api.loadForm !== "function") {
      status = "failed"
      console.warn("[demo form] the Marketo script loaded without MktoForms2; demo requests go to /api/demo-request only")
      return
    }
    status = "ready"
    if (loadedForms.has(config.formId)) return
    loadedForms.add(config.formId)
    ensureHiddenFormElement(doc, config.formId)
    api.loadForm(config.baseUrl.trim().replace(/\/+$/, ""), config.munchkinId, Number(config.formId))
  } catch (error) {
    status = "failed"
    console.warn("[demo form] the Marketo form could not be loaded", error)
  }
}

/** The script's error event (blocked by an extension, offline, wrong instance). */
export function onMarketoScriptError(): void {
  status = "failed"
  console.warn("[demo form] the Marketo script did not load; demo requests go to /api/demo-request only")
}
