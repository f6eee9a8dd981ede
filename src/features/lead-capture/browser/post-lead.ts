/**
 * The browser's half of every lead Function (/api/demo-request, /api/resource-lead): POST
 * the fields as JSON, never throw, say what happened. A form maps the answer to what it
 * shows (features/lead-capture/browser/demo-request-client.ts, features/lead-capture/browser/resource-client.ts).
 */

export type PostedLead =
  | { ok: true; body: Record<string, unknown> }
  /** status null: the request never got an answer (offline, blocked, timed out). */
  | { ok: false; status: number | null; error: string; fieldErrors?: Record<string, string> }

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>

export async function postLead(endpoint: string, payload: unknown, options: { fetch?: Fetch; timeoutMs?: number } = {}): Promise<PostedLead> {
  const doFetch: Fetch | undefined = options.fetch ?? (typeof fetch === "function" ? fetch : undefined)
  if (!doFetch) return { ok: false, status: null, error: "fetch is not available" }
  const controller = typeof AbortController === "function" ? new AbortController() : null
  const timer = controller ? setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000) : null
  try {
    const response = await doFetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller?.signal,
      credentials: "same-origin",
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return { ok: true, body }
    const fieldErrors = body.fieldErrors
    return {
      ok: false,
      status: response.status,
      error: typeof body.error === "string" ? body.error : `HTTP ${response.status}`,
      ...(fieldErrors && typeof fieldErrors === "object" ? { fieldErrors: fieldErrors as Record<string, string> } : {}),
    }
  } catch (error) {
    return { ok: false, status: null, error: error && typeof error === "object" && "message" in error ? String(error.message) : String(error) }
  } finally {
    if (timer) clearTimeout(timer)
  }
}
