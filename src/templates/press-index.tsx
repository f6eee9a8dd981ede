import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { PressArticleList } from "../components/listing/PressArticleList"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { pressArticleList } from "../lib/press/press-articles"

/** /press: the page's blocks and every press article (SPEC 3.13), newest first, each linking to the publication. */
export default function PressIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.PressIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "PressIndexTemplate")
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry} globals={data}>
        <PressArticleList articles={pressArticleList(data.articles.nodes)} heading="Latest coverage" />
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query PressIndexTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesPressIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    articles: allCmsPressArticleEntry {
      nodes {
        id
        title
        articleTitle
        articleUrl
        source
        postDate
      }
    }
  }
`
