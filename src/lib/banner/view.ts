/**
 * The web banner global (SPEC 3.8) reshaped into what the banner shows, so the CMS's
 * shape stops here: null when the banner is off or has nothing to say.
 */
import { bannerColors, type BannerColors } from "./contrast"
import { isBannerActive } from "./status"

/** The fields of the webBanner global set (Gatsby node CmsWebBannerGlobalSet). */
export interface WebBannerGlobal {
  webBannerStatus?: string | null
  webBannerColor?: string | null
  webBannerLink?: string | null
  webBannerTextDesktop?: string | null
  webBannerTextMobile?: string | null
}

export interface WebBannerView {
  desktopText: string
  mobileText: string
  /** The whole text links here; null when the CMS gives no link. */
  href: string | null
  colors: BannerColors
}

const text = (value: string | null | undefined): string => value?.trim() ?? ""

export function webBannerView(global: WebBannerGlobal | null | undefined): WebBannerView | null {
  if (!global || !isBannerActive(global.webBannerStatus)) return null
  // Either text stands in for the other, so an editor filling in one still gets a banner everywhere.
  const desktopText = text(global.webBannerTextDesktop) || text(global.webBannerTextMobile)
  const mobileText = text(global.webBannerTextMobile) || desktopText
  if (!desktopText) return null
  return { desktopText, mobileText, href: text(global.webBannerLink) || null, colors: bannerColors(global.webBannerColor) }
}
