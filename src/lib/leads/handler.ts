/**
 * POST /api/demo-request: the server side of the demo form (issue 6). The lead is checked
 * with the form's own Yup schema, stored durably, and only then forwarded to Marketo's REST
 * API when that is configured, so a forward failure is recorded next to the lead instead of
 * losing it. src/api/demo-request.ts is a thin adapter around handleDemoRequest.
 *
 *   201 { ok: true, forward }           stored (forward: not-configured | forwarded | failed)
 *   400 { error, fieldErrors? }         not JSON, or a field breaks the form's rules
 *   405                                 not POST
 *   413 { error }                       the body is over MAX_LEAD_BODY_BYTES
 *   500 { error, kept }                 the store failed; the lead went to the fallback file or the log
 */
import { splitFullName } from "../demo-form/name"
import { cleanPromoCode, cleanTracking, cleanUrl } from "../demo-form/lead-payload"
import { validateDemoLead } from "../demo-form/schema"
import { errorMessage } from "./error-message"
import { keepLeadInFallback, type FallbackResult } from "./fallback"
import { forwardLeadToMarketo } from "./marketo-rest"
import { leadsConfig, type LeadsConfig } from "./runtime-env"
import { sharedSqliteLeadStore } from "./sqlite-store"
import type { ForwardResult, LeadStore, NewLead, StoredLead } from "./types"

/**
 * The cap on a demo request. A real one is well under 4 KB (six short fields and the
 * tracking data). Checked here, not through a Function `config` export: Gatsby 5 treats a
 * `config` export under src/ as a page config and then builds rendering engines.
 */
export const MAX_LEAD_BODY_BYTES = 16 * 1024

export interface LeadRequest {
  method: string | undefined
  /** The parsed JSON body, or the raw text when it was not parsed. */
  body: unknown
  /** Content-Length as the client declared it, when it did. */
  contentLength?: number
  userAgent?: string
}

export interface LeadResponse {
  status: number
  body: Record<string, unknown>
  headers?: Record<string, string>
}

export interface LeadHandlerDeps {
  /** Opens (or returns the open) store; may throw. */
  openStore: () => LeadStore
  /** Keeps a lead the store could not take. */
  keepInFallback: (lead: NewLead, error: unknown) => FallbackResult
  /** Forwards a stored lead to Marketo; null when Marketo REST is not configured. */
  forward: ((lead: StoredLead) => Promise<ForwardResult>) | null
  now?: () => Date
  log?: Pick<Console, "error" | "warn">
}

const byteLength = (text: string): number => new TextEncoder().encode(text).length

const tooLarge = (): LeadResponse => ({ status: 413, body: { error: `The request is larger than ${MAX_LEAD_BODY_BYTES} bytes` } })

export async function handleDemoRequest(request: LeadRequest, deps: LeadHandlerDeps): Promise<LeadResponse> {
  const log = deps.log ?? console
  const now = deps.now ?? (() => new Date())
  if (request.method !== "POST") return { status: 405, body: { error: "Use POST with the demo form's fields as JSON" }, headers: { Allow: "POST" } }
  if (Number.isFinite(request.contentLength) && (request.contentLength ?? 0) > MAX_LEAD_BODY_BYTES) return tooLarge()

  // The declared length can be missing or wrong (chunked bodies): measure what arrived too.
  let body = request.body
  if (typeof body === "string") {
    if (byteLength(body) > MAX_LEAD_BODY_BYTES) return tooLarge()
    try {
      body = body.trim() === "" ? undefined : JSON.parse(body)
    } catch {
      return { status: 400, body: { error: "The body must be JSON" } }
    }
  } else if (body !== undefined && body !== null) {
    let serialized: string
    try {
      serialized = JSON.stringify(body) ?? ""
    } catch {
      return { status: 400, body: { error: "The body must be JSON" } }
    }
    if (byteLength(serialized) > MAX_LEAD_BODY_BYTES) return tooLarge()
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { status: 400, body: { error: "The body must be a JSON object with the demo form's fields" } }
  }

  const validation = await validateDemoLead(body)
  if (!validation.ok) return { status: 400, body: { error: "Some fields need attention", fieldErrors: validation.fieldErrors } }

  const input = body as Record<string, unknown>
  const { lead } = validation
  const { firstName, lastName } = splitFullName(lead.fullName)
  const newLead: NewLead = {
    receivedAt: now().toISOString(),
    email: lead.email,
    fullName: lead.fullName,
    firstName,
    lastName,
    companyName: lead.companyName,
    phoneNumber: lead.phoneNumber,
    country: lead.country,
    companySize: lead.companySize,
    promoCode: cleanPromoCode(input.promoCode),
    currentUrl: cleanUrl(input.currentUrl),
    tracking: cleanTracking(input.tracking),
    userAgent: typeof request.userAgent === "string" ? request.userAgent.slice(0, 512) : "",
  }

  let store: LeadStore
  let stored: StoredLead
  try {
    store = deps.openStore()
    stored = store.save(newLead, deps.forward ? "pending" : "not-configured")
  } catch (error) {
    const kept = deps.keepInFallback(newLead, error)
    return { status: 500, body: { error: "We could not record your request", kept: kept.kept } }
  }

  if (!deps.forward) return { status: 201, body: { ok: true, forward: "not-configured" } }

  let forward: ForwardResult
  try {
    forward = await deps.forward(stored)
  } catch (error) {
    forward = { status: "failed", attempts: 1, error: errorMessage(error) }
  }
  if (forward.status === "failed") log.warn(`[leads] lead ${stored.id} is stored but Marketo did not take it (${forward.error ?? "unknown"}); it stays 'failed' in the store`)
  try {
    store.recordForward(stored.id, forward, now())
  } catch (error) {
    log.error(`[leads] lead ${stored.id} is stored, but its forward result (${forward.status}) could not be recorded`, error)
  }
  return { status: 201, body: { ok: true, forward: forward.status } }
}

/** The Function's dependencies, from the environment at run time. */
export function runtimeLeadDeps(config: LeadsConfig = leadsConfig()): LeadHandlerDeps {
  const marketo = config.marketo
  return {
    openStore: () => sharedSqliteLeadStore(config.dbPath),
    keepInFallback: (lead, error) => keepLeadInFallback(lead, error, config.fallbackPath),
    forward: marketo ? (lead) => forwardLeadToMarketo(lead, marketo) : null,
  }
}
