import { classifySource, type ClassifySourceInput } from "../../../src/lib/attribution/classification"
import { buildFirstTouchRecord, firstTouchReferrer } from "../../../src/lib/attribution/first-touch"

type Row = [
  description: string,
  input: { query?: string; referrer?: string; landingPath?: string; firstTouch?: ClassifySourceInput["firstTouch"] },
  expected: { source: string; medium: string },
]

const classify = ({ query = "", referrer = "", landingPath = "/", firstTouch }: Row[1]) =>
  classifySource({ query: new URLSearchParams(query), referrer, landingPath, firstTouch })

describe("classifySource (SPEC 5)", () => {
  test.each<Row>([
    // Row 1: paid search, before any referrer rule.
    ["gclid present", { query: "gclid=abc123" }, { source: "google", medium: "cpc" }],
    ["gclid wins over a social referrer", { query: "gclid=abc", referrer: "https://www.facebook.com/" }, { source: "google", medium: "cpc" }],
    ["utm_source=google & utm_medium=cpc", { query: "utm_source=google&utm_medium=cpc" }, { source: "google", medium: "cpc" }],
    ["utm google/cpc is case-insensitive", { query: "utm_source=Google&utm_medium=CPC", referrer: "https://bing.com/" }, { source: "google", medium: "cpc" }],
    ["utm_source=google_adwords", { query: "utm_source=google_adwords&utm_medium=ppc" }, { source: "google", medium: "cpc" }],
    // Row 2: search provider referrer.
    ["google.com referrer", { referrer: "https://www.google.com/" }, { source: "google", medium: "organic" }],
    ["country google referrer", { referrer: "https://www.google.co.uk/search?q=crm" }, { source: "google", medium: "organic" }],
    [
      "utm google without cpc is organic by referrer",
      { query: "utm_source=google&utm_medium=email", referrer: "https://google.com/" },
      { source: "google", medium: "organic" },
    ],
    // Row 3: social networks, the network as source.
    ["facebook referrer", { referrer: "https://l.facebook.com/l.php?u=x" }, { source: "facebook", medium: "social" }],
    ["linkedin referrer", { referrer: "https://www.linkedin.com/feed/" }, { source: "linkedin", medium: "social" }],
    ["linkedin short link", { referrer: "https://lnkd.in/abc" }, { source: "linkedin", medium: "social" }],
    ["twitter referrer", { referrer: "https://twitter.com/rapport" }, { source: "twitter", medium: "social" }],
    ["x.com referrer", { referrer: "https://x.com/rapport/status/1" }, { source: "twitter", medium: "social" }],
    ["t.co referrer", { referrer: "https://t.co/xyz" }, { source: "twitter", medium: "social" }],
    ["youtube referrer", { referrer: "https://m.youtube.com/watch?v=1" }, { source: "youtube", medium: "social" }],
    // Row 4: any other host is a referral with its domain, without www.
    ["other referrer host", { referrer: "https://www.capterra.com/p/123/rapport/" }, { source: "capterra.com", medium: "referral" }],
    ["a host ending in x.com is not x.com", { referrer: "https://fox.com/news" }, { source: "fox.com", medium: "referral" }],
    [
      "other referrer on /signup still wins over the landing rule",
      { referrer: "https://g2.com/", landingPath: "/signup" },
      { source: "g2.com", medium: "referral" },
    ],
    // Row 5: /signup or /demos without referrer.
    [
      "/signup, no referrer, first-touch source known",
      { landingPath: "/signup", firstTouch: { source: "newsletter", medium: "email" } },
      { source: "newsletter", medium: "email" },
    ],
    [
      "/demos, no referrer, first-touch source without medium",
      { landingPath: "/demos", firstTouch: { source: "partner", medium: "" } },
      { source: "partner", medium: "referral" },
    ],
    ["/signup, no referrer, no first touch", { landingPath: "/signup" }, { source: "unknown_domain_blocked", medium: "referral" }],
    [
      "/demos/thanks, no referrer, empty first-touch source",
      { landingPath: "/demos/thanks", firstTouch: { source: "", medium: "" } },
      { source: "unknown_domain_blocked", medium: "referral" },
    ],
    // Row 6: otherwise.
    ["home page, no referrer", { landingPath: "/" }, { source: "google", medium: "organic" }],
    ["non-search utm without referrer", { query: "utm_source=newsletter&utm_medium=email", landingPath: "/pricing" }, { source: "google", medium: "organic" }],
    ["unparseable referrer counts as none", { referrer: "not a url", landingPath: "/pricing" }, { source: "google", medium: "organic" }],
  ])("%s", (_description, input, expected) => {
    expect(classify(input)).toEqual(expected)
  })
})

describe("the two descriptions of a /signup or /demos landing without referrer (SPEC 5)", () => {
  test.each(["/signup", "/demos"])("%s: first-touch referrer 'direct_visit', classification referral / unknown_domain_blocked", (path) => {
    const query = new URLSearchParams()
    expect(firstTouchReferrer({ referrer: "", query, landingPath: path })).toBe("direct_visit")
    expect(classifySource({ query, referrer: "", landingPath: path, firstTouch: null })).toEqual({
      source: "unknown_domain_blocked",
      medium: "referral",
    })

    // Both are kept, side by side, in the record written for such a first visit.
    const record = buildFirstTouchRecord({
      url: `https://www.rapport.example${path}`,
      referrer: "",
      now: new Date("2026-03-01T10:00:00Z"),
      cookies: {},
    })
    expect(record).toMatchObject({ referrer: "direct_visit", source: "unknown_domain_blocked", medium: "referral" })
  })
})
