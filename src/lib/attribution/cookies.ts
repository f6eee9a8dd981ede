/**
 * The thin cookie layer: the only module that touches js-cookie. Reads go through
 * lib/cookies/read.ts, the one cookie reader (personalisation uses it too, without js-cookie).
 * Every call is wrapped: a browser that blocks cookies, or a server render without a
 * document, gets a logged warning and a neutral answer, never an exception.
 */
import Cookies from "js-cookie"
import { readBrowserCookies, type CookieJar } from "../cookies/read"
import type { CookieWriteAttributes } from "./cookie-attributes"

export type { CookieJar }

export interface CookieRemoveAttributes {
  path?: string
  domain?: string
}

/** One cookie to set. */
export interface CookieWrite {
  name: string
  value: string
  attributes: CookieWriteAttributes
}

/** What the attribution code needs from cookies; the browser implementation is below, tests pass fakes. */
export interface CookieStore {
  readAll(): CookieJar
  /**
   * Sets every cookie, then returns the names that were not written: refused (the set threw)
   * or not reading back with the value written (a browser that blocks cookies ignores a
   * write silently). All of them are checked with one read, after the last write.
   */
  writeAll(writes: readonly CookieWrite[]): string[]
  remove(name: string, attributes?: CookieRemoveAttributes): boolean
}

export const readAllCookies = (): CookieJar => readBrowserCookies()

export const readCookie = (name: string): string | undefined => readBrowserCookies()[name]

export function toJsCookieAttributes(attributes: CookieWriteAttributes): Cookies.CookieAttributes {
  const options: Cookies.CookieAttributes = {
    // Expires (in days) for old browsers; Max-Age wins wherever it is understood.
    expires: attributes.maxAgeSeconds / 86_400,
    // js-cookie serialises attribute values with String.prototype.split, so this must be a string.
    "max-age": String(attributes.maxAgeSeconds),
    path: attributes.path,
    sameSite: attributes.sameSite,
  }
  if (attributes.secure) options.secure = true
  if (attributes.domain) options.domain = attributes.domain
  return options
}

/**
 * Sets the cookies and reads them back once; returns the names not written.
 *
 * One read for the lot, not one per cookie: in Chromium a `document.cookie` read that follows
 * a write is a synchronous round trip to the browser's cookie store. The early attribution
 * script writes up to six cookies on a first visit, and reading each back took it from about
 * 15 to 40 ms of main thread on this machine (four times that on Lighthouse's phone), most of
 * it in those reads (docs/speed.md).
 */
export function writeCookies(writes: readonly CookieWrite[]): string[] {
  if (writes.length === 0) return []
  if (typeof document === "undefined") return writes.map((write) => write.name)
  const refused = new Set<string>()
  for (const { name, value, attributes } of writes) {
    try {
      if (Cookies.set(name, value, toJsCookieAttributes(attributes)) === undefined) refused.add(name)
    } catch (error) {
      console.warn(`[cookies] could not write cookie ${name}`, error)
      refused.add(name)
    }
  }
  // The last write of a name is the one that counts.
  const wanted = new Map(writes.map((write) => [write.name, write.value]))
  if (refused.size === wanted.size) return [...wanted.keys()]
  // A browser that blocks cookies ignores a write silently; reading back is the only way to know.
  const jar = readBrowserCookies()
  return [...wanted].filter(([name, value]) => refused.has(name) || jar[name] !== value).map(([name]) => name)
}

/** One cookie: true when it was written and reads back with the value written. */
export function writeCookie(name: string, value: string, attributes: CookieWriteAttributes): boolean {
  return writeCookies([{ name, value, attributes }]).length === 0
}

export function removeCookie(name: string, attributes: CookieRemoveAttributes = { path: "/" }): boolean {
  try {
    if (typeof document === "undefined") return false
    Cookies.remove(name, attributes)
    return true
  } catch (error) {
    console.warn(`[cookies] could not remove cookie ${name}`, error)
    return false
  }
}

export const browserCookieStore: CookieStore = {
  readAll: readAllCookies,
  writeAll: writeCookies,
  remove: removeCookie,
}
