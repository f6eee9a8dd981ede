import { defaultSiteSettings, resolveSiteLink, siteSettingsFrom } from "../../../src/lib/site-settings/settings"
import { site } from "../../../src/config/site"

describe("siteSettingsFrom", () => {
  test("empty or missing globals give the embedded defaults", () => {
    expect(siteSettingsFrom(null)).toEqual(defaultSiteSettings)
    expect(
      siteSettingsFrom({
        settings: { generalSignupUrl: "  ", productSignInUrl: "", mainFormReference: null },
        marketoConfigurations: { replaceMarketoForms: null },
      }),
    ).toEqual(defaultSiteSettings)
    expect(defaultSiteSettings).toEqual({ signupUrl: "/signup", signInUrl: site.signInUrl, mainFormId: "1050", replaceMarketoForms: false })
  })

  test("each setting the editors fill replaces its default", () => {
    expect(
      siteSettingsFrom({
        settings: { generalSignupUrl: " https://app.rapport.example/start ", productSignInUrl: "https://login.rapport.example", mainFormReference: "2040" },
        marketoConfigurations: { replaceMarketoForms: true },
      }),
    ).toEqual({ signupUrl: "https://app.rapport.example/start", signInUrl: "https://login.rapport.example", mainFormId: "2040", replaceMarketoForms: true })
  })
})

describe("resolveSiteLink", () => {
  const moved = siteSettingsFrom({
    settings: { generalSignupUrl: "https://app.rapport.example/start?src=site", productSignInUrl: "https://login.rapport.example/" },
  })

  test.each([
    ["/signup", "https://app.rapport.example/start?src=site"],
    ["/signup/", "https://app.rapport.example/start?src=site"],
    ["/signup?plan=pro", "https://app.rapport.example/start?src=site&plan=pro"],
    ["/signup#top", "https://app.rapport.example/start?src=site#top"],
    [site.signInUrl, "https://login.rapport.example/"],
    [`${site.signInUrl}?next=%2Fdeals`, "https://login.rapport.example/?next=%2Fdeals"],
    ["/signup/thanks", "/signup/thanks"],
    ["/pricing", "/pricing"],
    ["/demos", "/demos"],
    ["https://help.rapport.example", "https://help.rapport.example"],
  ])("%s goes to %s when the settings move sign-up and sign-in", (href, expected) => {
    expect(resolveSiteLink(href, moved)).toBe(expected)
  })

  test("with the defaults every link stays as written", () => {
    for (const href of ["/signup", "/signup?plan=pro", site.signInUrl, "/pricing"]) expect(resolveSiteLink(href, defaultSiteSettings)).toBe(href)
  })
})
