import { buildFirstTouchRecord } from "../../../src/lib/attribution/first-touch"
import { entryDefaultFieldByParam, trackedParams, type EntryAttributionDefaults } from "../../../src/lib/attribution/params"
import {
  attributionCookieValues,
  buildAttributionState,
  planAttributionCookieWrites,
  planCookieWrites,
  type BuildAttributionStateInput,
} from "../../../src/lib/attribution/state"

const pageUrl = "https://www.rapport.example/pricing"

function stateFor(overrides: Partial<BuildAttributionStateInput> & { queryString?: string } = {}) {
  const { queryString = "", ...rest } = overrides
  return buildAttributionState({
    query: new URLSearchParams(queryString),
    entryDefaults: null,
    referrer: "",
    cookies: {},
    firstTouch: null,
    url: `${pageUrl}${queryString ? `?${queryString}` : ""}`,
    ...rest,
  })
}

describe("buildAttributionState: tracked parameters (SPEC 9.3)", () => {
  it("collects every tracked parameter from the query", () => {
    const query = new URLSearchParams(trackedParams.map((param) => [param, `v-${param}`]))
    const state = stateFor({ query })
    expect(state.params).toEqual(Object.fromEntries(trackedParams.map((param) => [param, `v-${param}`])))
  })

  it("ignores parameters that are not tracked and empty values", () => {
    const state = stateFor({ queryString: "utm_source=&foo=bar&keyword=crm" })
    expect(state.params).toEqual({ keyword: "crm" })
  })

  it("falls back to the parameter's cookie when neither the query nor the entry has it", () => {
    const state = stateFor({ cookies: { utm_campaign: "from-cookie", fp_ref: "fp-cookie" } })
    expect(state.params).toMatchObject({ utm_campaign: "from-cookie", fp_ref: "fp-cookie" })
  })
})

describe("buildAttributionState: entry defaults table (SPEC 9.3)", () => {
  test.each(Object.entries(entryDefaultFieldByParam))("%s ← %s when the query lacks it", (param, field) => {
    const entryDefaults: EntryAttributionDefaults = { [field]: `default-${param}` }
    expect(stateFor({ entryDefaults }).params[param as keyof typeof entryDefaultFieldByParam]).toBe(`default-${param}`)
    // A query value wins over the default, and the default wins over a cookie.
    expect(stateFor({ entryDefaults, queryString: `${param}=from-query` }).params[param as keyof typeof entryDefaultFieldByParam]).toBe("from-query")
    expect(stateFor({ entryDefaults, cookies: { [param]: "from-cookie" } }).params[param as keyof typeof entryDefaultFieldByParam]).toBe(`default-${param}`)
  })

  it("gives no default to parameters outside the table, and ignores empty defaults", () => {
    const state = stateFor({ entryDefaults: { defaultSourceUtm: "  ", defaultMediumUtm: null } })
    expect(state.params).toEqual({})
  })
})

describe("buildAttributionState: pages, visitor token, first_* and classification", () => {
  it("keeps utm_first_page from its cookie and sets utm_last_page to the current page without fragment", () => {
    const state = stateFor({ url: `${pageUrl}?a=1#plans`, cookies: { utm_first_page: "https://www.rapport.example/" } })
    expect(state.utm_first_page).toBe("https://www.rapport.example/")
    expect(state.utm_last_page).toBe(`${pageUrl}?a=1`)
    expect(stateFor({ url: pageUrl }).utm_first_page).toBe(pageUrl)
  })

  test.each([
    ["from the query", { queryString: "_mkto_trk=id%3A123-ABC-456%26token%3A_mch-x" }, "id%3A123-ABC-456%26token%3A_mch-x"],
    ["from the cookie", { cookies: { _mkto_trk: "id:123-ABC-456&token:_mch-x" } }, "id%3A123-ABC-456%26token%3A_mch-x"],
    ["absent", {}, ""],
  ])("visitor_token is the encoded _mkto_trk value %s", (_description, overrides, expected) => {
    expect(stateFor(overrides).visitor_token).toBe(expected)
  })

  it("copies the first_* fields from the first-touch record", () => {
    const firstTouch = buildFirstTouchRecord({
      url: "https://www.rapport.example/features?utm_campaign=c&utm_term=t&utm_content=k&gclid=g&fbclid=f&msclkid=m&ttclid=tt",
      referrer: "https://www.google.com/search",
      now: new Date("2026-01-02T03:04:05.000Z"),
      cookies: {},
    })
    expect(stateFor({ firstTouch }).first).toEqual({
      first_referrer: "https://www.google.com/search",
      first_referrer_domain: "google.com",
      first_landing_page: "/features",
      first_source: "google",
      first_medium: "cpc",
      first_campaign: "c",
      first_term: "t",
      first_content: "k",
      first_seen_ts: "2026-01-02T03:04:05.000Z",
      first_gclid: "g",
      first_fbclid: "f",
      first_msclkid: "m",
      first_ttclid: "tt",
    })
  })

  it("gives marker referrers such as 'direct_visit' no referrer domain", () => {
    const firstTouch = buildFirstTouchRecord({ url: "https://www.rapport.example/signup", referrer: "", now: new Date(), cookies: {} })
    expect(stateFor({ firstTouch }).first).toMatchObject({ first_referrer: "direct_visit", first_referrer_domain: "" })
  })

  it("classifies the visit, using the first-touch source on a /signup landing without referrer", () => {
    const firstTouch = { ...buildFirstTouchRecord({ url: "https://www.rapport.example/", referrer: "https://x.com/", now: new Date(), cookies: {} }) }
    expect(stateFor({ url: "https://www.rapport.example/signup", firstTouch })).toMatchObject({ source: "twitter", medium: "social" })
    expect(stateFor({ referrer: "https://www.capterra.com/" })).toMatchObject({ source: "capterra.com", medium: "referral" })
  })
})

describe("planAttributionCookieWrites (SPEC 4.4 step 2, 9.2)", () => {
  const state = stateFor({ queryString: "utm_source=newsletter&utm_medium=email" })

  it("writes 90-day cookies on path '/' with the parent domain", () => {
    const writes = planAttributionCookieWrites(state, {}, "init", "https://www.rapport.example/pricing")
    expect(writes.map((write) => write.name).sort()).toEqual(["utm_first_page", "utm_last_page", "utm_medium", "utm_source"])
    for (const write of writes) {
      expect(write.attributes).toEqual({ maxAgeSeconds: 7_776_000, path: "/", sameSite: "Lax", secure: true, domain: ".rapport.example" })
    }
    expect(writes.find((write) => write.name === "utm_source")?.value).toBe("newsletter")
  })

  it("sets no Domain on localhost", () => {
    const [write] = planAttributionCookieWrites(state, {}, "init", "http://localhost:8000/pricing")
    expect(write?.attributes).toEqual({ maxAgeSeconds: 7_776_000, path: "/", sameSite: "Lax", secure: false })
  })

  test.each([
    ["init", "keeps", undefined],
    ["update", "overwrites", "newsletter"],
  ] as const)("%s %s an existing cookie with another value", (mode, _verb, expected) => {
    const writes = planAttributionCookieWrites(state, { utm_source: "old-source" }, mode, pageUrl)
    expect(writes.find((write) => write.name === "utm_source")?.value).toBe(expected)
    // Cookies that do not exist yet are written in both modes.
    expect(writes.find((write) => write.name === "utm_medium")?.value).toBe("email")
  })

  test.each(["init", "update"] as const)("%s: a cookie already holding the value is not rewritten", (mode) => {
    const writes = planAttributionCookieWrites(state, { utm_source: "newsletter" }, mode, pageUrl)
    expect(writes.map((write) => write.name)).not.toContain("utm_source")
  })

  test.each(["init", "update"] as const)("%s: dub_id and dub_partner_data are never overwritten", (mode) => {
    const values = { dub_id: "new-dub", dub_partner_data: '{"partner":"new"}', utm_term: "crm" }
    const existing = { dub_id: "old-dub", dub_partner_data: '{"partner":"old"}', utm_term: "old-term" }
    const attributes = { maxAgeSeconds: 1, path: "/" as const, sameSite: "Lax" as const, secure: true }
    const names = planCookieWrites(values, existing, mode, attributes).map((write) => write.name)
    expect(names).not.toContain("dub_id")
    expect(names).not.toContain("dub_partner_data")
    expect(names.includes("utm_term")).toBe(mode === "update")
    // Absent, they are written like any other cookie.
    expect(planCookieWrites(values, {}, mode, attributes).map((write) => write.name)).toEqual(["dub_id", "dub_partner_data", "utm_term"])
  })

  it("dub_id from the query never replaces the dub_id cookie on update", () => {
    const dubState = stateFor({ queryString: "dub_id=from-link" })
    expect(dubState.params.dub_id).toBe("from-link")
    const writes = planAttributionCookieWrites(dubState, { dub_id: "from-dub-script" }, "update", pageUrl)
    expect(writes.map((write) => write.name)).not.toContain("dub_id")
  })

  it("keeps every tracked parameter with a value and the two page cookies", () => {
    const values = attributionCookieValues(stateFor({ queryString: "keyword=crm&promo_code=SPRING" }))
    expect(values).toEqual({
      keyword: "crm",
      promo_code: "SPRING",
      utm_first_page: `${pageUrl}?keyword=crm&promo_code=SPRING`,
      utm_last_page: `${pageUrl}?keyword=crm&promo_code=SPRING`,
    })
  })
})
