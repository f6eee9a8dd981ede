/**
 * Which attributes a cookie gets, decided from the page URL alone (SPEC 9.2, DESIGN 1 and 7).
 * Pure: cookies.ts turns the result into js-cookie options.
 */
import { site } from "../../config/site"
import { attributionCookieMaxAgeSeconds, firstTouchCookieMaxAgeSeconds } from "./params"
import { parseUrl } from "./url"

export interface CookieWriteAttributes {
  maxAgeSeconds: number
  path: "/"
  sameSite: "Lax"
  secure: boolean
  /** Only set when the page's host is under the site's cookie domain; absent on localhost. */
  domain?: string
}

/**
 * The parent cookie domain for a host, or undefined when the host is not under one.
 * Staging is tested first because its domain is itself under the production one.
 */
export function cookieDomainForHost(host: string): string | undefined {
  const normalisedHost = host.toLowerCase().replace(/\.$/, "")
  for (const domain of [site.cookieDomain.staging, site.cookieDomain.prod]) {
    if (normalisedHost === domain.slice(1) || normalisedHost.endsWith(domain)) return domain
  }
  return undefined
}

export function cookieAttributesForPage(pageUrl: string, maxAgeSeconds: number): CookieWriteAttributes {
  const url = parseUrl(pageUrl)
  const attributes: CookieWriteAttributes = {
    maxAgeSeconds,
    path: "/",
    sameSite: "Lax",
    secure: url?.protocol === "https:",
  }
  const domain = url ? cookieDomainForHost(url.hostname) : undefined
  if (domain) attributes.domain = domain
  return attributes
}

export function firstTouchCookieAttributes(pageUrl: string): CookieWriteAttributes {
  return cookieAttributesForPage(pageUrl, firstTouchCookieMaxAgeSeconds)
}

export function attributionCookieAttributes(pageUrl: string): CookieWriteAttributes {
  return cookieAttributesForPage(pageUrl, attributionCookieMaxAgeSeconds)
}
