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

/** What the attribution code needs from cookies; the browser implementation is below, tests pass fakes. */
export interface CookieStore {
  readAll(): CookieJar
  /** true when the cookie was written and reads back with the value written. */
  write(name: string, value: string, attributes: CookieWriteAttributes): boolean
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

export function writeCookie(name: string, value: string, attributes: CookieWriteAttributes): boolean {
  try {
    if (typeof document === "undefined") return false
    if (Cookies.set(name, value, toJsCookieAttributes(attributes)) === undefined) return false
    // A browser that blocks cookies ignores the write silently; reading back is the only way to know.
    return Cookies.get(name) === value
  } catch (error) {
    console.warn(`[cookies] could not write cookie ${name}`, error)
    return false
  }
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
  write: writeCookie,
  remove: removeCookie,
}
