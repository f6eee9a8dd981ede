/** @jest-environment jsdom */
import Cookies from "js-cookie"
import { site } from "../../../src/config/site"
import { startAttribution, updateAttribution, withAttribution } from "../../../src/lib/attribution/attribution"
import type { CookieStore, CookieWrite } from "../../../src/lib/attribution/cookies"

function memoryStore(initial: Record<string, string> = {}) {
  const jar: Record<string, string> = { ...initial }
  const store: CookieStore & { jar: Record<string, string>; writeAll: jest.Mock<string[], [readonly CookieWrite[]]> } = {
    jar,
    readAll: () => ({ ...jar }),
    writeAll: jest.fn<string[], [readonly CookieWrite[]]>((writes) => {
      for (const { name, value } of writes) jar[name] = value
      return []
    }),
    remove: jest.fn((name: string) => {
      delete jar[name]
      return true
    }),
  }
  return store
}

const now = new Date("2026-03-01T10:00:00.000Z")

describe("startAttribution / updateAttribution (SPEC 4.4)", () => {
  let errorSpy: jest.SpyInstance
  let warnSpy: jest.SpyInstance
  beforeEach(() => {
    errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    warnSpy = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  })
  afterEach(() => {
    errorSpy.mockRestore()
    warnSpy.mockRestore()
  })

  it("on a first visit writes the first-touch record and the attribution cookies, and returns the state", () => {
    const store = memoryStore()
    const state = startAttribution({
      location: { href: "https://www.rapport.example/signup?utm_source=newsletter&utm_medium=email" },
      document: { referrer: "" },
      entryDefaults: { defaultCampaignUtm: "spring" },
      now,
      store,
    })
    expect(JSON.parse(store.jar[site.firstTouchCookie] ?? "null")).toMatchObject({
      landing_page: "/signup",
      referrer: "direct_visit",
      source: "newsletter",
      medium: "email",
      first_seen_ts: now.toISOString(),
    })
    expect(store.jar).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" })
    expect(state.params).toMatchObject({ utm_source: "newsletter", utm_campaign: "spring" })
    expect(state.first).toMatchObject({ first_referrer: "direct_visit", first_source: "newsletter", first_landing_page: "/signup" })
    expect(withAttribution("/demos", state)).toContain("utm_campaign=spring")
  })

  it("writes the first-touch record and the attribution cookies in one batch, checked by one read-back", () => {
    const store = memoryStore()
    startAttribution({ location: { href: "https://www.rapport.example/pricing?utm_source=newsletter" }, document: { referrer: "" }, now, store })
    expect(store.writeAll).toHaveBeenCalledTimes(1)
    const names = (store.writeAll.mock.calls[0]?.[0] ?? []).map((write) => write.name)
    expect(names[0]).toBe(site.firstTouchCookie)
    expect(names).toEqual(expect.arrayContaining(["utm_source", "utm_first_page", "utm_last_page"]))
  })

  it("logs 'Error writing first touch cookie' when the record does not stick, and warns about the other cookies that did not", () => {
    const store = memoryStore()
    store.writeAll.mockImplementation((writes: readonly CookieWrite[]) => writes.map((write) => write.name))
    const state = startAttribution({ location: { href: "https://www.rapport.example/pricing?utm_source=newsletter" }, document: { referrer: "" }, now, store })
    expect(errorSpy).toHaveBeenCalledWith("Error writing first touch cookie")
    expect(warnSpy).toHaveBeenCalledWith(expect.stringMatching(/^\[attribution\] cookies not written: .*utm_source/))
    expect(warnSpy.mock.calls.flat().join(" ")).not.toContain(site.firstTouchCookie)
    expect(state.params).toMatchObject({ utm_source: "newsletter" })
  })

  it("init keeps existing cookies; update overwrites them, except dub_id", () => {
    const existing = { utm_source: "first-source", dub_id: "dub-from-script" }
    const env = {
      location: { href: "https://www.rapport.example/pricing?utm_source=second-source&dub_id=dub-from-link" },
      document: { referrer: "https://www.google.com/" },
      now,
    }
    const initStore = memoryStore(existing)
    startAttribution({ ...env, store: initStore })
    expect(initStore.jar).toMatchObject({ utm_source: "first-source", dub_id: "dub-from-script" })

    const updateStore = memoryStore(existing)
    updateAttribution({ ...env, store: updateStore })
    expect(updateStore.jar).toMatchObject({ utm_source: "second-source", dub_id: "dub-from-script" })
  })

  it("never throws: a broken location or cookie store gives an empty state and a log", () => {
    const throwingStore = memoryStore()
    throwingStore.readAll = () => {
      throw new Error("blocked")
    }
    expect(startAttribution({ location: { href: "not a url" }, document: { referrer: "" }, store: memoryStore() }).params).toEqual({})
    expect(() => updateAttribution({ location: { href: "https://www.rapport.example/" }, document: { referrer: "" }, store: throwingStore })).not.toThrow()
    const hostileDocument = {
      get referrer(): string {
        throw new Error("denied")
      },
    }
    expect(
      startAttribution({ location: { href: "https://www.rapport.example/?utm_source=a" }, document: hostileDocument, store: memoryStore() }).params,
    ).toEqual({
      utm_source: "a",
    })
    expect(errorSpy).toHaveBeenCalled()
  })

  it("works against the real browser cookies on localhost, rebuilding an invalid first-touch cookie", () => {
    document.cookie = `${site.firstTouchCookie}=not-json; path=/`
    startAttribution({ location: { href: "http://localhost/demos?utm_campaign=launch" }, document })
    const record = JSON.parse(Cookies.get(site.firstTouchCookie) ?? "null")
    expect(record).toMatchObject({ landing_page: "/demos", referrer: "direct_visit", campaign: "launch" })
    expect(Cookies.get("utm_campaign")).toBe("launch")
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining("invalid JSON"))
    expect(errorSpy).not.toHaveBeenCalledWith("Error writing first touch cookie")
  })
})
