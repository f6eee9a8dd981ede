import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../components/layout/PageBuilderPage"
import { entryHead } from "../components/layout/Seo"
import type { CmsPageProps, PageBuilderEntry } from "../components/layout/page-types"

type Data = { cmsEntry: PageBuilderEntry }

/** Entries that are their pageBuilder blocks: features, industries, company, legal, pricing, product pages, and unknown types. */
export default function PageTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={data.cmsEntry} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query PageTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      pageBuilder {
        ...PageBuilderBlocks
      }
    }
  }
`
