import React, { lazy, Suspense, useMemo } from "react"
import { PersonalizationProvider } from "../../lib/personalization/personalization"
import { SiteSettingsProvider, siteSettingsFrom } from "../../lib/site-settings/site-settings"
import { useSiteGlobals } from "./site-globals"

// Its own chunk: only preview builds and the preview server show it, and this module is in
// the app chunk every page of the live site loads first.
const PreviewBanner = lazy(() => import("./PreviewBanner").then((module) => ({ default: module.PreviewBanner })))

/**
 * Wraps every page (gatsby-browser / gatsby-ssr wrapPageElement): the site settings (the
 * siteSettings and marketoConfigurations globals: sign-up and sign-in destinations, the main
 * form id, whether Marketo's forms are replaced), personalisation from the
 * globalUserPersonalization global, the consent banner and dialog (components/consent), and
 * the third-party scripts, which load after the page is idle, only when configured and only
 * with marketing consent. A blocked script is logged, never thrown.
 */
export function SiteRoot({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { site, personalization, settings, marketoConfigurations } = useSiteGlobals()
  const siteSettings = useMemo(() => siteSettingsFrom({ settings, marketoConfigurations }), [settings, marketoConfigurations])
  return (
    <SiteSettingsProvider settings={siteSettings}>
      <PersonalizationProvider global={personalization}>
        {children}
        {site?.siteMetadata?.cmsPreview ? (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        ) : null}
      </PersonalizationProvider>
    </SiteSettingsProvider>
  )
}
