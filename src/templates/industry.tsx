import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { RelatedPages } from "../components/cards/RelatedPages"
import { LogoRow } from "../components/ui/LogoRow"
import { pageCards } from "../lib/pages/page-cards"
import { industryCustomerLogos } from "../config/customer-logos"
import { site } from "../config/site"

/**
 * An industry page (/industries/...): its blocks, with a row of customers' logos under its hero
 * (config/customer-logos.ts: the seven of the industry pages, SPEC 3.14), and three other
 * industries as cards at its foot (relatedIds, lib/pages/page-plan.ts).
 */
export default function IndustryTemplate({ data, pageContext, location }: CmsPageProps<Queries.IndustryTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "IndustryTemplate")
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry} globals={data}>
        <LogoRow caption={`Teams like yours run their client work on ${site.name}`} logos={industryCustomerLogos} images={data.logoStripImages.nodes} />
      </PageBuilderContent>
      <RelatedPages heading={`${site.name} in other industries`} pages={pageCards(data.related)} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query IndustryTemplate($id: String!, $relatedIds: [String!]!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesIndustryEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    related: cmsEntriesById(ids: $relatedIds) {
      ...PageCardFields
    }
    # The customers' logos, as the homepage's logo strip asks for them (blocks/home/LogoStrip).
    ...HomeLogoStripPictures
  }
`
