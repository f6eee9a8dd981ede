/** What the site's components use of the siteSettings global (its links, and the provider that hands them down), one module to import. */
export { defaultSiteSettings, resolveSiteLink, siteSettingsFrom, type SiteSettings, type SiteSettingsSource } from "./settings"
export { SiteSettingsProvider, useSiteSettings } from "./context"
