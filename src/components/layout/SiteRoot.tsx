import React, { lazy, Suspense, useMemo } from "react"
import { graphql, Script, useStaticQuery } from "gatsby"
import { PersonalizationProvider } from "../../lib/personalization"
import { SiteSettingsProvider, siteSettingsFrom } from "../../lib/site-settings"
import { thirdPartyScripts } from "../../config/site"

// Its own chunk: only preview builds and the preview server show it, and this module is in
// the app chunk every page of the live site loads first.
const PreviewBanner = lazy(() => import("./PreviewBanner").then((module) => ({ default: module.PreviewBanner })))

const logLoadFailure = (name: string) => (): void => {
  console.error(`[scripts] the ${name} script failed to load`)
}

/**
 * Wraps every page (gatsby-browser / gatsby-ssr wrapPageElement): the site settings (the
 * siteSettings and marketoConfigurations globals: sign-up and sign-in destinations, the main
 * form id, whether Marketo's forms are replaced), personalisation from the
 * globalUserPersonalization global, and the third-party scripts, which load after the page
 * is idle and only when configured. A blocked script is logged, never thrown.
 */
export function SiteRoot({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { site, personalization, settings, marketoConfigurations } = useStaticQuery<Queries.SiteRootPersonalizationQuery>(graphql`
    query SiteRootPersonalization {
      site {
        siteMetadata {
          cmsPreview
        }
      }
      settings: cmsSiteSettingsGlobalSet {
        generalSignupUrl
        productSignInUrl
        mainFormReference
      }
      marketoConfigurations: cmsMarketoConfigurationsGlobalSet {
        replaceMarketoForms
      }
      personalization: cmsGlobalUserPersonalizationGlobalSet {
        applyPersonalizations
        heroPersonalisation {
          userStatus
          copy
        }
        navPersonalizationCta {
          userStatus
          ctaText
          ctaUrl
        }
        pricingPersonalizationCtas {
          userStatus
          planType
          ctaText
          ctaUrl
        }
        variableElements {
          userStatus
          element
          copy
        }
      }
    }
  `)
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
      {thirdPartyScripts.marketingAutomation ? <Script src={thirdPartyScripts.marketingAutomation} strategy="idle" onError={logLoadFailure("marketing-automation")} /> : null}
      {thirdPartyScripts.linkAttribution ? <Script src={thirdPartyScripts.linkAttribution} strategy="idle" onError={logLoadFailure("link-attribution")} /> : null}
    </PersonalizationProvider>
    </SiteSettingsProvider>
  )
}
