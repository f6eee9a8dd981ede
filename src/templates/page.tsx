import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"

/** Entries that are their pageBuilder blocks: features, industries, company, legal, pricing, product pages, and unknown types. */
export default function PageTemplate({ data, pageContext, location }: CmsPageProps<Queries.PageTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "PageTemplate")
  // An entry of a type the contract does not know has no blocks: its title and description make the page.
  const content = "pageBuilder" in entry ? entry : { title: entry.title, eyebrow: entry.eyebrow, seoDescription: entry.seoDescription, pageBuilder: null }
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={content} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query PageTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      eyebrow
      ... on CmsPageBuilderEntry {
        ...PageBuilderEntry
      }
    }
  }
`
