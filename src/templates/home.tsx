import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../components/layout/PageBuilderPage"
import { entryHead } from "../components/layout/Seo"
import { BlogCardGrid, type BlogCardData } from "../components/cards/BlogCard"
import { ButtonLink } from "../components/ui/Button"
import type { CmsPageProps, PageBuilderEntry } from "../components/layout/page-types"

type Data = {
  cmsEntry: PageBuilderEntry
  latestPosts: { nodes: BlogCardData[] }
}

/**
 * The homepage (SPEC 2.9) receives the page entry and the blog entries; its own sections
 * come with the homepage work, and until then it shows the entry's blocks and the
 * latest articles.
 */
export default function HomeTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={data.cmsEntry} />
      {data.latestPosts.nodes.length > 0 ? (
        <section className="section section--alt" aria-labelledby="latest-posts">
          <div className="container">
            <h2 id="latest-posts">Ideas for building lasting client relationships</h2>
            <BlogCardGrid entries={data.latestPosts.nodes} layout="latestBlogs" />
            <p style={{ marginTop: 32 }}>
              <ButtonLink href="/resources" variant="secondary">
                Read the blog
              </ButtonLink>
            </p>
          </div>
        </section>
      ) : null}
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query HomeTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      pageBuilder {
        ...PageBuilderBlocks
      }
    }
    latestPosts: allCmsEntry(filter: { sectionHandle: { eq: "blog" }, typeHandle: { eq: "blog" } }, sort: { postDate: DESC }, limit: 3) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`
