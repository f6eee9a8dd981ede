export { isBannerActive } from "./status"
export { bannerColors, contrastRatio, parseHexColor, relativeLuminance, BANNER_TEXT_DARK, BANNER_TEXT_LIGHT, DEFAULT_BANNER_BACKGROUND, type BannerColors } from "./contrast"
export { webBannerView, type WebBannerGlobal, type WebBannerView } from "./view"
export { bannerDismissal, createBannerDismissalStore, useBannerDismissal, BANNER_DISMISSED_KEY, type BannerDismissalStore } from "./dismissal"
