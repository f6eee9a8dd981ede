import React from "react"
import { graphql, type HeadProps } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { Seo } from "../components/layout/Seo"
import { BlogCardGrid } from "../components/cards/BlogCard"
import { Pagination } from "../components/listing/Pagination"
import { pageEntry, type CmsPageContext, type CmsPageProps } from "../components/layout/page-types"
import { listingPageSeo } from "../lib/pages/pagination"

/**
 * Listing pages (/resources, /resources/books-guides, /resources/case-studies, /webinars):
 * the entries their editor chose to list, newest first, one page of them at a time
 * (lib/pages/pagination.ts decides the pages; gatsby-node passes skip and limit).
 */
export default function ResourcesIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.ResourcesIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ResourcesIndexTemplate")
  const label = entry.title ?? "Resources"
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry}>
        <section className="section" aria-label={label}>
          <div className="container">
            {data.listed.nodes.length > 0 ? <BlogCardGrid entries={data.listed.nodes} headingLevel={2} /> : <p className="lede">New resources are on their way. Check back soon.</p>}
            {pageContext.pagination ? <Pagination pagination={pageContext.pagination} label={label} /> : null}
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ResourcesIndexTemplateQuery, CmsPageContext>): React.JSX.Element {
  return <Seo entry={data.cmsEntry ? listingPageSeo(data.cmsEntry, pageContext.pagination) : null} path={location.pathname} />
}

// The id breaks postDate ties, so a page's posts (and so its HTML) do not change from one build to the next.
export const query = graphql`
  query ResourcesIndexTemplate($id: String!, $listingSection: String, $listingTypes: [String], $skip: Int = 0, $limit: Int = 12) {
    cmsEntry: cmsPagesResourcesIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    listed: allCmsEntry(
      filter: { sectionHandle: { eq: $listingSection }, typeHandle: { in: $listingTypes }, path: { ne: null } }
      sort: [{ postDate: DESC }, { id: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`
