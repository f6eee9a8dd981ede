import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { BlogCardGrid } from "../components/cards/BlogCard"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"

/** Listing pages (/resources, /resources/books-guides, /resources/case-studies, /webinars): the entries their editor chose to list. */
export default function ResourcesIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.ResourcesIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ResourcesIndexTemplate")
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry}>
        <section className="section" aria-label={entry.title ?? "Resources"}>
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
    cmsEntry: cmsPagesResourcesIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    listed: allCmsEntry(filter: { sectionHandle: { eq: $listingSection }, typeHandle: { in: $listingTypes }, path: { ne: null } }, sort: { postDate: DESC }) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`
