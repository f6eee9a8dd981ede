import { isAttributedDestination, outgoingQueryList, withAttribution } from "../../../src/lib/attribution/outgoing"
import { emptyAttributionState, type AttributionState } from "../../../src/lib/attribution/state"

function stateWith(overrides: Partial<AttributionState>): AttributionState {
  const empty = emptyAttributionState()
  return { ...empty, ...overrides, first: { ...empty.first, ...overrides.first } }
}

const state = stateWith({
  params: { utm_source: "newsletter", utm_medium: "email", keyword: "crm", promo_code: "SPRING", partner_id: "p-9" },
  visitor_token: "id%3A1%26token%3Ax",
  first: { ...emptyAttributionState().first, first_source: "google", first_medium: "organic", first_referrer: "" },
})

describe("outgoingQueryList (SPEC 5, 9.3)", () => {
  it("lists the kept campaign parameters, visitor_token and only the non-empty first_* fields", () => {
    expect(outgoingQueryList(state)).toEqual([
      ["utm_source", "newsletter"],
      ["utm_medium", "email"],
      ["partner_id", "p-9"],
      ["visitor_token", "id%3A1%26token%3Ax"],
      ["first_source", "google"],
      ["first_medium", "organic"],
    ])
  })

  it("is empty for an empty state", () => {
    expect(outgoingQueryList(emptyAttributionState())).toEqual([])
  })

  it("can be handed to URLSearchParams", () => {
    expect(new URLSearchParams(outgoingQueryList(state)).get("visitor_token")).toBe("id%3A1%26token%3Ax")
  })
})

describe("withAttribution", () => {
  const added = "utm_source=newsletter&utm_medium=email&partner_id=p-9&visitor_token=id%253A1%2526token%253Ax&first_source=google&first_medium=organic"

  test.each([
    ["/signup", `/signup?${added}`],
    ["/signup/", `/signup/?${added}`],
    ["/demos", `/demos?${added}`],
    ["/signup#form", `/signup?${added}#form`],
    ["https://www.rapport.example/signup", `https://www.rapport.example/signup?${added}`],
    ["https://staging.rapport.example/demos", `https://staging.rapport.example/demos?${added}`],
    ["https://app.rapport.example/users/sign_in", `https://app.rapport.example/users/sign_in?${added}`],
  ])("adds the attribution to %s", (href, expected) => {
    expect(withAttribution(href, state)).toBe(expected)
  })

  it("lets the link's own query parameters win", () => {
    const result = withAttribution("/demos?companySize=2-5&utm_source=pricing-page", state)
    const query = new URL(result, "https://www.rapport.example").searchParams
    expect(query.get("companySize")).toBe("2-5")
    expect(query.getAll("utm_source")).toEqual(["pricing-page"])
    expect(query.get("utm_medium")).toBe("email")
  })

  test.each([
    "/pricing",
    "/resources/signup-tips",
    "/signupnow",
    "https://other.example/signup",
    "https://app.rapport.example/settings",
    "mailto:sales@rapport.example",
    "#top",
    "",
  ])("leaves %p unchanged", (href) => {
    expect(withAttribution(href, state)).toBe(href)
  })

  it("leaves a sign-up link unchanged when there is nothing to add", () => {
    expect(withAttribution("/signup", emptyAttributionState())).toBe("/signup")
  })

  it("follows a sign-in URL overridden by the CMS", () => {
    expect(isAttributedDestination("https://login.example/sign_in", "https://login.example/sign_in")).toBe(true)
    expect(withAttribution("https://login.example/sign_in", state, "https://login.example/sign_in")).toBe(`https://login.example/sign_in?${added}`)
    expect(withAttribution("https://app.rapport.example/users/sign_in", state, "https://login.example/sign_in")).toBe(
      "https://app.rapport.example/users/sign_in",
    )
  })
})

describe("the application's sign-up URL (the /signup page's trial CTA)", () => {
  test.each([
    ["https://app.rapport.example/users/sign_up", true],
    ["https://app.rapport.example/users/sign_up/", true],
    ["https://app.rapport.example/users/sign_up?plan=business", true],
    ["https://app.rapport.example/users/sign_up_now", false],
    ["https://app.rapport.example/users", false],
    ["https://other.example/users/sign_up", false],
    ["/users/sign_up", false],
  ])("%s attributed: %s", (href, expected) => {
    expect(isAttributedDestination(href)).toBe(expected)
  })

  it("carries the outgoing query list, keeping the link's own parameters", () => {
    const result = new URL(withAttribution("https://app.rapport.example/users/sign_up?utm_source=signup-page", state))
    expect(result.origin + result.pathname).toBe("https://app.rapport.example/users/sign_up")
    expect(result.searchParams.getAll("utm_source")).toEqual(["signup-page"])
    expect(result.searchParams.get("utm_medium")).toBe("email")
    expect(result.searchParams.get("visitor_token")).toBe("id%3A1%26token%3Ax")
    expect(result.searchParams.get("first_source")).toBe("google")
  })

  it("still counts when the CMS overrides the sign-in URL", () => {
    expect(isAttributedDestination("https://app.rapport.example/users/sign_up", "https://login.example/sign_in")).toBe(true)
  })
})

describe("answers remembered per link (every SmartLink asks as it renders)", () => {
  it("gives the same answer again, and a different one for the same link under another sign-in URL", () => {
    const link = "https://login.example/sign_in?next=/inbox"
    expect(isAttributedDestination(link, "https://login.example/sign_in")).toBe(true)
    expect(isAttributedDestination(link, "https://login.example/sign_in")).toBe(true)
    expect(isAttributedDestination(link, "https://other.example/sign_in")).toBe(false)
    expect(isAttributedDestination(link, "https://login.example/sign_in")).toBe(true)
  })

  it("stays right past the size at which it forgets", () => {
    for (let index = 0; index < 2_100; index += 1) expect(isAttributedDestination(`/blog/post-${index}`)).toBe(false)
    expect(isAttributedDestination("/signup?plan=pro")).toBe(true)
    expect(isAttributedDestination("/demos/book")).toBe(true)
  })
})
