export { defaultSiteSettings, resolveSiteLink, siteSettingsFrom, type SiteSettings, type SiteSettingsSource } from "./settings"
export { SiteSettingsProvider, useSiteSettings } from "./context"
