import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { PageCardGrid } from "../components/cards/PageCard"
import { pageCards } from "../lib/pages/page-cards"

/** The CRM comparison index (SPEC 3.13), /compare: the page's blocks and a card for every comparison page, by title. */
export default function ComparisonIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.ComparisonIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ComparisonIndexTemplate")
  const comparisons = pageCards(data.comparisons.nodes)
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry} globals={data}>
        <section className="section" aria-labelledby="all-comparisons">
          <div className="container">
            <h2 id="all-comparisons">All comparisons</h2>
            {comparisons.length > 0 ? <PageCardGrid pages={comparisons} /> : <p className="lede">New comparisons are on their way. Check back soon.</p>}
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query ComparisonIndexTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesComparisonIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    comparisons: allCmsPagesComparisonEntry(filter: { path: { ne: null } }, sort: { title: ASC }) {
      nodes {
        ...PageCardFields
      }
    }
  }
`
