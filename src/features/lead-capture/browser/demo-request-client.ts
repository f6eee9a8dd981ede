/** The browser's half of /api/demo-request: POST the lead, never throw, say what happened. */
import type { DemoFieldErrors } from "../rules/demo-schema"
import type { DemoLeadPayload } from "../rules/lead-payload"
import { postLead } from "./post-lead"

export const DEMO_REQUEST_ENDPOINT = "/api/demo-request"

export type LeadApiResult =
  /** message: a content page's form is thanked with its block's message (features/lead-capture/server/page-form.ts). */
  | { ok: true; id?: number; message?: string }
  /** status null: the request never got an answer (offline, blocked, timed out). */
  | { ok: false; status: number | null; error: string; fieldErrors?: DemoFieldErrors }

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status" | "json">>

/** Where a content page's form is: the Function reads its form id and message from that block of that page. */
export interface PageFormLocation {
  sourcePath: string
  block: string
}

/** The lead, the form's honeypot (../rules/honeypot.ts: "" from a person) and, for a content page's form, where it is. */
export async function postDemoLead(
  payload: DemoLeadPayload & { website?: string } & Partial<PageFormLocation>,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): Promise<LeadApiResult> {
  const posted = await postLead(DEMO_REQUEST_ENDPOINT, payload, options)
  if (!posted.ok) return posted
  return {
    ok: true,
    ...(typeof posted.body.id === "number" ? { id: posted.body.id } : {}),
    ...(typeof posted.body.message === "string" ? { message: posted.body.message } : {}),
  }
}
