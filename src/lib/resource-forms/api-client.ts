/** The browser's half of /api/resource-lead: POST the fields, never throw, say what happened. */
import type { ResourceFieldErrors } from "./schema"

export const RESOURCE_LEAD_ENDPOINT = "/api/resource-lead"

export interface ResourceLeadPayload {
  email: string
  firstName: string
  lastName: string
  companyName: string
  /** The page the form is on: the Function reads the form from its CMS entry. */
  sourcePath: string
  /** Which kind of form the page shows: kept with the lead if the CMS cannot say. */
  form: string
  currentUrl: string
  tracking: Record<string, string>
}

export type ResourceLeadResult =
  | { ok: true; message: string; download: string | null }
  /** status null: no answer at all (offline, blocked, timed out). */
  | { ok: false; status: number | null; error: string; fieldErrors?: ResourceFieldErrors }

export async function postResourceLead(payload: ResourceLeadPayload, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<ResourceLeadResult> {
  const doFetch = options.fetch ?? fetch
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000)
  try {
    const response = await doFetch(RESOURCE_LEAD_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: "same-origin",
    })
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; download?: unknown; error?: unknown; fieldErrors?: ResourceFieldErrors }
    if (response.ok) return { ok: true, message: typeof body.message === "string" ? body.message : "Thanks! We've got your details.", download: typeof body.download === "string" ? body.download : null }
    return {
      ok: false,
      status: response.status,
      error: typeof body.error === "string" ? body.error : `HTTP ${response.status}`,
      ...(body.fieldErrors && typeof body.fieldErrors === "object" ? { fieldErrors: body.fieldErrors } : {}),
    }
  } catch (error) {
    return { ok: false, status: null, error: (error as Error).message }
  } finally {
    clearTimeout(timer)
  }
}
