import { graphql, useStaticQuery } from "gatsby"

/**
 * What every page reads from the CMS's globals and the site's metadata, in one static query:
 * the site settings and Marketo configuration (SiteRoot), personalisation (SiteRoot's
 * provider, which the pricing plans read too), the web banner (PageShell) and the metadata
 * the head needs (Seo). Gatsby fetches each static query a page uses as a request of its own
 * before the page can hydrate; as three queries, these were three requests on every page, and
 * three responses handled one task each while the page loaded (DESIGN 6). One query is one.
 *
 * The navigation's data stays in its own query (navigation/useNavigationData.ts): the
 * landing pages, which have no site navigation, do not load it.
 */
export function useSiteGlobals(): Queries.SiteGlobalsQuery {
  return useStaticQuery<Queries.SiteGlobalsQuery>(graphql`
    query SiteGlobals {
      site {
        siteMetadata {
          siteUrl
          siteEnv
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
      webBanner: cmsWebBannerGlobalSet {
        webBannerStatus
        webBannerColor
        webBannerLink
        webBannerTextDesktop
        webBannerTextMobile
      }
      personalization: cmsGlobalUserPersonalizationGlobalSet {
        applyPersonalizations
        heroPersonalisation {
          userStatus {
            slug
          }
          copy
        }
        navPersonalizationCta {
          userStatus {
            slug
          }
          ctaText
          ctaUrl
        }
        pricingPersonalizationCtas {
          userStatus {
            slug
          }
          planType
          ctaText
          ctaUrl
        }
        variableElements {
          userStatus {
            slug
          }
          element
          copy
        }
      }
    }
  `)
}
