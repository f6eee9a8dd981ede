import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilder } from "../blocks/page-builder/PageBuilder"
import { entryHead } from "../components/layout/Seo"
import { ToolSummary } from "../components/tools/ToolSummary"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { toolDetails } from "../lib/tools/tool-details"

/** A tool's page (SPEC 3.13 tools): its toolsDetails (name, summary, who it is for, pricing, description), then its blocks. */
export default function ToolTemplate({ data, pageContext, location }: CmsPageProps<Queries.ToolTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ToolTemplate")
  const index = data.toolsIndex?.path && data.toolsIndex.title ? { path: data.toolsIndex.path, title: data.toolsIndex.title } : null
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <ToolSummary tool={toolDetails(entry)} index={index} eyebrow={entry.eyebrow ?? null} />
      {/* The summary fills the first screen: every block is below it. */}
      <PageBuilder blocks={entry.pageBuilder} firstIsTitle={false} deferLayoutFrom={0} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query ToolTemplate($id: String!) {
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
  }
`
