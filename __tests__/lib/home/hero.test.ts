import { HERO_PRIMARY_CTA_ELEMENT, heroPrimaryCta, heroSupportingCopy } from "../../../src/lib/home/hero"

describe("heroPrimaryCta", () => {
  const signInUrl = "https://app.rapport.example/users/sign_in"

  it("offers an anonymous visitor 'Try Rapport free' to the sign-up URL", () => {
    expect(heroPrimaryCta({ variableElements: {}, isRecognised: false, signupUrl: "/signup", signInUrl })).toEqual({
      label: "Try Rapport free",
      href: "/signup",
    })
  })

  it("follows the sign-up URL the settings give", () => {
    expect(heroPrimaryCta({ variableElements: {}, isRecognised: false, signupUrl: "/start-trial" }).href).toBe("/start-trial")
  })

  it("sends a recognised visitor to the application with the CMS's heroPrimaryCta label", () => {
    expect(heroPrimaryCta({ variableElements: { [HERO_PRIMARY_CTA_ELEMENT]: "Go to Rapport" }, isRecognised: true, signupUrl: "/signup", signInUrl })).toEqual({
      label: "Go to Rapport",
      href: signInUrl,
    })
  })

  it("still says 'Go to Rapport' to a recognised visitor when the CMS has no label (SPEC 6)", () => {
    expect(heroPrimaryCta({ variableElements: {}, isRecognised: true, signupUrl: "/signup", signInUrl })).toEqual({ label: "Go to Rapport", href: signInUrl })
  })

  it("lets the CMS relabel the anonymous button without changing where it goes", () => {
    expect(heroPrimaryCta({ variableElements: { heroPrimaryCta: "Start your 14-day trial" }, isRecognised: false, signupUrl: "/signup" })).toEqual({
      label: "Start your 14-day trial",
      href: "/signup",
    })
  })

  it("ignores a blank CMS label and other elements", () => {
    expect(
      heroPrimaryCta({ variableElements: { heroPrimaryCta: "  ", ctaBannerHeading: "Pick up where you left off" }, isRecognised: false, signupUrl: "/signup" })
        .label,
    ).toBe("Try Rapport free")
  })
})

describe("heroSupportingCopy", () => {
  it("uses the personalised copy when there is one", () => {
    expect(heroSupportingCopy("Welcome back! Your pipeline is waiting for you in Rapport.", "Default")).toBe(
      "Welcome back! Your pipeline is waiting for you in Rapport.",
    )
  })

  it.each([null, "", "   "])("keeps the page's own copy for %p", (copy) => {
    expect(heroSupportingCopy(copy, "Default")).toBe("Default")
  })
})
