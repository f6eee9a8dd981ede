import { isRecognisedUser, userStatusFromCookie, userStatuses } from "../../../src/lib/personalization/recognition"
import { noPersonalization, recognisedUserNavCta, selectPersonalization, type GlobalUserPersonalization } from "../../../src/lib/personalization/selection"

describe("isRecognisedUser (SPEC 4.2, 6)", () => {
  test.each([
    ["true", true],
    ["1", true],
    [" true ", true],
    ["false", false],
    ["0", false],
    ["TRUE", false],
    ["yes", false],
    ["", false],
    [undefined, false],
    [null, false],
  ])("%p → %p", (value, expected) => {
    expect(isRecognisedUser(value)).toBe(expected)
    expect(userStatusFromCookie(value)).toBe(expected ? userStatuses.recognised : userStatuses.anonymous)
  })
})

const global: GlobalUserPersonalization = {
  applyPersonalizations: true,
  heroPersonalisation: [
    { userStatus: [{ slug: "anonymous" }], copy: "The CRM that lives in Google Workspace" },
    { userStatus: [{ slug: "loggedIn" }], copy: "Welcome back to Rapport" },
    { userStatus: [{ slug: "loggedIn" }], copy: "A second logged-in hero is ignored" },
  ],
  navPersonalizationCta: [null, { userStatus: [{ slug: "LoggedIn" }], ctaText: "Go to Rapport", ctaUrl: "https://app.rapport.example/users/sign_in" }],
  pricingPersonalizationCtas: [
    { userStatus: [{ slug: "loggedIn" }], planType: "starter", ctaText: "Upgrade", ctaUrl: "/upgrade/starter" },
    { userStatus: [{ slug: "loggedIn" }], ctaText: "Talk to us", ctaUrl: "/demos" },
    { userStatus: [{ slug: "anonymous" }], planType: "starter", ctaText: "Try free", ctaUrl: "/signup" },
  ],
  variableElements: [
    { userStatus: [{ slug: "loggedIn" }], element: "footerCta", copy: "Open your pipeline" },
    { userStatus: [{ slug: "loggedIn" }], element: "bannerText", copy: "New: reports" },
    { userStatus: [{ slug: "anonymous" }], element: "footerCta", copy: "Start your free trial" },
  ],
}

describe("selectPersonalization (SPEC 3.8, 6)", () => {
  it("selects the recognised user's hero copy, nav CTA, pricing CTAs and variable elements", () => {
    expect(selectPersonalization(global, userStatuses.recognised)).toEqual({
      heroCopy: "Welcome back to Rapport",
      navCta: { text: "Go to Rapport", url: "https://app.rapport.example/users/sign_in" },
      pricingCtas: [
        { planType: "starter", text: "Upgrade", url: "/upgrade/starter" },
        { planType: null, text: "Talk to us", url: "/demos" },
      ],
      variableElements: { footerCta: "Open your pipeline", bannerText: "New: reports" },
    })
  })

  it("selects the anonymous items for an anonymous visitor", () => {
    expect(selectPersonalization(global, userStatuses.anonymous)).toEqual({
      heroCopy: "The CRM that lives in Google Workspace",
      navCta: null,
      pricingCtas: [{ planType: "starter", text: "Try free", url: "/signup" }],
      variableElements: { footerCta: "Start your free trial" },
    })
  })

  test.each([
    ["applyPersonalizations false", { ...global, applyPersonalizations: false }],
    ["applyPersonalizations missing", { ...global, applyPersonalizations: null }],
    ["no global", null],
  ])("%s: nothing is personalised", (_description, input) => {
    expect(selectPersonalization(input, userStatuses.recognised)).toEqual(noPersonalization())
  })

  it("tolerates empty and missing lists", () => {
    expect(selectPersonalization({ applyPersonalizations: true, heroPersonalisation: null }, userStatuses.recognised)).toEqual(noPersonalization())
  })

  it("offers recognised users 'Go to Rapport' to the sign-in URL (SPEC 6)", () => {
    expect(recognisedUserNavCta()).toEqual({ text: "Go to Rapport", url: "https://app.rapport.example/users/sign_in" })
    expect(recognisedUserNavCta("https://login.example/")).toEqual({ text: "Go to Rapport", url: "https://login.example/" })
  })
})
