import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../components/layout/PageBuilderPage"
import { entryHead } from "../components/layout/Seo"
import { BlogCardGrid, type BlogCardData } from "../components/cards/BlogCard"
import type { CmsPageProps, PageBuilderEntry } from "../components/layout/page-types"

type Data = {
  cmsEntry: PageBuilderEntry
  listed: { nodes: BlogCardData[] }
}

/** Listing pages (/resources, /resources/books-guides, /resources/case-studies, /webinars): the entries their editor chose to list. */
export default function ResourcesIndexTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={data.cmsEntry}>
        <section className="section" aria-label={data.cmsEntry.title ?? "Resources"}>
          <div className="container">
            {data.listed.nodes.length > 0 ? <BlogCardGrid entries={data.listed.nodes} headingLevel={2} /> : <p className="lede">New resources are on their way. Check back soon.</p>}
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query ResourcesIndexTemplate($id: String!, $listingSection: String, $listingTypes: [String]) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      pageBuilder {
        ...PageBuilderBlocks
      }
    }
    listed: allCmsEntry(filter: { sectionHandle: { eq: $listingSection }, typeHandle: { in: $listingTypes }, path: { ne: null } }, sort: { postDate: DESC }) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`
