import {
  assignExperiments,
  chooseArm,
  experimentsCookieLine,
  MAX_KEPT_ASSIGNMENTS,
  parseAssignments,
  serializeAssignments,
} from "../../../src/lib/experiments/assignment"
import { EXPERIMENTS_COOKIE, EXPERIMENTS_COOKIE_MAX_AGE_SECONDS, experimentsHeadSettings } from "../../../src/lib/experiments/settings"
import { CONTROL_ARM, type Experiment } from "../../../src/lib/experiments/model"
import { parentCookieDomain } from "../../../src/lib/cookies/domain"
import { cookieDomainForHost } from "../../../src/lib/attribution/cookie-attributes"

const headline: Experiment = {
  id: "home-hero-headline",
  pageUri: "",
  element: "homeHeroHeading",
  arms: [
    { name: CONTROL_ARM, copy: null, weight: 50 },
    { name: "inside-gmail", copy: "Every client relationship, right inside Gmail", weight: 30 },
    { name: "less-admin", copy: "Less time on admin, more time with your clients", weight: 20 },
  ],
}
const pricingCta: Experiment = {
  id: "pricing-cta",
  pageUri: "pricing",
  element: "pricingCta",
  arms: [
    { name: CONTROL_ARM, copy: null, weight: 0 },
    { name: "b", copy: "Start free", weight: 100 },
  ],
}

/** A random() that returns the given numbers in turn and fails the test if asked for more. */
function draws(...values: number[]): () => number {
  return () => {
    const next = values.shift()
    if (next === undefined) throw new Error("drew more numbers than expected")
    return next
  }
}

describe("the cookie", () => {
  test("is named after the site", () => expect(EXPERIMENTS_COOKIE).toBe("rapport_experiments"))

  test.each<[string, string | null | undefined, Record<string, string>]>([
    ["absent", undefined, {}],
    ["null", null, {}],
    ["empty", "", {}],
    ["one pair", "home-hero-headline:inside-gmail", { "home-hero-headline": "inside-gmail" }],
    ["two pairs", "a:control~b:x_1", { a: "control", b: "x_1" }],
    ["a pair without a colon among good ones", "a:control~garbage~b:x", { a: "control", b: "x" }],
    ["a name that is not a token", 'a:control~b:"><script>~c:ok', { a: "control", c: "ok" }],
    ["an empty variant", "a:~b:x", { b: "x" }],
    ["the same experiment twice: the first wins", "a:one~a:two", { a: "one" }],
    ["percent-encoded junk", "%E0%A4%A~a:b", { a: "b" }],
    ["oversized", `a:b~${"x".repeat(5000)}`, {}],
    ["a JSON value from another era", '{"a":"b"}', {}],
  ])("%s", (_, value, expected) => expect(Object.fromEntries(parseAssignments(value))).toEqual(expected))

  test("round-trips, and keeps at most MAX_KEPT_ASSIGNMENTS, the first ones", () => {
    const many = new Map(Array.from({ length: MAX_KEPT_ASSIGNMENTS + 5 }, (_, index) => [`e${index}`, "control"]))
    const value = serializeAssignments(many)
    const parsed = parseAssignments(value)
    expect(parsed.size).toBe(MAX_KEPT_ASSIGNMENTS)
    expect([...parsed.keys()][0]).toBe("e0")
    expect(
      serializeAssignments(
        new Map([
          ["a", "b"],
          ["c", "control"],
        ]),
      ),
    ).toBe("a:b~c:control")
  })

  test.each<[string, { protocol: string; hostname: string }, string]>([
    [
      "localhost: no Domain, no Secure",
      { protocol: "http:", hostname: "127.0.0.1" },
      `rapport_experiments=a:b; Max-Age=${EXPERIMENTS_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    ],
    [
      "production over https",
      { protocol: "https:", hostname: "www.rapport.example" },
      `rapport_experiments=a:b; Max-Age=${EXPERIMENTS_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure; Domain=.rapport.example`,
    ],
    [
      "staging",
      { protocol: "https:", hostname: "staging.rapport.example" },
      `rapport_experiments=a:b; Max-Age=${EXPERIMENTS_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure; Domain=.staging.rapport.example`,
    ],
  ])("written with the site's cookie attributes: %s", (_, page, line) => expect(experimentsCookieLine("a:b", page, experimentsHeadSettings.cookie)).toBe(line))

  test("lives 90 days", () => expect(EXPERIMENTS_COOKIE_MAX_AGE_SECONDS).toBe(7_776_000))
})

describe("chooseArm: each arm a slice as wide as its weight", () => {
  test.each([
    [0, CONTROL_ARM],
    [0.4999, CONTROL_ARM],
    [0.5, "inside-gmail"],
    [0.7999, "inside-gmail"],
    [0.8, "less-admin"],
    [0.99999, "less-admin"],
    [1, "less-admin"],
    [-1, CONTROL_ARM],
    [Number.NaN, CONTROL_ARM],
  ])("random %d → %s", (random, arm) => expect(chooseArm(headline, random)).toBe(arm))

  test("an arm of weight 0 is never chosen; all weights 0 → the control", () => {
    expect(chooseArm(pricingCta, 0)).toBe("b")
    expect(chooseArm({ ...headline, arms: headline.arms.map((arm) => ({ ...arm, weight: 0 })) }, 0.5)).toBe(CONTROL_ARM)
  })

  test("over many visitors the shares follow the weights", () => {
    const counts = new Map<string, number>()
    for (let index = 0; index < 1000; index += 1) {
      const arm = chooseArm(headline, (index + 0.5) / 1000)
      counts.set(arm, (counts.get(arm) ?? 0) + 1)
    }
    expect(Object.fromEntries(counts)).toEqual({ [CONTROL_ARM]: 500, "inside-gmail": 300, "less-admin": 200 })
  })
})

describe("assignExperiments", () => {
  test("a new visitor gets a variant drawn once, and the cookie must be written", () => {
    const result = assignExperiments([headline, pricingCta], "/", new Map(), draws(0.6))
    expect(result.page).toEqual([{ experimentId: "home-hero-headline", element: "homeHeroHeading", variant: "inside-gmail" }])
    expect(Object.fromEntries(result.assignments)).toEqual({ "home-hero-headline": "inside-gmail" })
    expect(result.changed).toBe(true)
  })

  test("sticky: a kept variant stands, nothing is drawn and nothing written", () => {
    const kept = parseAssignments("home-hero-headline:less-admin")
    const result = assignExperiments([headline], "/", kept, draws())
    expect(result.page.map((assignment) => assignment.variant)).toEqual(["less-admin"])
    expect(result.changed).toBe(false)
  })

  test("sticky across visits: the second visit shows what the first drew", () => {
    const first = assignExperiments([headline], "/", new Map(), draws(0.9))
    const second = assignExperiments([headline], "/", parseAssignments(serializeAssignments(first.assignments)), draws())
    expect(second.page).toEqual(first.page)
  })

  test.each<[string, string]>([
    ["a variant that was stopped (inactive: no longer an arm)", "home-hero-headline:retired"],
    ["a variant whose weight is now 0", "home-hero-headline:less-admin"],
    ["a corrupt cookie", "home-hero-headline=less-admin;;"],
  ])("%s is drawn again, once", (_, cookie) => {
    const experiment = { ...headline, arms: headline.arms.map((arm) => (arm.name === "less-admin" ? { ...arm, weight: 0 } : arm)) }
    const result = assignExperiments([experiment], "/", parseAssignments(cookie), draws(0.1))
    expect(result.page.map((assignment) => assignment.variant)).toEqual([CONTROL_ARM])
    expect(result.changed).toBe(true)
  })

  test("another page's experiment is neither assigned nor reported, and the visitor's other assignments are kept after this page's", () => {
    const kept = parseAssignments("pricing-cta:b~old-test:control")
    const result = assignExperiments([headline, pricingCta], "/", kept, draws(0.2))
    expect(result.page.map((assignment) => assignment.experimentId)).toEqual(["home-hero-headline"])
    expect([...result.assignments]).toEqual([
      ["home-hero-headline", CONTROL_ARM],
      ["pricing-cta", "b"],
      ["old-test", "control"],
    ])
  })

  test("a page without experiments: nothing reported, nothing written", () => {
    const result = assignExperiments([headline], "/pricing-old/", parseAssignments("home-hero-headline:control"), draws())
    expect(result).toEqual({ page: [], assignments: new Map([["home-hero-headline", CONTROL_ARM]]), changed: false })
  })
})

describe("the experiments cookie's domain", () => {
  test.each([
    "www.rapport.example",
    "rapport.example",
    "RAPPORT.EXAMPLE.",
    "staging.rapport.example",
    "pr-12.staging.rapport.example",
    "127.0.0.1",
    "localhost",
    "rapport.example.evil.test",
    "notrapport.example",
  ])("%s: the same parent domain as the attribution cookies get", (host) =>
    expect(parentCookieDomain(host, experimentsHeadSettings.cookie.domains)).toBe(cookieDomainForHost(host)),
  )
})
