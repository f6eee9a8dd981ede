/**
 * Reading cookies without js-cookie. Personalisation reads the logged-in cookie on every
 * page, in the app chunk every page loads first; js-cookie (and the attribution module that
 * wraps it) would add about 1 KB gzip there for a read that is a few lines. Writes stay with
 * js-cookie in lib/attribution/cookies.ts, which loads in its own chunk.
 *
 * Decoding follows js-cookie's default converter, so both read the same values: the name and
 * every %XX run are percent-decoded, surrounding double quotes are dropped, and a pair that
 * does not decode is skipped.
 */
export type CookieJar = Readonly<Record<string, string>>

const decodeValue = (value: string): string =>
  (value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent)

/** Every cookie in a `document.cookie` string; the first of two with the same name wins, as in js-cookie. */
export function parseCookieHeader(header: string): CookieJar {
  const jar: Record<string, string> = {}
  for (const pair of header ? header.split("; ") : []) {
    const eq = pair.indexOf("=")
    const rawName = eq === -1 ? pair : pair.slice(0, eq)
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1)
    try {
      const name = decodeURIComponent(rawName)
      if (!(name in jar)) jar[name] = decodeValue(rawValue)
    } catch {
      // A malformed pair (a stray %): skip it, keep the rest.
    }
  }
  return jar
}

/** The browser's cookies; {} on the server or where reading cookies throws (blocked). */
export function readBrowserCookies(): CookieJar {
  try {
    if (typeof document === "undefined") return {}
    return parseCookieHeader(document.cookie)
  } catch (error) {
    console.warn("[cookies] could not read cookies", error)
    return {}
  }
}
