/**
 * A flag the site keeps in a cookie of its own, "name=1": one a head script must read
 * before the first paint (the web banner closed earlier, the brand font cached).
 *
 * Why a cookie and not sessionStorage or localStorage: a page's first call into either
 * storage is a synchronous round trip to the browser, on the main thread, in the parser's
 * task, while the browser is busiest (the page's requests starting). Under mobile Lighthouse
 * the banner's sessionStorage read and the font's localStorage read took 0.7-4.6 and
 * 0.8-4.1 ms of wall time there, against 0.3-0.4 ms of CPU (10 traced runs each of /demos and
 * /pricing, 2026-12-01), and the simulation multiplies that wait by its CPU slowdown. The
 * consent head script reads the cookies first in every page anyway (lib/consent/head-script.ts),
 * and Chromium keeps what it read, so a flag among them costs a regular expression.
 *
 * For this host alone (no Domain attribute): what a flag says (this website's banner, this
 * origin's cache) is nothing the site's other hosts need. A name is `[a-z_]+`: no escaping
 * in the pattern.
 */

/** Matches the flag in a `document.cookie` string; its source is also written into the head scripts. */
export const flagCookiePattern = (name: string): RegExp => new RegExp(`(?:^|;\\s*)${name}=1(?:;|$)`)

export const hasFlagCookie = (cookies: string, name: string): boolean => flagCookiePattern(name).test(cookies)

/** Whether this document has the flag; false without a document or where cookies cannot be read (a sandboxed frame throws). Never throws. */
export function readFlagCookie(name: string): boolean {
  try {
    return hasFlagCookie(document.cookie, name)
  } catch {
    return false
  }
}

/**
 * The line that sets the flag: a session cookie (gone when the browser closes) without
 * `maxAgeSeconds`, a lasting one with it.
 */
export function flagCookieLine(name: string, location: Pick<Location, "protocol">, maxAgeSeconds?: number): string {
  const parts = [`${name}=1`, "path=/", "samesite=lax"]
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`)
  if (location.protocol === "https:") parts.push("secure")
  return parts.join("; ")
}

/** Sets the flag in this document; false when it did not stick (cookies blocked). Never throws. */
export function setFlagCookie(name: string, maxAgeSeconds?: number): boolean {
  try {
    document.cookie = flagCookieLine(name, window.location, maxAgeSeconds)
    return hasFlagCookie(document.cookie, name)
  } catch {
    return false
  }
}
