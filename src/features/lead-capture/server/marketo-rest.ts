/**
 * Forwarding a stored lead to Marketo's REST API (POST /rest/v1/leads/submitForm.json, form
 * 1050), for instances configured with MARKETO_REST_URL, MARKETO_CLIENT_ID and
 * MARKETO_CLIENT_SECRET. Transient failures (network, HTTP 5xx, Marketo's rate, timeout and
 * token errors) are retried with backoff; the result is returned, never thrown, and the
 * caller records it next to the lead.
 */
import { errorMessage } from "./error-message"
import type { MarketoRestConfig } from "./runtime-env"
import type { ForwardResult, StoredLead } from "./lead-types"

type Fetch = (input: string, init?: RequestInit) => Promise<Response>

export interface ForwardOptions {
  fetch?: Fetch
  maxAttempts?: number
  /** Waits before attempts 2, 3, …; the last value repeats. */
  backoffMs?: number[]
  timeoutMs?: number
  sleep?: (ms: number) => Promise<void>
}

/** Marketo error codes worth another try: token invalid/expired, timeout, rate and concurrency limits, unavailable, system error. */
const RETRYABLE_CODES = new Set(["601", "602", "604", "606", "608", "611", "615", "713"])
const TOKEN_CODES = new Set(["601", "602"])

class ForwardError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly tokenExpired = false,
  ) {
    super(message)
  }
}

interface MarketoError {
  code?: string | number
  message?: string
}

interface MarketoAnswer {
  success?: boolean
  errors?: MarketoError[]
  result?: Array<{ id?: number; status?: string; reasons?: MarketoError[] }>
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

async function fetchJson(doFetch: Fetch, url: string, init: RequestInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    return { status: response.status, body }
  } catch (error) {
    throw new ForwardError(`no answer from ${new URL(url).pathname}: ${errorMessage(error)}`, true)
  } finally {
    clearTimeout(timer)
  }
}

function marketoFailure(what: string, errors: MarketoError[] | undefined): ForwardError {
  const list = errors ?? []
  const codes = list.map((e) => String(e.code ?? ""))
  const text = list.map((e) => `${e.code ?? "?"} ${e.message ?? ""}`.trim()).join("; ") || "no reason given"
  return new ForwardError(
    `${what}: ${text}`,
    codes.some((c) => RETRYABLE_CODES.has(c)),
    codes.some((c) => TOKEN_CODES.has(c)),
  )
}

async function accessToken(config: MarketoRestConfig, doFetch: Fetch, timeoutMs: number): Promise<string> {
  const url = new URL(`${config.baseUrl}/identity/oauth/token`)
  url.searchParams.set("grant_type", "client_credentials")
  url.searchParams.set("client_id", config.clientId)
  url.searchParams.set("client_secret", config.clientSecret)
  const { status, body } = await fetchJson(doFetch, url.toString(), { method: "GET", headers: { Accept: "application/json" } }, timeoutMs)
  const token = (body as { access_token?: unknown } | null)?.access_token
  if (status >= 500) throw new ForwardError(`token request answered HTTP ${status}`, true)
  if (status !== 200 || typeof token !== "string" || !token) throw new ForwardError(`token request answered HTTP ${status} without a token`, false)
  return token
}

/** The submitForm.json body: the form's fields under their REST names, the page and the Munchkin cookie. */
export function submitFormBody(lead: StoredLead, formId: string): Record<string, unknown> {
  const cookie = lead.tracking._mkto_trk
  return {
    formId: Number(formId),
    input: [
      {
        leadFormFields: {
          email: lead.email,
          firstName: lead.firstName,
          lastName: lead.lastName,
          company: lead.companyName,
          phone: lead.phoneNumber,
          country: lead.country,
          companySize: lead.companySize,
          websitePromoCode: lead.promoCode,
          currentUrl: lead.currentUrl,
        },
        visitorData: { pageURL: lead.currentUrl, userAgentString: lead.userAgent },
        ...(cookie ? { cookie } : {}),
      },
    ],
  }
}

export async function forwardLeadToMarketo(lead: StoredLead, config: MarketoRestConfig, options: ForwardOptions = {}): Promise<ForwardResult> {
  const doFetch = options.fetch ?? (fetch as Fetch)
  const maxAttempts = options.maxAttempts ?? 3
  const backoff = options.backoffMs ?? [300, 1000]
  const timeoutMs = options.timeoutMs ?? 5000
  const sleep = options.sleep ?? defaultSleep
  let token: string | null = null
  let lastError = "not attempted"
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (attempt > 1) await sleep(backoff[Math.min(attempt - 2, backoff.length - 1)] ?? 1000)
    try {
      token ??= await accessToken(config, doFetch, timeoutMs)
      const { status, body } = await fetchJson(
        doFetch,
        `${config.baseUrl}/rest/v1/leads/submitForm.json`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify(submitFormBody(lead, lead.formId || config.formId)),
        },
        timeoutMs,
      )
      if (status >= 500 || status === 429) throw new ForwardError(`submitForm answered HTTP ${status}`, true)
      if (status !== 200) throw new ForwardError(`submitForm answered HTTP ${status}`, false)
      const answer = (body ?? {}) as MarketoAnswer
      if (!answer.success) throw marketoFailure("submitForm failed", answer.errors)
      const record = answer.result?.[0]
      if (record?.status === "skipped") throw marketoFailure("Marketo skipped the lead", record.reasons)
      return { status: "forwarded", attempts: attempt, ...(typeof record?.id === "number" ? { marketoLeadId: record.id } : {}) }
    } catch (error) {
      const failure = error instanceof ForwardError ? error : new ForwardError(errorMessage(error), false)
      lastError = failure.message
      if (failure.tokenExpired) token = null
      if (!failure.retryable) return { status: "failed", attempts: attempt, error: lastError }
    }
  }
  return { status: "failed", attempts: maxAttempts, error: lastError }
}
