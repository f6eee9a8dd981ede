/**
 * The parent cookie domain for a host among the site's (DESIGN 1: `.rapport.example`,
 * `.staging.rapport.example`), or undefined when the host is under none of them (localhost).
 * Without the site config, so scripts that must stay small (the experiments' head script) can
 * take the domains as an argument. The same rule as attribution/cookie-attributes.ts's
 * cookieDomainForHost, which the attribution code's chunks keep as it is (a test holds the two
 * to the same answers). The more specific domain must come first: staging's is itself under production's.
 */
export function parentCookieDomain(host: string, domains: readonly string[]): string | undefined {
  const normalisedHost = host.toLowerCase().replace(/\.$/, "")
  return domains.find((domain) => normalisedHost === domain.slice(1) || normalisedHost.endsWith(domain))
}
