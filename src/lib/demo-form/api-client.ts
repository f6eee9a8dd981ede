/** The browser's half of /api/demo-request: POST the lead, never throw, say what happened. */
import type { DemoFieldErrors } from "./schema"
import type { DemoLeadPayload } from "./lead-payload"

export const DEMO_REQUEST_ENDPOINT = "/api/demo-request"

export type LeadApiResult =
  | { ok: true; id?: number }
  /** status null: the request never got an answer (offline, blocked, timed out). */
  | { ok: false; status: number | null; error: string; fieldErrors?: DemoFieldErrors }

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>

export async function postDemoLead(payload: DemoLeadPayload, options: { fetch?: Fetch; timeoutMs?: number } = {}): Promise<LeadApiResult> {
  const doFetch: Fetch | undefined = options.fetch ?? (typeof fetch === "function" ? fetch : undefined)
  if (!doFetch) return { ok: false, status: null, error: "fetch is not available" }
  const controller = typeof AbortController === "function" ? new AbortController() : null
  const timer = controller ? setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000) : null
  try {
    const response = await doFetch(DEMO_REQUEST_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller?.signal,
      credentials: "same-origin",
    })
    const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: unknown; fieldErrors?: DemoFieldErrors }
    if (response.ok) return { ok: true, ...(typeof body.id === "number" ? { id: body.id } : {}) }
    return {
      ok: false,
      status: response.status,
      error: typeof body.error === "string" ? body.error : `HTTP ${response.status}`,
      ...(body.fieldErrors && typeof body.fieldErrors === "object" ? { fieldErrors: body.fieldErrors } : {}),
    }
  } catch (error) {
    return { ok: false, status: null, error: error && typeof error === "object" && "message" in error ? String(error.message) : String(error) }
  } finally {
    if (timer) clearTimeout(timer)
  }
}
