import { graphql, useStaticQuery } from "gatsby"
import type { WebBannerGlobal } from "../../lib/banner/banner"

/**
 * The webBanner global set (SPEC 3.8), from the build's data layer. Read by every page's shell
 * (PageShell.tsx), which loads the banner's code only while the CMS has the banner on.
 */
export function useWebBannerGlobal(): WebBannerGlobal | null {
  const { webBanner } = useStaticQuery<Queries.WebBannerGlobalQuery>(graphql`
    query WebBannerGlobal {
      webBanner: cmsWebBannerGlobalSet {
        webBannerStatus
        webBannerColor
        webBannerLink
        webBannerTextDesktop
        webBannerTextMobile
      }
    }
  `)
  return webBanner
}
