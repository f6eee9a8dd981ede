/**
 * Source and medium of a visit for the attribution state (SPEC 5).
 *
 * Two descriptions in the spec disagree for a visitor who lands on /signup or /demos
 * without a referrer, and both are kept on purpose because they describe different things:
 * - the first-touch record's referrer says 'direct_visit' (firstTouchReferrer in first-touch.ts):
 *   what the browser told us, i.e. nothing, on a page people reach by typing or bookmarking;
 * - this classification says referral / unknown_domain_blocked (when no first-touch source is
 *   known): someone sent the visitor to a conversion page, but the referrer was stripped.
 * So a first landing on /signup stores referrer 'direct_visit' next to source
 * 'unknown_domain_blocked' and medium 'referral' in the same record.
 */
import { site } from "../../config/site"
import type { FirstTouchRecord } from "./first-touch-record"
import { nonEmpty, pathContainsSignupOrDemo, queryValue, referrerDomain } from "./url"

export interface SourceMedium {
  source: string
  medium: string
}

export interface ClassifySourceInput {
  query: URLSearchParams
  referrer: string
  landingPath: string
  firstTouch?: Pick<FirstTouchRecord, "source" | "medium"> | null
}

/** Social networks by the host suffixes they refer from; the key is the source reported. */
const socialNetworkHosts: Readonly<Record<string, readonly string[]>> = {
  facebook: ["facebook.com", "fb.com", "fb.me"],
  linkedin: ["linkedin.com", "lnkd.in"],
  twitter: ["twitter.com", "x.com", "t.co"],
  youtube: ["youtube.com", "youtu.be"],
}

export const unknownBlockedReferral: SourceMedium = { source: "unknown_domain_blocked", medium: "referral" }

function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`)
}

export function socialNetworkForHost(host: string): string | undefined {
  for (const [network, domains] of Object.entries(socialNetworkHosts)) {
    if (domains.some((domain) => hostMatches(host, domain))) return network
  }
  return undefined
}

/** gclid, or utm_source={search provider} with utm_medium=cpc: the visit came from a paid search ad. */
export function isPaidSearchTagged(query: URLSearchParams): boolean {
  const source = queryValue(query, "utm_source")?.toLowerCase()
  const medium = queryValue(query, "utm_medium")?.toLowerCase()
  return queryValue(query, "gclid") !== undefined || (source === site.searchProvider && medium === "cpc")
}

export function classifySource({ query, referrer, landingPath, firstTouch }: ClassifySourceInput): SourceMedium {
  const searchProvider = site.searchProvider
  const utmSource = queryValue(query, "utm_source")?.toLowerCase()
  if (isPaidSearchTagged(query) || utmSource === `${searchProvider}_adwords`) {
    return { source: searchProvider, medium: "cpc" }
  }

  const host = referrerDomain(referrer)
  if (host) {
    if (host.includes(searchProvider)) return { source: searchProvider, medium: "organic" }
    const network = socialNetworkForHost(host)
    if (network) return { source: network, medium: "social" }
    return { source: host, medium: "referral" }
  }

  if (pathContainsSignupOrDemo(landingPath)) {
    const firstSource = nonEmpty(firstTouch?.source)
    // The first-touch medium can be empty in records written by the shorter description;
    // a source with no medium is still a referral in this scheme.
    if (firstSource) return { source: firstSource, medium: nonEmpty(firstTouch?.medium) ?? "referral" }
    return { ...unknownBlockedReferral }
  }

  return { source: searchProvider, medium: "organic" }
}
