/**
 * Attribution never throws (issue 17): property tests of the pure rules over random query
 * strings (bad percent-encoding, huge values, every tracked parameter), cookies (oversized,
 * corrupt, invalid JSON, records of another shape) and referrers. Each property also holds an
 * invariant of the output, not only "no exception". Counterexamples fast-check found are kept
 * as plain tests at the end.
 */
import fc from "fast-check"
import { site } from "../../../src/config/site"
import { classifySource } from "../../../src/lib/attribution/classification"
import { cookieAttributesForPage, cookieDomainForHost } from "../../../src/lib/attribution/cookie-attributes"
import { buildFirstTouchRecord, planFirstTouch, planFirstTouchOrEmpty } from "../../../src/lib/attribution/first-touch"
import { firstTouchRecordFields, readStoredFirstTouch, MAX_COOKIE_BYTES, cookieBytes } from "../../../src/lib/attribution/first-touch-record"
import { isAttributedDestination, outgoingQueryList, withAttribution, withOutgoingQuery } from "../../../src/lib/attribution/outgoing"
import { keptCampaignParams, neverOverwrittenCookies, trackedParams } from "../../../src/lib/attribution/params"
import { attributionCookieValues, buildAttributionState, planAttributionCookieWrites, type AttributionMode } from "../../../src/lib/attribution/state"
import { parseUrl, pathOf, referrerDomain, withoutHash } from "../../../src/lib/attribution/url"

const runs = { numRuns: 200 }

beforeEach(() => {
  // Corrupt cookies are logged on purpose (SPEC 8); the properties are about what comes back.
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

// ---- arbitraries -----------------------------------------------------------------------

/** Any text, lone surrogates and control characters included. */
const anyText = fc.string({ unit: "binary", maxLength: 40 })
/** Values near and over a cookie's 4 KB. */
const hugeText = fc.string({ unit: "binary-ascii", minLength: 3_000, maxLength: 9_000 })
/** Percent-encoding that does not decode: truncated escapes, invalid UTF-8, stray '%'. */
const badPercent = fc.constantFrom("%", "%E0%A4%A", "%C3%28", "%FF%FE", "%uD800", "%%41", "%2", "%ED%A0%80", "%F0%9F%98")
const paramName = fc.oneof(fc.constantFrom(...trackedParams, "fbclid", "msclkid", "ttclid", "utm_source", "gclid"), anyText)
const paramValue = fc.oneof(
  anyText,
  badPercent,
  fc.constantFrom("google", "cpc", "google_adwords", " ", ""),
  hugeText.map((text) => encodeURIComponent(text)),
)
/** A raw query string, written as a browser could receive it (not necessarily well encoded). */
const rawQuery = fc.array(fc.tuple(paramName, paramValue), { maxLength: 8 }).map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"))
const path = fc.oneof(
  fc.constantFrom("/", "/signup", "/demos", "/demos/book", "/pricing", "/resources/a-post", "/signup/../demos"),
  anyText.map((text) => `/${text}`),
)
const host = fc.constantFrom("https://www.rapport.example", "https://staging.rapport.example", "http://localhost:9000", "http://127.0.0.1")
const pageUrl = fc.oneof(
  fc
    .tuple(host, path, rawQuery, fc.option(anyText))
    .map(([origin, pathname, query, hash]) => `${origin}${pathname}${query ? `?${query}` : ""}${hash === null ? "" : `#${hash}`}`),
  anyText, // not a URL at all
)
const referrer = fc.oneof(
  fc.constant(""),
  fc.webUrl(),
  fc.constantFrom(
    "https://www.google.com/",
    "https://l.facebook.com/x",
    "https://lnkd.in/a",
    "https://t.co/x",
    "android-app://com.google.android.gm/",
    "direct_visit",
  ),
  anyText,
)
const validRecordJson = fc
  .record(Object.fromEntries(firstTouchRecordFields.map((field) => [field, anyText])) as Record<(typeof firstTouchRecordFields)[number], fc.Arbitrary<string>>)
  .map((record) => JSON.stringify(record))
/** A stored cookie value as a browser might hand it back: valid, an older shape, corrupt, oversized. */
const cookieValue = fc.oneof(
  anyText,
  badPercent,
  hugeText,
  validRecordJson,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  validRecordJson.map((json) => json.slice(0, json.length - 3)),
)
const cookieName = fc.oneof(fc.constantFrom(site.firstTouchCookie, "utm_first_page", "utm_last_page", ...trackedParams, "dub_partner_data"), anyText)
const cookieJar = fc.dictionary(cookieName, cookieValue, { maxKeys: 10 })
const anyDate = fc.date({ noInvalidDate: false })
const entryDefaults = fc.option(
  fc.record(
    {
      defaultCampaignUtm: fc.option(anyText),
      defaultMediumUtm: fc.option(anyText),
      defaultSourceUtm: fc.option(anyText),
      defaultFpRef: fc.option(anyText),
      defaultDubId: fc.option(anyText),
      defaultPartnerId: fc.option(anyText),
    },
    { requiredKeys: [] },
  ),
)

const queryOf = (url: string): URLSearchParams => parseUrl(url)?.searchParams ?? new URLSearchParams()
/** What a URL makes of a string: a lone surrogate becomes U+FFFD. */
const wellFormed = (text: string): string => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd")

// ---- the rules ---------------------------------------------------------------------------

test("url helpers never throw, and a path is a path", () => {
  fc.assert(
    fc.property(anyText, pageUrl, (text, url) => {
      expect(typeof referrerDomain(text)).toBe("string")
      expect(referrerDomain(text)).toBe(referrerDomain(text).toLowerCase())
      const pathname = pathOf(url)
      expect(pathname === "" || pathname.startsWith("/")).toBe(true)
      expect(withoutHash(url)).not.toContain("#")
    }),
    runs,
  )
})

test("classifySource always names a source and a medium", () => {
  fc.assert(
    fc.property(pageUrl, referrer, fc.option(fc.record({ source: anyText, medium: anyText })), (url, ref, firstTouch) => {
      const { source, medium } = classifySource({ query: queryOf(url), referrer: ref, landingPath: pathOf(url), firstTouch })
      expect(source.trim()).not.toBe("")
      expect(medium.trim()).not.toBe("")
      if (!["cpc", "organic", "social", "referral"].includes(medium)) expect(medium).toBe(firstTouch?.medium.trim())
    }),
    runs,
  )
})

test("a stored first-touch value of any shape reads as absent, valid (every field a string) or invalid, never an exception", () => {
  fc.assert(
    fc.property(fc.option(cookieValue, { nil: undefined }), (raw) => {
      const stored = readStoredFirstTouch(raw)
      if (raw === undefined) expect(stored.status).toBe("absent")
      if (stored.status === "valid") for (const field of firstTouchRecordFields) expect(typeof stored.record[field]).toBe("string")
      if (stored.status === "invalid") expect(typeof stored.reason).toBe("string")
    }),
    runs,
  )
})

test("buildFirstTouchRecord: a record of strings with an ISO time, which reads back as itself", () => {
  fc.assert(
    fc.property(pageUrl, referrer, anyDate, cookieJar, (url, ref, now, cookies) => {
      const record = buildFirstTouchRecord({ url, referrer: ref, now, cookies })
      for (const field of firstTouchRecordFields) expect(typeof record[field]).toBe("string")
      expect(new Date(record.first_seen_ts).toISOString()).toBe(record.first_seen_ts)
      expect(readStoredFirstTouch(JSON.stringify(record))).toEqual({ status: "valid", record })
    }),
    runs,
  )
})

test("planFirstTouch: a valid stored record is never replaced; any other is rebuilt into a cookie a browser will keep", () => {
  fc.assert(
    fc.property(pageUrl, referrer, anyDate, cookieJar, (url, ref, now, cookies) => {
      const plan = planFirstTouchOrEmpty({ url, referrer: ref, now, cookies })
      const stored = readStoredFirstTouch(cookies[site.firstTouchCookie])
      if (stored.status === "valid") {
        expect(plan.write).toBeNull()
        expect(plan.removals).toEqual([])
        expect(plan.record).toEqual(stored.record)
        return
      }
      expect(plan.write?.name).toBe(site.firstTouchCookie)
      const written = readStoredFirstTouch(plan.write!.value)
      expect(written).toEqual({ status: "valid", record: plan.record })
      // A browser drops a cookie over 4 KB without a word: the first touch would be lost.
      expect(cookieBytes(plan.write!.name, plan.write!.value)).toBeLessThanOrEqual(MAX_COOKIE_BYTES)
      expect(plan.removals.every((removal) => removal.name === site.firstTouchCookie)).toBe(true)
      expect(plan.removals.length > 0).toBe(stored.status === "invalid")
    }),
    runs,
  )
})

test("the attribution state and its cookie writes: init never overwrites a cookie, dub_* never, and every value comes from the state", () => {
  fc.assert(
    fc.property(pageUrl, referrer, cookieJar, entryDefaults, fc.constantFrom<AttributionMode>("init", "update"), (url, ref, cookies, defaults, mode) => {
      const firstTouch = planFirstTouchOrEmpty({ url, referrer: ref, cookies }).record
      const state = buildAttributionState({ query: queryOf(url), entryDefaults: defaults, referrer: ref, cookies, firstTouch, url })
      const values = attributionCookieValues(state)
      const writes = planAttributionCookieWrites(state, cookies, mode, url)
      for (const write of writes) {
        expect(write.value).toBe(values[write.name])
        expect(write.value).not.toBe("")
        const existing = cookies[write.name]?.trim()
        if (existing) {
          expect(mode).toBe("update")
          expect(neverOverwrittenCookies).not.toContain(write.name)
        }
      }
      for (const param of trackedParams) if (state.params[param] !== undefined) expect(state.params[param]!.trim()).toBe(state.params[param])
      expect(state.utm_last_page).not.toContain("#")
    }),
    runs,
  )
})

test("links: attribution is added only to attributed destinations, keeps what the link carries, and leaves a URL that parses", () => {
  const href = fc.oneof(
    fc.constantFrom(
      "/signup",
      "/demos?plan=team",
      "/pricing",
      "https://app.rapport.example/users/sign_in",
      "https://www.rapport.example/signup#x",
      "mailto:a@b.c",
      "javascript:void(0)",
      "//evil.example/signup",
      "",
    ),
    fc.tuple(fc.constantFrom("/signup", "/demos", "https://app.rapport.example/users/sign_up"), rawQuery).map(([base, query]) => `${base}?${query}`),
    anyText,
  )
  fc.assert(
    fc.property(href, pageUrl, referrer, cookieJar, (link, url, ref, cookies) => {
      const state = buildAttributionState({
        query: queryOf(url),
        referrer: ref,
        cookies,
        firstTouch: planFirstTouchOrEmpty({ url, referrer: ref, cookies }).record,
        url,
      })
      const result = withAttribution(link, state)
      if (!isAttributedDestination(link)) {
        expect(result).toBe(link)
        return
      }
      const before = new URL(link, site.siteUrl)
      const after = parseUrl(result, site.siteUrl)
      expect(after).not.toBeNull()
      expect(after!.pathname).toBe(before.pathname)
      for (const [name, value] of before.searchParams) expect(after!.searchParams.getAll(name)).toContain(value)
      for (const [name, value] of outgoingQueryList(state))
        expect(after!.searchParams.get(name)).toBe(before.searchParams.has(name) ? before.searchParams.get(name) : wellFormed(value))
      for (const param of keptCampaignParams) if (!state.params[param] && !before.searchParams.has(param)) expect(after!.searchParams.has(param)).toBe(false)
      expect(typeof withOutgoingQuery(link, state)).toBe("string")
    }),
    runs,
  )
})

test("cookie attributes: a parent domain only for the site's own hosts, Secure only on https", () => {
  fc.assert(
    fc.property(pageUrl, fc.integer({ min: 0, max: 10 ** 9 }), (url, maxAge) => {
      const attributes = cookieAttributesForPage(url, maxAge)
      const parsed = parseUrl(url)
      expect(attributes.secure).toBe(parsed?.protocol === "https:")
      if (attributes.domain) expect(parsed && cookieDomainForHost(parsed.hostname)).toBe(attributes.domain)
      expect(attributes).toMatchObject({ path: "/", sameSite: "Lax", maxAgeSeconds: maxAge })
    }),
    runs,
  )
})

// ---- counterexamples kept ------------------------------------------------------------------

describe("found by the properties", () => {
  test("a landing URL too long for a cookie still leaves a first-touch record a browser keeps, with its landing page", () => {
    const gclid = "Cj0KCQ".padEnd(5_000, "x")
    const url = `https://www.rapport.example/pricing?utm_source=google&utm_medium=cpc&gclid=${gclid}`
    const plan = planFirstTouch({ url, referrer: "", now: new Date("2026-03-01T10:00:00.000Z"), cookies: {} })
    expect(cookieBytes(plan.write!.name, plan.write!.value)).toBeLessThanOrEqual(MAX_COOKIE_BYTES)
    const kept = readStoredFirstTouch(plan.write!.value)
    expect(kept.status).toBe("valid")
    if (kept.status !== "valid") return
    expect(kept.record).toMatchObject({
      landing_page: "/pricing",
      source: "google",
      medium: "cpc",
      referrer: "google_ads_blocked",
      first_seen_ts: "2026-03-01T10:00:00.000Z",
    })
    // The long values are cut, never dropped silently: what is kept is their beginning.
    expect(gclid.startsWith(kept.record.gclid)).toBe(true)
    expect(url.startsWith(kept.record.landing_page_full)).toBe(true)
  })

  test("a lone surrogate in the Marketo cookie does not cost the page view its attribution", () => {
    const state = buildAttributionState({
      query: new URLSearchParams("utm_source=newsletter"),
      referrer: "",
      cookies: { _mkto_trk: "id:123-ABC\ud800" },
      firstTouch: null,
      url: "https://www.rapport.example/pricing?utm_source=newsletter",
    })
    expect(state.params.utm_source).toBe("newsletter")
    expect(state.visitor_token).toBe(encodeURIComponent("id:123-ABC\ufffd"))
  })

  test("a long referrer and long utm values are cut, the short fields kept whole", () => {
    const url = `https://www.rapport.example/demos?utm_campaign=${"c".repeat(3_000)}&utm_source=partner`
    const referrerUrl = `https://news.example/${"%E2%9C%93".repeat(800)}`
    const plan = planFirstTouch({ url, referrer: referrerUrl, now: new Date("2026-03-01T10:00:00.000Z"), cookies: { fp_ref: "fp-1" } })
    expect(cookieBytes(plan.write!.name, plan.write!.value)).toBeLessThanOrEqual(MAX_COOKIE_BYTES)
    const kept = readStoredFirstTouch(plan.write!.value)
    expect(kept.status === "valid" && kept.record).toMatchObject({ landing_page: "/demos", source: "partner", fp_ref: "fp-1" })
  })
})
