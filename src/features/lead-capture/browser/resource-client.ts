/** The browser's half of /api/resource-lead: POST the fields, never throw, say what happened. */
import type { ResourceFieldErrors } from "../rules/resource-schema"
import { postLead } from "./post-lead"

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
  /** The honeypot (../rules/honeypot.ts): "" from a person. */
  website?: string
}

export type ResourceLeadResult =
  | { ok: true; message: string; download: string | null }
  /** status null: no answer at all (offline, blocked, timed out). */
  | { ok: false; status: number | null; error: string; fieldErrors?: ResourceFieldErrors }

export async function postResourceLead(payload: ResourceLeadPayload, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<ResourceLeadResult> {
  const posted = await postLead(RESOURCE_LEAD_ENDPOINT, payload, options)
  if (!posted.ok) return posted
  const { message, download } = posted.body
  return {
    ok: true,
    message: typeof message === "string" ? message : "Thanks! We've got your details.",
    download: typeof download === "string" ? download : null,
  }
}
