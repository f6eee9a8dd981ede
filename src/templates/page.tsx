import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { RelatedPages } from "../components/cards/RelatedPages"
import { pageCards } from "../lib/pages/page-cards"
import { site } from "../config/site"

/**
 * Entries that are their pageBuilder blocks: features, company, legal, pricing, product pages,
 * and unknown types. A feature ends with three other features as cards (relatedIds).
 */
export default function PageTemplate({ data, pageContext, location }: CmsPageProps<Queries.PageTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "PageTemplate")
  // An entry of a type the contract does not know has no blocks: its title and description make the page.
  const content =
    "pageBuilder" in entry
      ? entry
      : { title: entry.title, eyebrow: entry.eyebrow, seoDescription: entry.seoDescription, darkHeroBackground: entry.darkHeroBackground, pageBuilder: null }
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={content} globals={data} />
      {/* Read by id (lib/pages/listed-entries.ts), so a page depends on its related entries alone. */}
      <RelatedPages heading={`More of what ${site.name} does`} pages={pageCards(data.related)} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query PageTemplate($id: String!, $relatedIds: [String!]!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      eyebrow
      darkHeroBackground
      ... on CmsPageBuilderEntry {
        ...PageBuilderEntry
      }
    }
    related: cmsEntriesById(ids: $relatedIds) {
      ...PageCardFields
    }
  }
`
