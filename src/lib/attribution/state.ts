/**
 * The attribution state (SPEC 3.16, 4.4 step 2, 9.3) and the cookie writes it implies.
 * Pure: index.ts reads the browser and applies the writes.
 */
import { classifySource } from "./classification"
import { attributionCookieAttributes, type CookieWriteAttributes } from "./cookie-attributes"
import type { CookieJar, CookieWrite } from "./cookies"
import type { FirstTouchRecord } from "./first-touch-record"
import {
  entryDefaultFieldByParam,
  neverOverwrittenCookies,
  trackedParams,
  type EntryAttributionDefaults,
  type FirstTouchStateField,
  type TrackedParam,
} from "./params"
import { nonEmpty, pathOf, queryValue, referrerDomain, withoutHash } from "./url"

export interface AttributionState {
  /** Each tracked parameter with a value: from the query, else the entry's default, else its cookie. */
  params: Partial<Record<TrackedParam, string>>
  /** The SPEC 5 classification of this visit. */
  source: string
  medium: string
  /** The first page seen within the cookies' lifetime, and the current one (URLs without fragment). */
  utm_first_page: string
  utm_last_page: string
  /** encodeURIComponent of the _mkto_trk value (query or cookie); '' when there is none. */
  visitor_token: string
  /** The first_* fields, from the first-touch record; '' when unknown. */
  first: Record<FirstTouchStateField, string>
}

export function emptyAttributionState(): AttributionState {
  return {
    params: {},
    source: "",
    medium: "",
    utm_first_page: "",
    utm_last_page: "",
    visitor_token: "",
    first: firstTouchStateFromRecord(null),
  }
}

export interface BuildAttributionStateInput {
  query: URLSearchParams
  entryDefaults?: EntryAttributionDefaults | null
  referrer: string
  cookies: CookieJar
  firstTouch: FirstTouchRecord | null
  /** The current page's full URL. */
  url: string
}

export function entryDefaultFor(param: TrackedParam, entryDefaults: EntryAttributionDefaults | null | undefined): string | undefined {
  if (!entryDefaults || !(param in entryDefaultFieldByParam)) return undefined
  const field = entryDefaultFieldByParam[param as keyof typeof entryDefaultFieldByParam]
  return nonEmpty(entryDefaults[field])
}

export function firstTouchStateFromRecord(record: FirstTouchRecord | null): Record<FirstTouchStateField, string> {
  const r = record
  return {
    first_referrer: r?.referrer ?? "",
    // 'direct_visit' and '{provider}_ads_blocked' are markers, not URLs, so they have no domain.
    first_referrer_domain: r ? referrerDomain(r.referrer) : "",
    first_landing_page: r?.landing_page ?? "",
    first_source: r?.source ?? "",
    first_medium: r?.medium ?? "",
    first_campaign: r?.campaign ?? "",
    first_term: r?.term ?? "",
    first_content: r?.content ?? "",
    first_seen_ts: r?.first_seen_ts ?? "",
    first_gclid: r?.gclid ?? "",
    first_fbclid: r?.fbclid ?? "",
    first_msclkid: r?.msclkid ?? "",
    first_ttclid: r?.ttclid ?? "",
  }
}

/**
 * encodeURIComponent of the Marketo token. encodeURIComponent throws on a lone surrogate,
 * which a cookie or an editor's value can hold, and one exception here lost the whole page
 * view's attribution (found by __tests__/lib/attribution/properties.test.ts); such a
 * character becomes U+FFFD, as URLs make it anyway.
 */
function encodeVisitorToken(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))
  }
}

export function buildAttributionState({ query, entryDefaults, referrer, cookies, firstTouch, url }: BuildAttributionStateInput): AttributionState {
  const params: Partial<Record<TrackedParam, string>> = {}
  for (const param of trackedParams) {
    const value = queryValue(query, param) ?? entryDefaultFor(param, entryDefaults) ?? nonEmpty(cookies[param])
    if (value !== undefined) params[param] = value
  }
  const page = withoutHash(url)
  const { source, medium } = classifySource({ query, referrer, landingPath: pathOf(url), firstTouch })
  const marketoTracking = params._mkto_trk
  return {
    params,
    source,
    medium,
    utm_first_page: nonEmpty(cookies.utm_first_page) ?? page,
    utm_last_page: page,
    visitor_token: marketoTracking ? encodeVisitorToken(marketoTracking) : "",
    first: firstTouchStateFromRecord(firstTouch),
  }
}

export type AttributionMode = "init" | "update"

export type { CookieWrite }

/** The cookies the attribution state keeps: every tracked parameter with a value, and the two page cookies. */
export function attributionCookieValues(state: AttributionState): Record<string, string> {
  const values: Record<string, string> = {}
  for (const param of trackedParams) {
    const value = state.params[param]
    if (value) values[param] = value
  }
  if (state.utm_first_page) values.utm_first_page = state.utm_first_page
  if (state.utm_last_page) values.utm_last_page = state.utm_last_page
  return values
}

/**
 * SPEC 4.4 step 2: on 'init' an existing cookie is never overwritten; on 'update' it is;
 * dub_id and dub_partner_data are never overwritten. A cookie that already holds the value
 * is not written again either: that would only restamp it, and for cookies another
 * script owns (fp_ref, _mkto_trk) could add a second copy on another domain.
 */
export function planCookieWrites(
  values: Readonly<Record<string, string>>,
  existingCookies: CookieJar,
  mode: AttributionMode,
  attributes: CookieWriteAttributes,
): CookieWrite[] {
  const writes: CookieWrite[] = []
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue
    const existing = nonEmpty(existingCookies[name])
    if (existing !== undefined) {
      if (existing === value) continue
      if (mode === "init" || neverOverwrittenCookies.includes(name)) continue
    }
    writes.push({ name, value, attributes: { ...attributes } })
  }
  return writes
}

/** The 90-day cookie writes for a state, with the attributes the page URL calls for. */
export function planAttributionCookieWrites(state: AttributionState, existingCookies: CookieJar, mode: AttributionMode, pageUrl: string): CookieWrite[] {
  return planCookieWrites(attributionCookieValues(state), existingCookies, mode, attributionCookieAttributes(pageUrl))
}
