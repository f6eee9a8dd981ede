/** What the web banner (SPEC 2.2) needs, one module to import: whether it shows, its colours, its view and its dismissal. */
export { isBannerActive } from "./status"
export {
  bannerColors,
  contrastRatio,
  parseHexColor,
  relativeLuminance,
  BANNER_TEXT_DARK,
  BANNER_TEXT_LIGHT,
  DEFAULT_BANNER_BACKGROUND,
  type BannerColors,
} from "./contrast"
export { webBannerView, type WebBannerGlobal, type WebBannerView } from "./view"
export {
  bannerDismissal,
  createBannerDismissalStore,
  useBannerDismissal,
  BANNER_DISMISSED_KEY,
  type BannerDismissalStore,
  type DismissalFlag,
} from "./dismissal"
