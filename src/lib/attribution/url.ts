/** Small URL helpers that never throw: a malformed URL is "no URL", not an exception. */
import { site } from "../../config/site"

export function parseUrl(href: string, base?: string): URL | null {
  try {
    return new URL(href, base)
  } catch {
    return null
  }
}

/** A query value, trimmed; an empty or missing value counts as absent. */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  return nonEmpty(query.get(name))
}

export function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * The referrer's host name in lower case without a leading 'www.'; '' when the referrer is not a URL.
 * What is not one is answered before `new URL` would throw on it: no referrer (a typed
 * address, a bookmark, most first visits), and the first-touch record's markers,
 * 'direct_visit' (every first landing on /demos or /signup) and '{provider}_ads_blocked'
 * (first-touch.ts). A page's first exception costs about a millisecond, paid in the early
 * attribution script's task: `new URL("direct_visit")` took 0.9-1.5 ms in fresh loads of
 * /demos and /signup, and 2.5 ms on a paid-search landing (2026-12-01). An absolute URL has
 * a colon after its scheme, and '' and the markers have none: that test costs nothing. A
 * pattern for the scheme, or `URL.canParse` (which would spare every malformed URL the
 * exception), put two pages over their first-load ceilings by their bytes, and a malformed
 * referrer is rare.
 */
export function referrerDomain(referrer: string): string {
  if (!referrer.includes(":")) return ""
  const url = parseUrl(referrer)
  if (!url || !url.hostname) return ""
  return url.hostname.toLowerCase().replace(/^www\./, "")
}

/** SPEC 5 words the rule as "the path contains /signup or /demos", so this is a substring test. */
export function pathContainsSignupOrDemo(path: string): boolean {
  return path.includes(site.signupPath) || path.includes(site.demoPath)
}

/** The path of a page URL; '' when the URL cannot be parsed. */
export function pathOf(href: string): string {
  return parseUrl(href)?.pathname ?? ""
}

/** The page URL without its fragment, which never reaches a server and says nothing about attribution. */
export function withoutHash(href: string): string {
  const hashAt = href.indexOf("#")
  return hashAt === -1 ? href : href.slice(0, hashAt)
}
