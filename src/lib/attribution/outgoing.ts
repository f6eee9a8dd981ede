/** What the attribution state adds to sign-up, demo and sign-in links (SPEC 5, 9.3). */
import { site } from "../../config/site"
import { firstTouchStateFields, keptCampaignParams } from "./params"
import type { AttributionState } from "./state"
import { parseUrl } from "./url"

export type QueryPair = [name: string, value: string]

/**
 * The kept campaign parameters that have a value, visitor_token, and only the non-empty
 * first_* fields, in that order; ready for `new URLSearchParams(pairs)`.
 *
 * visitor_token already holds encodeURIComponent(_mkto_trk) as SPEC 9.3 words it, so the
 * parameter's decoded value on the receiving side is the encoded token.
 */
export function outgoingQueryList(state: AttributionState): QueryPair[] {
  const pairs: QueryPair[] = []
  for (const param of keptCampaignParams) {
    const value = state.params[param]
    if (value) pairs.push([param, value])
  }
  if (state.visitor_token) pairs.push(["visitor_token", state.visitor_token])
  for (const field of firstTouchStateFields) {
    const value = state.first[field]
    if (value) pairs.push([field, value])
  }
  return pairs
}

// Resolves relative links; never shown, never requested.
const relativeBase = site.siteUrl

function isRelativeHref(href: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(href) && !href.startsWith("//")
}

function isSectionPath(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`)
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path
}

const siteOrigins = new Set([site.siteUrl, site.stagingSiteUrl].map((href) => parseUrl(href)?.origin))

/** Whether an absolute link points at exactly the page `target` names (origin and path; query and hash aside). */
function isSamePage(url: URL, target: string): boolean {
  const page = parseUrl(target)
  return page !== null && url.origin === page.origin && stripTrailingSlash(url.pathname) === stripTrailingSlash(page.pathname)
}

/**
 * Answers already given, by sign-in URL and link. Every SmartLink asks as it renders (a page's
 * navigation alone has dozens), and each answer parses up to three URLs: the navigation coming
 * alive after hydration spent 2-3 ms of main thread here (fast machine; ×13 on a mid-range
 * phone) on links whose answer never changes. Cleared past a size no page reaches.
 */
const destinationAnswers = new Map<string, boolean>()
const MAX_REMEMBERED_DESTINATIONS = 2_000

/** A sign-up or demo page of this site, or the application's sign-in or sign-up page. */
export function isAttributedDestination(href: string, signInUrl: string = site.signInUrl): boolean {
  const key = `${signInUrl}\n${href}`
  let answer = destinationAnswers.get(key)
  if (answer === undefined) {
    if (destinationAnswers.size >= MAX_REMEMBERED_DESTINATIONS) destinationAnswers.clear()
    answer = attributedDestination(href, signInUrl)
    destinationAnswers.set(key, answer)
  }
  return answer
}

function attributedDestination(href: string, signInUrl: string): boolean {
  const url = parseUrl(href, relativeBase)
  if (!url) return false
  if ((isRelativeHref(href) || siteOrigins.has(url.origin)) && [site.signupPath, site.demoPath].some((section) => isSectionPath(url.pathname, section))) {
    return true
  }
  return !isRelativeHref(href) && (isSamePage(url, signInUrl) || isSamePage(url, site.signupAppUrl))
}

/**
 * Adds the outgoing query list to /signup and /demos links, the sign-in URL and the
 * application's sign-up URL (the /signup page's trial CTA); every other
 * link comes back unchanged. A parameter the link already carries wins over the state's.
 * Relative links stay relative.
 */
export function withAttribution(href: string, state: AttributionState, signInUrl: string = site.signInUrl): string {
  if (!href || !isAttributedDestination(href, signInUrl)) return href
  return withOutgoingQuery(href, state)
}

/**
 * Adds the outgoing query list to any link, for a destination known to be a sign-up one
 * (the generalSignupUrl setting may send sign-up CTAs anywhere). A parameter the link
 * already carries wins.
 */
export function withOutgoingQuery(href: string, state: AttributionState): string {
  try {
    const pairs = outgoingQueryList(state)
    if (pairs.length === 0) return href
    const url = new URL(href, relativeBase)
    for (const [name, value] of pairs) {
      if (!url.searchParams.has(name)) url.searchParams.append(name, value)
    }
    return isRelativeHref(href) ? `${url.pathname}${url.search}${url.hash}` : url.toString()
  } catch (error) {
    console.warn("[attribution] could not add attribution to a link", error)
    return href
  }
}
