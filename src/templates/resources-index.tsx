import React from "react"
import { graphql, type HeadProps } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { Seo } from "../components/layout/Seo"
import { ResourceListing } from "../components/listing/ResourceListing"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import { pageEntry, type CmsPageContext, type CmsPageProps } from "../components/layout/page-types"
import { listingEntrySeo } from "../lib/pages/blog-discovery"
import { paginationLinks } from "../lib/pages/pagination"
import { resourcePicks } from "../lib/pages/resource-picks"

/**
 * Listing pages (/resources, /resources/books-guides, /resources/case-studies, /webinars):
 * the entries their editor chose to list, newest first, one page of them at a time
 * (lib/pages/page-plan.ts decides the pages and which entries each shows). A listing of
 * blog posts also has the blog's search box and topics, the featured posts and the
 * category rails on its first page, and a page per category (lib/pages/blog-discovery.ts).
 */
export default function ResourcesIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.ResourcesIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ResourcesIndexTemplate")
  const { blogDiscovery, listingCategory, pagination, categoryRails } = pageContext
  const label = listingCategory?.title ?? entry.title ?? "Resources"
  // The blog's front page shows the resourcesList global's picks (an e-book, a video, a story, a tool).
  const front = Boolean(blogDiscovery && !listingCategory && pagination?.pageNumber === 1)
  const listing = (
    <ResourceListing
      label={label}
      listed={data.listed}
      featured={data.featured}
      pagination={pagination}
      discovery={blogDiscovery}
      category={listingCategory}
      rails={categoryRails}
      picks={front ? resourcePicks(data.resourcesList) : []}
    />
  )
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      {listingCategory && blogDiscovery ? (
        <>
          <ArticleHeader
            section={{ label: entry.title ?? "Blog", href: blogDiscovery.listingPath }}
            detail="Topic"
            title={listingCategory.title}
            subtitle={listingEntrySeo(entry, { path: location.pathname, context: pageContext }).seoDescription}
          />
          {listing}
        </>
      ) : (
        <PageBuilderContent entry={entry} globals={data}>
          {listing}
        </PageBuilderContent>
      )}
    </PageShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ResourcesIndexTemplateQuery, CmsPageContext>): React.JSX.Element {
  const links = pageContext.pagination ? paginationLinks(pageContext.pagination) : null
  return (
    <Seo
      entry={data.cmsEntry ? listingEntrySeo(data.cmsEntry, { path: location.pathname, context: pageContext }) : null}
      path={location.pathname}
      head={data.head}
    >
      {links?.previous ? <link rel="prev" href={links.previous} /> : null}
      {links?.next ? <link rel="next" href={links.next} /> : null}
    </Seo>
  )
}

// gatsby-node puts the ids of this page's entries in its context (lib/pages/page-plan.ts
// orders them); reading them by id keeps the page's dependencies to those entries (lib/pages/listed-entries.ts).
export const query = graphql`
  query ResourcesIndexTemplate($id: String!, $listedIds: [String!]!, $featuredIds: [String!]!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesResourcesIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    listed: cmsEntriesById(ids: $listedIds) {
      ...BlogCardFields
    }
    featured: cmsEntriesById(ids: $featuredIds) {
      ...BlogCardFields
    }
    resourcesList: cmsResourcesListGlobalSet {
      ebook {
        ...BlogCardFields
      }
      video {
        ...BlogCardFields
      }
      caseStudy {
        ...BlogCardFields
      }
      tools {
        ...BlogCardFields
      }
    }
  }
`
