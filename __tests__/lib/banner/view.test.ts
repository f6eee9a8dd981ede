import { BANNER_TEXT_DARK, webBannerView } from "../../../src/lib/banner/banner"

const global = {
  webBannerStatus: "active",
  webBannerColor: "#FF4F79",
  webBannerLink: "/webinars/pipeline-rescue-live",
  webBannerTextDesktop: "Watch Pipeline Rescue Live, on demand now →",
  webBannerTextMobile: "Watch Pipeline Rescue →",
}

test("an active banner becomes what the banner shows", () => {
  expect(webBannerView(global)).toEqual({
    desktopText: "Watch Pipeline Rescue Live, on demand now →",
    mobileText: "Watch Pipeline Rescue →",
    href: "/webinars/pipeline-rescue-live",
    colors: { background: "#ff4f79", text: BANNER_TEXT_DARK },
  })
})

test("an inactive banner, or none at all, shows nothing", () => {
  expect(webBannerView({ ...global, webBannerStatus: "false" })).toBeNull()
  expect(webBannerView({ ...global, webBannerStatus: null })).toBeNull()
  expect(webBannerView(null)).toBeNull()
  expect(webBannerView(undefined)).toBeNull()
})

test("either text stands in for the other; with no text there is no banner", () => {
  expect(webBannerView({ ...global, webBannerTextMobile: "  " })).toMatchObject({
    desktopText: global.webBannerTextDesktop,
    mobileText: global.webBannerTextDesktop,
  })
  expect(webBannerView({ ...global, webBannerTextDesktop: null })).toMatchObject({
    desktopText: global.webBannerTextMobile,
    mobileText: global.webBannerTextMobile,
  })
  expect(webBannerView({ ...global, webBannerTextDesktop: "", webBannerTextMobile: null })).toBeNull()
})

test("no link leaves the text unlinked", () => {
  expect(webBannerView({ ...global, webBannerLink: " " })?.href).toBeNull()
})
