import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../components/layout/PageBuilderPage"
import { entryHead } from "../components/layout/Seo"
import type { CmsPageProps, PageBuilderEntry } from "../components/layout/page-types"
import { landingUtilityAction } from "../lib/pages/landing-navigation"
import type { CmsLinkData } from "../blocks/types"

interface LandingEntry extends PageBuilderEntry {
  navLink1: CmsLinkData | null
  navLink2: CmsLinkData | null
  navLink3: CmsLinkData | null
  navLink4: CmsLinkData | null
  navLink5: CmsLinkData | null
  utilityButton: string | null
  removeFreeTrial: boolean | null
  differentTryFreeCtaCopy: string | null
}

type Data = { cmsEntry: LandingEntry }

/** Landing pages (SPEC 2.5): the landing navigation when the entry asks for it, else the default one. */
export default function LandingPageTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  const entry = data.cmsEntry
  const hasSyncedHero = (entry.pageBuilder ?? []).some((b) => b.typeHandle === "syncedHero")
  return (
    <PageShell
      navigation={pageContext.navigation}
      path={location.pathname}
      landing={{ links: [entry.navLink1, entry.navLink2, entry.navLink3, entry.navLink4, entry.navLink5], action: landingUtilityAction(entry, hasSyncedHero) }}
    >
      <PageBuilderContent entry={entry} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query LandingPageTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      navLink1 {
        label
        url
      }
      navLink2 {
        label
        url
      }
      navLink3 {
        label
        url
      }
      navLink4 {
        label
        url
      }
      navLink5 {
        label
        url
      }
      utilityButton
      removeFreeTrial
      differentTryFreeCtaCopy
      pageBuilder {
        ...PageBuilderBlocks
      }
    }
  }
`
