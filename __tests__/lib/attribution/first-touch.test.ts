import { site } from "../../../src/config/site"
import { buildFirstTouchRecord, ensureFirstTouch, firstTouchReferrer, firstTouchWriteError } from "../../../src/lib/attribution/first-touch"
import { firstTouchCookieAttributes, attributionCookieAttributes } from "../../../src/lib/attribution/cookie-attributes"
import type { CookieStore } from "../../../src/lib/attribution/cookies"
import { firstTouchRecordFields, readStoredFirstTouch } from "../../../src/lib/attribution/first-touch-record"

const now = new Date("2026-03-01T10:00:00.000Z")

describe("firstTouchReferrer (SPEC 5)", () => {
  test.each([
    ["document referrer first", "https://news.example/a", "gclid=1", "/signup", "https://news.example/a"],
    ["gclid without referrer", "", "gclid=1", "/", "google_ads_blocked"],
    ["utm google/cpc without referrer", "", "utm_source=google&utm_medium=cpc", "/pricing", "google_ads_blocked"],
    ["ads rule before the /signup rule", "", "gclid=1", "/signup", "google_ads_blocked"],
    ["utm google but not cpc is not an ad", "", "utm_source=google&utm_medium=organic", "/", ""],
    ["/signup without referrer", "", "", "/signup", "direct_visit"],
    ["path containing /demos", "", "", "/demos/thank-you", "direct_visit"],
    ["any other page", "", "utm_source=newsletter", "/pricing", ""],
  ])("%s", (_description, referrer, query, landingPath, expected) => {
    expect(firstTouchReferrer({ referrer, query: new URLSearchParams(query), landingPath })).toBe(expected)
  })
})

describe("buildFirstTouchRecord (SPEC 3.16)", () => {
  it("records every field of the first-touch record from a tagged landing URL", () => {
    const url =
      "https://www.rapport.example/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=crm&utm_content=hero" +
      "&gclid=G1&fbclid=F1&msclkid=M1&ttclid=T1&fp_ref=FP1&dub_id=D1&partner_id=P1"
    const record = buildFirstTouchRecord({ url, referrer: "https://www.google.com/", now, cookies: {} })
    expect(record).toEqual({
      landing_page: "/pricing",
      landing_page_full: url,
      first_seen_ts: "2026-03-01T10:00:00.000Z",
      referrer: "https://www.google.com/",
      source: "newsletter",
      medium: "email",
      campaign: "spring",
      term: "crm",
      content: "hero",
      gclid: "G1",
      fbclid: "F1",
      msclkid: "M1",
      ttclid: "T1",
      fp_ref: "FP1",
      dub_id: "D1",
      partner_id: "P1",
    })
    expect(Object.keys(record).sort()).toEqual([...firstTouchRecordFields].sort())
  })

  it("classifies source and medium when the URL carries no utm_source, and fills unknown fields with ''", () => {
    const record = buildFirstTouchRecord({
      url: "https://www.rapport.example/",
      referrer: "https://www.linkedin.com/feed/",
      now,
      cookies: {},
    })
    expect(record).toMatchObject({ source: "linkedin", medium: "social", campaign: "", gclid: "", fp_ref: "", dub_id: "" })
  })

  it("takes fp_ref and dub_id from cookies when the query lacks them, the query winning otherwise", () => {
    const fromCookies = buildFirstTouchRecord({
      url: "https://www.rapport.example/",
      referrer: "",
      now,
      cookies: { fp_ref: "cookie-fp", dub_id: "cookie-dub" },
    })
    expect(fromCookies).toMatchObject({ fp_ref: "cookie-fp", dub_id: "cookie-dub" })
    const fromQuery = buildFirstTouchRecord({ url: "https://www.rapport.example/?fp_ref=query-fp", referrer: "", now, cookies: { fp_ref: "cookie-fp" } })
    expect(fromQuery.fp_ref).toBe("query-fp")
  })
})

describe("cookie attributes (SPEC 9.2, DESIGN 1 and 7)", () => {
  test.each([
    ["production https", "https://www.rapport.example/signup", { secure: true, domain: ".rapport.example" }],
    ["bare production domain", "https://rapport.example/", { secure: true, domain: ".rapport.example" }],
    ["staging host picks the staging domain", "https://staging.rapport.example/", { secure: true, domain: ".staging.rapport.example" }],
    ["preview under staging", "https://pr-12.staging.rapport.example/", { secure: true, domain: ".staging.rapport.example" }],
    ["localhost over http: no Secure, no Domain", "http://localhost:8000/", { secure: false, domain: undefined }],
    ["a look-alike host gets no Domain", "https://rapport.example.evil.test/", { secure: true, domain: undefined }],
    ["a host merely ending in the name gets no Domain", "https://notrapport.example/", { secure: true, domain: undefined }],
    ["http under the domain: Domain without Secure", "http://www.rapport.example/", { secure: false, domain: ".rapport.example" }],
  ])("%s", (_description, url, { secure, domain }) => {
    const firstTouch = firstTouchCookieAttributes(url)
    expect(firstTouch).toEqual({ maxAgeSeconds: 730 * 86_400, path: "/", sameSite: "Lax", secure, ...(domain ? { domain } : {}) })
    expect("domain" in firstTouch).toBe(domain !== undefined)
    expect(attributionCookieAttributes(url)).toEqual({ ...firstTouch, maxAgeSeconds: 7_776_000 })
  })
})

describe("readStoredFirstTouch", () => {
  test.each([
    ["absent", undefined, "absent"],
    ["not JSON", "{oops", "invalid"],
    ["empty", "", "invalid"],
    ["JSON null", "null", "invalid"],
    ["JSON array", "[]", "invalid"],
    ["JSON object", '{"referrer":"x"}', "valid"],
  ])("%s → %s", (_description, raw, status) => {
    expect(readStoredFirstTouch(raw).status).toBe(status)
  })

  it("fills the fields a shorter record leaves out with ''", () => {
    const stored = readStoredFirstTouch(JSON.stringify({ referrer: "direct_visit", landing_page: "/signup", source: "x" }))
    expect(stored).toEqual({
      status: "valid",
      record: expect.objectContaining({ referrer: "direct_visit", landing_page: "/signup", source: "x", fp_ref: "", partner_id: "" }),
    })
  })
})

interface FakeStore extends CookieStore {
  readAll: jest.Mock<ReturnType<CookieStore["readAll"]>, []>
  writeAll: jest.Mock<string[], Parameters<CookieStore["writeAll"]>>
  remove: jest.Mock<boolean, Parameters<CookieStore["remove"]>>
}

function fakeStore(overrides: Partial<FakeStore> = {}): FakeStore {
  return {
    readAll: jest.fn(() => ({})),
    writeAll: jest.fn<string[], Parameters<CookieStore["writeAll"]>>(() => []),
    remove: jest.fn<boolean, Parameters<CookieStore["remove"]>>(() => true),
    ...overrides,
  }
}

describe("ensureFirstTouch (SPEC 4.4 step 1, SPEC 8)", () => {
  const url = "https://www.rapport.example/signup?utm_campaign=spring"
  let errorSpy: jest.SpyInstance

  beforeEach(() => {
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => errorSpy.mockRestore())

  it("keeps a valid stored record without writing", () => {
    const stored = { ...buildFirstTouchRecord({ url: "https://www.rapport.example/", referrer: "https://google.com/", now, cookies: {} }) }
    const store = fakeStore()
    const record = ensureFirstTouch({ url, referrer: "", now, cookies: { [site.firstTouchCookie]: JSON.stringify(stored) }, store })
    expect(record).toEqual(stored)
    expect(store.writeAll).not.toHaveBeenCalled()
    expect(store.remove).not.toHaveBeenCalled()
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it("logs invalid JSON, deletes the cookie, rebuilds the record and writes it", () => {
    const store = fakeStore()
    const record = ensureFirstTouch({ url, referrer: "", now, cookies: { [site.firstTouchCookie]: "{not json" }, store })

    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("invalid JSON"))
    expect(store.remove).toHaveBeenCalledWith(site.firstTouchCookie, { path: "/", domain: ".rapport.example" })
    expect(record).toMatchObject({ landing_page: "/signup", referrer: "direct_visit", campaign: "spring", first_seen_ts: now.toISOString() })
    expect(store.writeAll).toHaveBeenCalledTimes(1)
    const [{ name, value, attributes }] = (store.writeAll.mock.calls[0]?.[0] ?? []) as [{ name: string; value: string; attributes: unknown }]
    expect(name).toBe(site.firstTouchCookie)
    expect(JSON.parse(value ?? "null")).toEqual(record)
    expect(attributes).toEqual(firstTouchCookieAttributes(url))
    // The removal comes before the write of the rebuilt record.
    expect(store.remove.mock.invocationCallOrder[0]).toBeLessThan(store.writeAll.mock.invocationCallOrder[0] as number)
  })

  it("builds and writes a record when the cookie is absent", () => {
    const store = fakeStore()
    const record = ensureFirstTouch({ url, referrer: "https://www.google.com/", now, cookies: {}, store })
    expect(record.referrer).toBe("https://www.google.com/")
    expect(store.remove).not.toHaveBeenCalled()
    expect(store.writeAll).toHaveBeenCalledWith([{ name: site.firstTouchCookie, value: JSON.stringify(record), attributes: firstTouchCookieAttributes(url) }])
    expect(errorSpy).not.toHaveBeenCalled()
  })

  it("reads the cookies from the store when none are given", () => {
    const store = fakeStore({ readAll: jest.fn(() => ({ [site.firstTouchCookie]: '{"source":"kept"}' })) })
    expect(ensureFirstTouch({ url, referrer: "", now, store }).source).toBe("kept")
    expect(store.writeAll).not.toHaveBeenCalled()
  })

  test.each([
    ["the write is refused", () => [site.firstTouchCookie]],
    [
      "the write throws",
      () => {
        throw new Error("cookies blocked")
      },
    ],
  ])("logs 'Error writing first touch cookie' when %s, and still returns the record", (_description, write) => {
    const store = fakeStore({ writeAll: jest.fn<string[], Parameters<CookieStore["writeAll"]>>(write) })
    const record = ensureFirstTouch({ url, referrer: "", now, cookies: {}, store })
    expect(firstTouchWriteError).toBe("Error writing first touch cookie")
    expect(errorSpy).toHaveBeenCalledTimes(1)
    expect(errorSpy.mock.calls[0]?.[0]).toBe("Error writing first touch cookie")
    expect(record.landing_page).toBe("/signup")
  })

  it("never throws, even when the store cannot be read", () => {
    const store = fakeStore({
      readAll: jest.fn(() => {
        throw new Error("no cookies here")
      }),
    })
    expect(() => ensureFirstTouch({ url, referrer: "", now, store })).not.toThrow()
    expect(errorSpy).toHaveBeenCalled()
  })
})
