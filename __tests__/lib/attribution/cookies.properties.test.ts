/**
 * @jest-environment jsdom
 *
 * Attribution never throws, at the cookie layer (issue 17): property tests of the cookie
 * read/write helpers' contracts (lib/cookies/read.ts, lib/attribution/cookies.ts) and of a
 * whole page view over a jar of corrupt, oversized and hostile cookies, in jsdom's real
 * cookie store.
 */
import fc from "fast-check"
import { site } from "../../../src/config/site"
import { startAttribution, updateAttribution } from "../../../src/lib/attribution/attribution"
import { cookieAttributesForPage } from "../../../src/lib/attribution/cookie-attributes"
import { readAllCookies, readCookie, removeCookie, writeCookies } from "../../../src/lib/attribution/cookies"
import { cookieBytes, MAX_COOKIE_BYTES, readStoredFirstTouch } from "../../../src/lib/attribution/first-touch-record"
import { trackedParams } from "../../../src/lib/attribution/params"
import { parseCookieHeader, readBrowserCookies } from "../../../src/lib/cookies/read"

const runs = { numRuns: 150 }
const page = "http://localhost/"
const attributes = cookieAttributesForPage(page, 3600)
const knownNames = [site.firstTouchCookie, "utm_first_page", "utm_last_page", "dub_partner_data", ...trackedParams]

function clearCookies(): void {
  for (const name of Object.keys(readBrowserCookies())) removeCookie(name)
  for (const name of knownNames) document.cookie = `${name}=; max-age=0; path=/`
}

beforeEach(() => {
  clearCookies()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

/** Text a browser can hold once encoded: any well-formed Unicode, and the characters cookies care about. */
const cookieText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(";", ",", '"', "%", "=", " ", "\\", "+", "{", "}", "é", "😀", "a"), maxLength: 20 }),
  fc.constantFrom('"quoted"', "%E0%A4%A", "%", "a=b", '{"a":1}', ""),
)
const oversized = fc.string({ unit: "binary-ascii", minLength: 3_500, maxLength: 6_000 })
/** A raw Cookie header as a browser (or a script that wrote past js-cookie) could return it. */
const rawHeader = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...knownNames), fc.string({ unit: "binary", maxLength: 10 })),
      fc.oneof(cookieText, fc.constantFrom("%E0%A4%A", "%C3%28", "%%", "%uD800"), fc.string({ unit: "binary", maxLength: 20 })),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; "))

test("parseCookieHeader reads any header without throwing: strings only, the first of a name wins", () => {
  fc.assert(
    fc.property(fc.oneof(rawHeader, fc.string({ unit: "binary", maxLength: 200 })), (header) => {
      const jar = parseCookieHeader(header)
      for (const [name, value] of Object.entries(jar)) {
        expect(typeof name).toBe("string")
        expect(typeof value).toBe("string")
      }
      const again = parseCookieHeader(`${header}; extra=1`)
      for (const [name, value] of Object.entries(jar)) expect(again[name]).toBe(value)
    }),
    runs,
  )
})

test("writeCookies and the reader agree: what is written reads back as written, or is reported as not written", () => {
  fc.assert(
    fc.property(fc.constantFrom(...knownNames), fc.oneof(cookieText, oversized), (name, value) => {
      clearCookies()
      const failed = writeCookies([{ name, value, attributes }])
      if (failed.length === 0) expect(readCookie(name)).toBe(value)
      else expect(failed).toEqual([name])
      // Well-formed and within a browser's limit: always written.
      if (cookieBytes(name, value) <= MAX_COOKIE_BYTES) {
        expect(failed).toEqual([])
        expect(readAllCookies()[name]).toBe(value)
      }
    }),
    runs,
  )
})

test("a value that cannot be encoded (a lone surrogate) is reported as not written, never thrown", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...knownNames),
      fc.string({ unit: "grapheme", maxLength: 10 }),
      fc.constantFrom("\ud800", "\udfff", "a\ud83d"),
      (name, before, lone) => {
        clearCookies()
        expect(writeCookies([{ name, value: `${before}${lone}`, attributes }])).toEqual([name])
        expect(readCookie(name)).toBeUndefined()
      },
    ),
    runs,
  )
})

/** Puts a raw cookie into jsdom's jar as a server or another script could have set it, bypassing js-cookie. */
const setRaw = (name: string, value: string): void => {
  document.cookie = `${name}=${value}; path=/`
}

const storedValue = fc.oneof(
  cookieText.map(encodeURIComponent),
  fc.constantFrom("%E0%A4%A", "{not json", "null", "42", "[]", '"string"', encodeURIComponent('{"landing_page":"/old","source":"newsletter"}')),
  oversized.map((text) => encodeURIComponent(text.slice(0, 3_000))),
)
const visitUrl = fc
  .tuple(
    fc.constantFrom("/", "/signup", "/demos", "/pricing"),
    fc.array(
      fc.tuple(
        fc.constantFrom(...trackedParams, "fbclid"),
        fc.oneof(
          cookieText,
          fc.constantFrom("%E0%A4%A", "%"),
          oversized.map((text) => encodeURIComponent(text.slice(0, 4_500))),
        ),
      ),
      { maxLength: 5 },
    ),
  )
  .map(([path, pairs]) => `${page.slice(0, -1)}${path}${pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}` : ""}`)

test("a page view over any jar never throws, never replaces a valid first touch, and leaves a first touch that reads back", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom(...knownNames), storedValue), { maxLength: 6 }),
      visitUrl,
      fc.oneof(fc.constant(""), fc.webUrl(), fc.string({ maxLength: 20 })),
      fc.boolean(),
      (jar, url, referrer, isUpdate) => {
        clearCookies()
        for (const [name, value] of jar) setRaw(name, value)
        const before = readBrowserCookies()
        const storedBefore = readStoredFirstTouch(before[site.firstTouchCookie])
        const run = isUpdate ? updateAttribution : startAttribution
        const state = run({ location: { href: url }, document: { referrer } })
        expect(typeof state.source).toBe("string")
        const after = readBrowserCookies()
        if (storedBefore.status === "valid") {
          expect(after[site.firstTouchCookie]).toBe(before[site.firstTouchCookie])
        } else {
          const stored = readStoredFirstTouch(after[site.firstTouchCookie])
          expect(stored.status).toBe("valid")
          expect(cookieBytes(site.firstTouchCookie, after[site.firstTouchCookie]!)).toBeLessThanOrEqual(MAX_COOKIE_BYTES)
        }
        // dub_id belongs to the link-attribution service: never replaced once set.
        if (before.dub_id?.trim()) expect(after.dub_id).toBe(before.dub_id)
        // On page load an existing attribution cookie is kept as it is.
        if (!isUpdate) for (const param of trackedParams) if (before[param]?.trim()) expect(after[param]).toBe(before[param])
      },
    ),
    // A whole page view per run, in jsdom's cookie store: fewer runs, each doing more.
    { numRuns: 60 },
  )
})
