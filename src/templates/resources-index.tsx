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
 * (lib/pages/page-plan.ts decides the pages and which entries each shows).
 */
export default function ResourcesIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.ResourcesIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ResourcesIndexTemplate")
  const label = entry.title ?? "Resources"
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry}>
        <section className="section" aria-label={label}>
          <div className="container">
            {data.listed.length > 0 ? <BlogCardGrid entries={data.listed} headingLevel={2} /> : <p className="lede">New resources are on their way. Check back soon.</p>}
            {pageContext.pagination ? <Pagination pagination={pageContext.pagination} label={label} /> : null}
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ResourcesIndexTemplateQuery, CmsPageContext>): React.JSX.Element {
  return <Seo entry={data.cmsEntry ? listingPageSeo(data.cmsEntry, pageContext.pagination) : null} path={location.pathname} head={pageContext.head} />
}

// gatsby-node puts the ids of this page's entries in its context (lib/pages/page-plan.ts
// orders them); reading them by id keeps the page's dependencies to those entries (lib/pages/listed-entries.ts).
export const query = graphql`
  query ResourcesIndexTemplate($id: String!, $listedIds: [String!]!) {
    cmsEntry: cmsPagesResourcesIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    listed: cmsEntriesById(ids: $listedIds) {
      ...BlogCardFields
    }
  }
`
