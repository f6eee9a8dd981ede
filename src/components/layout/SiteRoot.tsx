import React, { lazy, Suspense } from "react"
import { graphql, Script, useStaticQuery } from "gatsby"
import { PersonalizationProvider } from "../../lib/personalization"
import { thirdPartyScripts } from "../../config/site"

// Its own chunk: only preview builds and the preview server show it, and this module is in
// the app chunk every page of the live site loads first.
const PreviewBanner = lazy(() => import("./PreviewBanner").then((module) => ({ default: module.PreviewBanner })))

const logLoadFailure = (name: string) => (): void => {
  console.error(`[scripts] the ${name} script failed to load`)
}

/**
 * Wraps every page (gatsby-browser / gatsby-ssr wrapPageElement): personalisation from the
 * globalUserPersonalization global, and the third-party scripts, which load after the page
 * is idle and only when configured. A blocked script is logged, never thrown.
 */
export function SiteRoot({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { site, personalization } = useStaticQuery<Queries.SiteRootPersonalizationQuery>(graphql`
    query SiteRootPersonalization {
      site {
        siteMetadata {
          cmsPreview
        }
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
  return (
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
  )
}
