/** The site settings for React: provided once by SiteRoot, read by every link and form. */
import React, { createContext, useContext, type ReactNode } from "react"
import { defaultSiteSettings, type SiteSettings } from "./settings"

const SiteSettingsContext = createContext<SiteSettings>(defaultSiteSettings)

export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children?: ReactNode }): React.JSX.Element {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>
}

/** The settings in force; the embedded defaults outside a provider (unit tests, isolated renders). */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext)
}
