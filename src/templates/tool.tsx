import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilder } from "../blocks/page-builder/PageBuilder"
import { entryHead } from "../components/layout/Seo"
import { ToolSummary } from "../components/tools/ToolSummary"
import { ToolCardGrid } from "../components/cards/ToolCard"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { LAYOUT_DEFERRED_CLASS } from "../lib/loading/layout-deferred"
import { otherTools, toolCards, toolDetails } from "../lib/tools/tool-details"

/** A tool's page (SPEC 3.13 tools): its toolsDetails (name, summary, who it is for, pricing, description), its blocks, then other tools to try. */
export default function ToolTemplate({ data, pageContext, location }: CmsPageProps<Queries.ToolTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ToolTemplate")
  const index = data.toolsIndex?.path && data.toolsIndex.title ? { path: data.toolsIndex.path, title: data.toolsIndex.title } : null
  const more = otherTools(toolCards(data.tools.nodes), entry.id)
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <ToolSummary tool={toolDetails(entry)} index={index} eyebrow={entry.eyebrow ?? null} />
      {/* The summary fills the first screen: every block is below it. */}
      <PageBuilder globals={data} blocks={entry.pageBuilder} firstIsTitle={false} deferLayoutFrom={0} />
      {more.length > 0 ? (
        <section className={`section section--alt ${LAYOUT_DEFERRED_CLASS}`} aria-labelledby="more-tools">
          <div className="container">
            <h2 id="more-tools">More free tools</h2>
            <ToolCardGrid tools={more} />
          </div>
        </section>
      ) : null}
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query ToolTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsToolsToolsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      id
      title
      eyebrow
      toolsDetails {
        toolName
        summary
        description
        pricing
        recommendedFor
      }
      pageBuilder {
        ...PageBuilderBlocks
      }
    }
    toolsIndex: cmsPagesToolsIndexEntry(path: { ne: null }) {
      title
      path
    }
    tools: allCmsToolsToolsEntry(filter: { path: { ne: null } }) {
      nodes {
        ...ToolCardFields
      }
    }
  }
`
