import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { ToolCardGrid } from "../components/cards/ToolCard"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { toolCards } from "../lib/tools/tool-details"

/** /resources/tools: the page's blocks and a card for every tool (SPEC 3.13 toolsDetails), by name. */
export default function ToolsIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.ToolsIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ToolsIndexTemplate")
  const tools = toolCards(data.tools.nodes)
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry} globals={data}>
        <section className="section" aria-labelledby="all-tools">
          <div className="container">
            <h2 id="all-tools">All free tools</h2>
            {tools.length > 0 ? <ToolCardGrid tools={tools} /> : <p className="lede">New tools are on their way. Check back soon.</p>}
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query ToolsIndexTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesToolsIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    tools: allCmsToolsToolsEntry(filter: { path: { ne: null } }) {
      nodes {
        ...ToolCardFields
      }
    }
  }
`
