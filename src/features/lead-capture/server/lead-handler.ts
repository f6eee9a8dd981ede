/**
 * The server side of every lead form: POST /api/demo-request (the demo form, issue 6) and
 * POST /api/resource-lead (webinar registrations, e-book downloads, story PDFs, the
 * newsletter, issue 15). A lead is checked with its form's own Yup schema, stored durably,
 * and only then forwarded to Marketo's REST API when that is configured, so a forward
 * failure is recorded next to the lead instead of losing it. The Functions in src/api are
 * thin adapters around handleDemoRequest and handleResourceLead, which share handleLead.
 *
 *   201 { ok: true, forward, ...extra } stored (forward: not-configured | forwarded | failed; a resource form adds what it unlocks)
 *   400 { error, fieldErrors? }         not JSON, or a field breaks the form's rules
 *   405                                 not POST
 *   413 { error }                       the body is over MAX_LEAD_BODY_BYTES
 *   500 { error, kept }                 the store failed; the lead went to the fallback file or the log
 */
import { splitFullName } from "../rules/name"
import { cleanPromoCode, cleanTracking, cleanUrl } from "../rules/lead-payload"
import { validateDemoLead } from "../rules/demo-schema"
import { errorMessage } from "./error-message"
import { keepLeadInFallback, type FallbackResult } from "./fallback"
import { forwardLeadToMarketo } from "./marketo-rest"
import { leadsConfig, type LeadsConfig } from "./runtime-env"
import { leadStoreOf } from "./store"
import { requestDatabase, type LeadDatabase } from "./database"
import { sharedRateLimiter } from "./shared-rate-limit"
import type { ForwardResult, LeadForm, LeadStore, NewLead, StoredLead } from "./lead-types"
import { cleanSourcePath, sourcePathOf } from "./source-path"
import { pageFormOf, type PageFormData } from "./page-form"
import { defaultSuccessMessage } from "../rules/success-message"
import { site } from "../../../config/site"
import { processRateLimiter, type RateLimiter } from "../../../lib/rate-limit/limiter"
import { honeypotFilled } from "../rules/honeypot"

/**
 * The cap on a demo request. A real one is well under 4 KB (six short fields and the
 * tracking data). Checked here, not through a Function `config` export: Gatsby 5 treats a
 * `config` export under src/ as a page config and then builds rendering engines.
 */
export const MAX_LEAD_BODY_BYTES = 16 * 1024

export interface LeadRequest {
  method: string | undefined
  /** The sender's address (lib/rate-limit/client-address.ts clientAddress), for the rate limit. */
  clientAddress?: string
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
  /** Opens (or returns the open) store; may reject. */
  openStore: () => Promise<LeadStore>
  /** Keeps a lead the store could not take. */
  keepInFallback: (lead: NewLead, error: unknown) => FallbackResult
  /** Forwards a stored lead to Marketo; null when Marketo REST is not configured. */
  forward: ((lead: StoredLead) => Promise<ForwardResult>) | null
  now?: () => Date
  log?: Pick<Console, "error" | "warn">
  /** Counts leads per address (lib/rate-limit/limiter.ts); none: no limit. */
  rateLimiter?: RateLimiter
}

const byteLength = (text: string): number => new TextEncoder().encode(text).length

const tooLarge = (): LeadResponse => ({ status: 413, body: { error: `The request is larger than ${MAX_LEAD_BODY_BYTES} bytes` } })

/** What a form's reader makes of a request body: the lead to keep (and what the visitor gets for it), or the fields to fix. */
export type ReadLead =
  { ok: true; lead: NewLead; extra?: Record<string, unknown> } | { ok: false; fieldErrors: Record<string, string>; status?: number; error?: string }

export interface LeadContext {
  receivedAt: string
  userAgent: string
}

/** The steps every lead form shares: method, size, JSON, the form's own reading, store, forward. */
export async function handleLead(
  request: LeadRequest,
  deps: LeadHandlerDeps,
  readLead: (body: Record<string, unknown>, context: LeadContext) => Promise<ReadLead>,
): Promise<LeadResponse> {
  const log = deps.log ?? console
  const now = deps.now ?? (() => new Date())
  if (request.method !== "POST") return { status: 405, body: { error: "Use POST with the form's fields as JSON" }, headers: { Allow: "POST" } }
  if (Number.isFinite(request.contentLength) && (request.contentLength ?? 0) > MAX_LEAD_BODY_BYTES) return tooLarge()
  const rate = await deps.rateLimiter?.take(request.clientAddress ?? "unknown")
  if (rate && !rate.ok) {
    log.warn(`[leads] ${request.clientAddress ?? "unknown"} is over the lead rate limit; answered 429`)
    return {
      status: 429,
      body: { error: `Too many requests from your address. Please try again in ${rate.retryAfterSeconds} seconds.` },
      headers: { "Retry-After": String(rate.retryAfterSeconds) },
    }
  }

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
    return { status: 400, body: { error: "The body must be a JSON object with the form's fields" } }
  }

  // A bot filled the field people never see: answered as if kept, so it learns nothing, and dropped.
  if (honeypotFilled(body as Record<string, unknown>)) {
    log.warn(`[leads] a lead from ${request.clientAddress ?? "unknown"} filled the honeypot; dropped`)
    return { status: 201, body: { ok: true, forward: "not-configured" } }
  }

  const read = await readLead(body as Record<string, unknown>, {
    receivedAt: now().toISOString(),
    userAgent: typeof request.userAgent === "string" ? request.userAgent.slice(0, 512) : "",
  })
  if (!read.ok) return { status: read.status ?? 400, body: { error: read.error ?? "Some fields need attention", fieldErrors: read.fieldErrors } }
  const newLead = read.lead
  const extra = read.extra ?? {}

  let store: LeadStore
  let stored: StoredLead
  try {
    store = await deps.openStore()
    stored = await store.save(newLead, deps.forward ? "pending" : "not-configured")
  } catch (error) {
    const kept = deps.keepInFallback(newLead, error)
    return { status: 500, body: { error: "We could not record your request", kept: kept.kept } }
  }

  if (!deps.forward) return { status: 201, body: { ok: true, forward: "not-configured", ...extra } }

  let forward: ForwardResult
  try {
    forward = await deps.forward(stored)
  } catch (error) {
    forward = { status: "failed", attempts: 1, error: errorMessage(error) }
  }
  if (forward.status === "failed")
    log.warn(`[leads] lead ${stored.id} is stored but Marketo did not take it (${forward.error ?? "unknown"}); it stays 'failed' in the store`)
  try {
    await store.recordForward(stored.id, forward, now())
  } catch (error) {
    log.error(`[leads] lead ${stored.id} is stored, but its forward result (${forward.status}) could not be recorded`, error)
  }
  return { status: 201, body: { ok: true, forward: forward.status, ...extra } }
}

/** What the demo-request Function reads from the CMS: the page's form blocks and the siteSettings global. */
export interface DemoLeadDeps extends LeadHandlerDeps {
  /** The page at a uri with its form blocks (features/lead-capture/server/page-form.ts); null when the CMS cannot answer or none is configured. */
  lookupPageForm?: (uri: string) => Promise<PageFormData | null>
}

/**
 * POST /api/demo-request: the demo form's six fields (SPEC 2.10, 3.15). From /demos and the
 * navigation's modal a demo lead, under the main form (mainFormReference, else 1050). From a
 * content page's form (the body names its `block`) a landing lead, under that block's form id,
 * answered with the block's message for these answers (features/lead-capture/server/page-form.ts). If the CMS cannot
 * answer, the lead is still kept (a landing lead with no form id, thanked generally).
 */
export function handleDemoRequest(request: LeadRequest, deps: DemoLeadDeps): Promise<LeadResponse> {
  return handleLead(request, deps, async (input, context) => {
    const validation = await validateDemoLead(input)
    if (!validation.ok) return { ok: false, fieldErrors: validation.fieldErrors }
    const { lead } = validation
    const { firstName, lastName } = splitFullName(lead.fullName)
    const currentUrl = cleanUrl(input.currentUrl)
    const blockId = typeof input.block === "string" && /^[\w-]{1,64}$/.test(input.block) ? input.block : null
    let form: LeadForm = "demo"
    let formId: string = site.marketo.formId
    let sourcePath = sourcePathOf(currentUrl)
    let extra: Record<string, unknown> | undefined
    if (blockId) {
      const path = cleanSourcePath(input.sourcePath)
      if (!path) return { ok: false, fieldErrors: {}, error: "The form must say which page it is on (sourcePath)" }
      const data = (await deps.lookupPageForm?.(path.slice(1))) ?? null
      const pageForm = data ? pageFormOf(data, blockId, lead, site.marketo.formId) : { formId: "", message: defaultSuccessMessage }
      if (!pageForm) return { ok: false, fieldErrors: {}, error: "This page has no such form" }
      form = "landing"
      formId = pageForm.formId
      sourcePath = path
      extra = { message: pageForm.message }
    } else if (deps.lookupPageForm) {
      const data = await deps.lookupPageForm(site.demoPath.slice(1))
      formId = data?.globalSet?.mainFormReference?.trim() || formId
    }
    return {
      ok: true,
      lead: {
        receivedAt: context.receivedAt,
        form,
        formId,
        sourcePath,
        email: lead.email,
        fullName: lead.fullName,
        firstName,
        lastName,
        companyName: lead.companyName,
        phoneNumber: lead.phoneNumber,
        country: lead.country,
        companySize: lead.companySize,
        promoCode: cleanPromoCode(input.promoCode),
        currentUrl,
        tracking: cleanTracking(input.tracking),
        userAgent: context.userAgent,
      },
      extra,
    }
  })
}

/**
 * The Function's dependencies, from the environment at run time (one call per request).
 * `openDatabase` is the request's one attempt at the lead database (requestDatabase), shared
 * with whatever else the Function keeps there (the booking Function's bookings).
 */
export function runtimeLeadDeps(
  config: LeadsConfig = leadsConfig(),
  openDatabase: () => Promise<LeadDatabase> = requestDatabase(config.database),
): LeadHandlerDeps {
  const marketo = config.marketo
  return {
    // Every instance of the site shares the count, in the lead database (features/lead-capture/server/shared-rate-limit.ts);
    // the process's own count (lib/rate-limit/limiter.ts) while that is down.
    rateLimiter: sharedRateLimiter({
      openDatabase,
      rule: config.rateLimit,
      bucket: "leads",
      fallback: processRateLimiter("leads.rateLimiters", config.rateLimit),
    }),
    openStore: async () => leadStoreOf(await openDatabase()),
    keepInFallback: (lead, error) => keepLeadInFallback(lead, error, config.fallbackPath),
    forward: marketo ? (lead) => forwardLeadToMarketo(lead, marketo) : null,
  }
}
