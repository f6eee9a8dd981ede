import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { landingUtilityAction } from "../lib/pages/landing-navigation"
import { hasSyncedHeroBlock } from "../features/lead-capture/rules/synced-hero"

/** Landing pages (SPEC 2.5): the landing navigation when the entry asks for it, else the default one. */
export default function LandingPageTemplate({ data, pageContext, location }: CmsPageProps<Queries.LandingPageTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "LandingPageTemplate")
  const hasSyncedHero = hasSyncedHeroBlock(entry.pageBuilder)
  return (
    <PageShell
      navigation={pageContext.navigation}
      path={location.pathname}
      landing={{ links: [entry.navLink1, entry.navLink2, entry.navLink3, entry.navLink4, entry.navLink5], action: landingUtilityAction(entry, hasSyncedHero) }}
    >
      <PageBuilderContent entry={entry} globals={data} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query LandingPageTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesLandingPageEntry(id: { eq: $id }) {
      ...CmsSeoFields
      navLink1 {
        ...CmsLinkFields
      }
      navLink2 {
        ...CmsLinkFields
      }
      navLink3 {
        ...CmsLinkFields
      }
      navLink4 {
        ...CmsLinkFields
      }
      navLink5 {
        ...CmsLinkFields
      }
      utilityButton
      removeFreeTrial
      differentTryFreeCtaCopy
      ...PageBuilderEntry
    }
  }
`
