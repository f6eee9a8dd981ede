import React from "react"
import { graphql, type HeadProps } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { Seo } from "../components/layout/Seo"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import { BlogSearch } from "../components/listing/BlogSearch"
import { pageEntry, type CmsPageContext, type CmsPageProps } from "../components/layout/page-types"
import { listingEntrySeo } from "../lib/pages/blog-discovery"

/**
 * The blog's search page (`{listing}/search`, lib/pages/blog-discovery.ts). Its results come
 * from the CMS through the site's proxy once the page runs (components/listing/BlogSearch);
 * the static page is the form, which a visitor without JavaScript can still submit.
 */
export default function BlogSearchTemplate({ data, pageContext, location }: CmsPageProps<Queries.BlogSearchTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "BlogSearchTemplate")
  const discovery = pageContext.blogDiscovery
  if (!discovery) throw new Error("BlogSearchTemplate: the page plan gave the search page no blogDiscovery")
  const seo = listingEntrySeo(entry, { path: location.pathname, context: pageContext })
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <ArticleHeader
        section={{ label: entry.title ?? "Blog", href: discovery.listingPath }}
        title={seo.title ?? "Search the blog"}
        subtitle={seo.seoDescription}
      />
      <section className="section" style={{ paddingTop: 8 }}>
        <div className="container">
          <BlogSearch discovery={discovery} />
        </div>
      </section>
    </PageShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogSearchTemplateQuery, CmsPageContext>): React.JSX.Element {
  return (
    <Seo
      entry={data.cmsEntry ? listingEntrySeo(data.cmsEntry, { path: location.pathname, context: pageContext }) : null}
      path={location.pathname}
      head={data.head}
    />
  )
}

export const query = graphql`
  query BlogSearchTemplate($id: String!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesResourcesIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
    }
  }
`
