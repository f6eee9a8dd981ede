import { experimentsCookieLine } from "../../../src/lib/experiments/assignment"
import { experimentsHeadSettings } from "../../../src/lib/experiments/settings"
import { attributionCookieRows, cookieDeclaration, formatLifetime } from "../../../src/lib/cookies/cookie-declaration"
import { trackedParams } from "../../../src/lib/attribution/params"
import { attributionCookieValues, type AttributionState } from "../../../src/lib/attribution/state"
import { firstTouchCookieAttributes, attributionCookieAttributes } from "../../../src/lib/attribution/cookie-attributes"
import { site } from "../../../src/config/site"

describe("formatLifetime", () => {
  test.each([
    [7_776_000, "90 days"],
    [730 * 86_400, "2 years (730 days)"],
    [365 * 86_400, "1 year (365 days)"],
    [86_400, "1 day"],
    [400 * 86_400, "400 days"],
  ])("%d s → %s", (seconds, text) => {
    expect(formatLifetime(seconds)).toBe(text)
  })
  test("refuses what is not a lifetime", () => {
    expect(() => formatLifetime(0)).toThrow(RangeError)
    expect(() => formatLifetime(Number.NaN)).toThrow(RangeError)
  })
})

describe("the cookies policy's declaration", () => {
  const declaration = cookieDeclaration()
  const setBySite = declaration.find((group) => group.id === "set-by-site")!
  const lifetimeOf = (name: string) => setBySite.items.find((item) => item.names.includes(name))?.lifetime

  test("every tracked parameter, each a cookie the attribution code writes, is declared exactly once", () => {
    const declared = attributionCookieRows.flatMap((row) => row.names)
    expect([...declared].sort()).toEqual([...trackedParams].sort())
    expect(new Set(declared).size).toBe(declared.length)
  })

  test("every cookie the attribution state writes is declared, with the lifetime the code gives it", () => {
    const state = {
      params: Object.fromEntries(trackedParams.map((param) => [param, "x"])),
      utm_first_page: "/a",
      utm_last_page: "/b",
    } as unknown as AttributionState
    const written = Object.keys(attributionCookieValues(state))
    const ninetyDays = formatLifetime(attributionCookieAttributes("https://www.rapport.example/").maxAgeSeconds)
    expect(ninetyDays).toBe("90 days")
    for (const name of written) expect([name, lifetimeOf(name)]).toEqual([name, ninetyDays])
  })

  test("the first-touch cookie is declared with its 730 days", () => {
    expect(lifetimeOf(site.firstTouchCookie)).toBe(formatLifetime(firstTouchCookieAttributes("https://www.rapport.example/").maxAgeSeconds))
    expect(lifetimeOf("rapport_ft")).toBe("2 years (730 days)")
  })

  test("the experiments cookie is declared with the lifetime the head script writes", () => {
    const written = experimentsCookieLine("a:b", { protocol: "https:", hostname: "www.rapport.example" }, experimentsHeadSettings.cookie)
    expect(written).toMatch(/^rapport_experiments=a:b; Max-Age=7776000;/)
    expect(lifetimeOf("rapport_experiments")).toBe("90 days")
  })

  test("the logged-in cookie is declared as read, not set, by the site", () => {
    const read = declaration.find((group) => group.id === "read-by-site")!
    expect(read.items.flatMap((item) => item.names)).toContain("logged_in_rapport_user")
    expect(setBySite.items.flatMap((item) => item.names)).not.toContain("logged_in_rapport_user")
  })

  test("browser storage keys are declared with the storage they live in", () => {
    const storage = declaration.find((group) => group.id === "browser-storage")!
    expect(storage.items.map((item) => [item.names[0], item.storage])).toEqual([
      ["rapport_exit_intent_seen", "sessionStorage"],
      ["rapport_demo_form_submitted", "sessionStorage"],
      ["rapport_attribution_held", "sessionStorage"],
    ])
  })

  test("every row says what it is, what it is for and how long it is kept; no two rows share a label", () => {
    const items = declaration.flatMap((group) => group.items)
    expect(new Set(items.map((item) => item.label)).size).toBe(items.length)
    for (const item of items) {
      expect(item.label).not.toBe("")
      expect(item.names.length).toBeGreaterThan(0)
      expect(item.purpose.length).toBeGreaterThan(20)
      expect(item.lifetime).not.toBe("")
    }
  })
})
