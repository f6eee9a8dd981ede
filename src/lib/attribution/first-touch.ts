/** The first-touch record: built once per visitor, kept for 730 days (SPEC 3.16, 4.4, 5, 9.2). */
import { site } from "../../config/site"
import { classifySource, isPaidSearchTagged } from "./classification"
import { firstTouchCookieAttributes } from "./cookie-attributes"
import { browserCookieStore, type CookieJar, type CookieRemoveAttributes, type CookieStore, type CookieWrite } from "./cookies"
import { emptyFirstTouchRecord, fitFirstTouchRecord, readStoredFirstTouch, type FirstTouchRecord } from "./first-touch-record"
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

/** What SPEC 4.4 step 1 does on this page view: the record in force, and the cookie changes that put it there. */
export interface FirstTouchPlan {
  record: FirstTouchRecord
  /** Cookies to delete first: an invalid record (and an older host-only one that would shadow the rebuilt record). */
  removals: Array<{ name: string; attributes: CookieRemoveAttributes }>
  /** The record's cookie, when it must be written. */
  write: CookieWrite | null
}

/**
 * SPEC 4.4 step 1 without touching cookies: a valid stored record is kept; an invalid one is
 * logged, to be deleted and rebuilt; an absent one is built. runAttribution applies the plan
 * with the page's other cookie writes, so all of them are read back at once.
 */
export function planFirstTouch(env: Omit<EnsureFirstTouchEnv, "store"> & { cookies: CookieJar }): FirstTouchPlan {
  const name = site.firstTouchCookie
  const stored = readStoredFirstTouch(env.cookies[name])
  if (stored.status === "valid") return { record: stored.record, removals: [], write: null }

  const attributes = firstTouchCookieAttributes(env.url)
  const removals: FirstTouchPlan["removals"] = []
  if (stored.status === "invalid") {
    console.error(`[attribution] The ${name} cookie holds invalid JSON (${stored.reason}); rebuilding it`)
    removals.push({ name, attributes: { path: attributes.path, domain: attributes.domain } })
    // An older host-only cookie of the same name would shadow the rebuilt one.
    if (attributes.domain) removals.push({ name, attributes: { path: attributes.path } })
  }
  // Cut to what a browser keeps in one cookie: the record in force is the record stored.
  const record = fitFirstTouchRecord(buildFirstTouchRecord({ url: env.url, referrer: env.referrer, now: env.now ?? new Date(), cookies: env.cookies }), name)
  return { record, removals, write: { name, value: JSON.stringify(record), attributes } }
}

const firstTouchUnavailable = "[attribution] Could not establish the first touch record"

/** planFirstTouch that never throws: a failure is logged and leaves the empty record, with no cookie to change. */
export function planFirstTouchOrEmpty(env: Parameters<typeof planFirstTouch>[0]): FirstTouchPlan {
  try {
    return planFirstTouch(env)
  } catch (error) {
    console.error(firstTouchUnavailable, error)
    return { record: emptyFirstTouchRecord(), removals: [], write: null }
  }
}

/**
 * Applies a first-touch plan's removals, then writes its cookie with any other writes of the
 * page view (one read-back for all); logs 'Error writing first touch cookie' when the record
 * was not written (SPEC 8), and returns the names of the other writes that failed.
 */
export function applyFirstTouchPlan(plan: FirstTouchPlan, store: CookieStore, otherWrites: readonly CookieWrite[] = []): string[] {
  for (const removal of plan.removals) store.remove(removal.name, removal.attributes)
  const writes = plan.write ? [plan.write, ...otherWrites] : otherWrites
  if (writes.length === 0) return []
  let failed: string[]
  try {
    failed = store.writeAll(writes)
  } catch (error) {
    if (plan.write) console.error(firstTouchWriteError, error)
    return otherWrites.map((write) => write.name)
  }
  if (plan.write && failed.includes(plan.write.name)) console.error(firstTouchWriteError)
  return plan.write ? failed.filter((name) => name !== plan.write?.name) : failed
}

/**
 * SPEC 4.4 step 1 and SPEC 8 on their own: planFirstTouch, then applyFirstTouchPlan. Returns
 * the record in force for this page view; never throws.
 */
export function ensureFirstTouch(env: EnsureFirstTouchEnv): FirstTouchRecord {
  const store = env.store ?? browserCookieStore
  try {
    const plan = planFirstTouch({ ...env, cookies: env.cookies ?? store.readAll() })
    applyFirstTouchPlan(plan, store)
    return plan.record
  } catch (error) {
    console.error(firstTouchUnavailable, error)
    return emptyFirstTouchRecord()
  }
}
