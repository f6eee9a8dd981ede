/** The first-touch record: built once per visitor, kept for 730 days (SPEC 3.16, 4.4, 5, 9.2). */
import { site } from "../../config/site"
import { classifySource, isPaidSearchTagged } from "./classification"
import { firstTouchCookieAttributes } from "./cookie-attributes"
import { browserCookieStore, type CookieJar, type CookieStore } from "./cookies"
import { emptyFirstTouchRecord, readStoredFirstTouch, type FirstTouchRecord } from "./first-touch-record"
import { nonEmpty, parseUrl, pathContainsSignupOrDemo, queryValue } from "./url"

export interface FirstTouchReferrerInput {
  referrer: string
  query: URLSearchParams
  landingPath: string
}

/**
 * SPEC 5, first-touch referrer: the document referrer; else '{search provider}_ads_blocked'
 * for a tagged paid-search visit (the ad click lost its referrer); else 'direct_visit' on a
 * sign-up or demo page; else ''. See classification.ts for how this differs from the
 * source/medium classification of the same visit.
 */
export function firstTouchReferrer({ referrer, query, landingPath }: FirstTouchReferrerInput): string {
  const documentReferrer = nonEmpty(referrer)
  if (documentReferrer) return documentReferrer
  if (isPaidSearchTagged(query)) return `${site.searchProvider}_ads_blocked`
  if (pathContainsSignupOrDemo(landingPath)) return "direct_visit"
  return ""
}

export interface BuildFirstTouchInput {
  /** The landing page's full URL. */
  url: string
  referrer: string
  now: Date
  /** The visitor's cookies: fp_ref and dub_id may already have been set by their services. */
  cookies: CookieJar
}

/**
 * Source and medium: explicit utm tagging describes the visit better than a guess from
 * the referrer, so the query's utm_source / utm_medium are recorded when present, and the
 * SPEC 5 classification otherwise.
 */
export function buildFirstTouchRecord({ url, referrer, now, cookies }: BuildFirstTouchInput): FirstTouchRecord {
  const page = parseUrl(url)
  const query = page?.searchParams ?? new URLSearchParams()
  const landingPath = page?.pathname ?? ""
  const fromQuery = (name: string) => queryValue(query, name) ?? ""
  const fromQueryOrCookie = (name: string) => queryValue(query, name) ?? nonEmpty(cookies[name]) ?? ""

  const taggedSource = queryValue(query, "utm_source")
  const { source, medium } = taggedSource
    ? { source: taggedSource, medium: fromQuery("utm_medium") }
    : classifySource({ query, referrer, landingPath, firstTouch: null })

  return {
    ...emptyFirstTouchRecord(),
    landing_page: landingPath,
    landing_page_full: page?.href ?? url,
    first_seen_ts: validIsoTime(now),
    referrer: firstTouchReferrer({ referrer, query, landingPath }),
    source,
    medium,
    campaign: fromQuery("utm_campaign"),
    term: fromQuery("utm_term"),
    content: fromQuery("utm_content"),
    gclid: fromQuery("gclid"),
    fbclid: fromQuery("fbclid"),
    msclkid: fromQuery("msclkid"),
    ttclid: fromQuery("ttclid"),
    fp_ref: fromQueryOrCookie("fp_ref"),
    dub_id: fromQueryOrCookie("dub_id"),
    partner_id: fromQuery("partner_id"),
  }
}

function validIsoTime(now: Date): string {
  const time = Number.isNaN(now.getTime()) ? new Date() : now
  return time.toISOString()
}

export const firstTouchWriteError = "Error writing first touch cookie"

export interface EnsureFirstTouchEnv {
  url: string
  referrer: string
  now?: Date
  /** The cookies as read at page load; read from the browser when omitted. */
  cookies?: CookieJar
  store?: CookieStore
}

/**
 * SPEC 4.4 step 1 and SPEC 8: a valid stored record is kept; an invalid one is logged,
 * deleted and rebuilt; an absent one is built; a failed write is logged as
 * 'Error writing first touch cookie'. Returns the record in force for this page view.
 */
export function ensureFirstTouch(env: EnsureFirstTouchEnv): FirstTouchRecord {
  const store = env.store ?? browserCookieStore
  const name = site.firstTouchCookie
  try {
    const cookies = env.cookies ?? store.readAll()
    const stored = readStoredFirstTouch(cookies[name])
    if (stored.status === "valid") return stored.record

    const attributes = firstTouchCookieAttributes(env.url)
    if (stored.status === "invalid") {
      console.error(`[attribution] The ${name} cookie holds invalid JSON (${stored.reason}); rebuilding it`)
      store.remove(name, { path: attributes.path, domain: attributes.domain })
      // An older host-only cookie of the same name would shadow the rebuilt one.
      if (attributes.domain) store.remove(name, { path: attributes.path })
    }

    const record = buildFirstTouchRecord({ url: env.url, referrer: env.referrer, now: env.now ?? new Date(), cookies })
    let written = false
    let writeFailure: unknown
    try {
      written = store.write(name, JSON.stringify(record), attributes)
    } catch (error) {
      writeFailure = error
    }
    if (!written) {
      if (writeFailure === undefined) console.error(firstTouchWriteError)
      else console.error(firstTouchWriteError, writeFailure)
    }
    return record
  } catch (error) {
    console.error("[attribution] Could not establish the first touch record", error)
    return emptyFirstTouchRecord()
  }
}
