import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { BlogBuilder } from "../blocks/blog/BlogBuilder"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { formatDate } from "../lib/text/dates"
import { heroGradient } from "../lib/blog/hero-gradient"
import { postAuthor } from "../lib/authors/post-author"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import { GeneralAd } from "../components/cta/GeneralAd"
import * as styles from "../components/layout/Article.module.css"

/** A blog post (SPEC 3.3): its header (on its imageGradient, when set), byline, cover, introduction and blogBuilder blocks. */
export default function BlogPostTemplate({ data, pageContext, location }: CmsPageProps<Queries.BlogPostTemplateQuery>): React.JSX.Element {
  const post = pageEntry(data.cmsEntry, "BlogPostTemplate")
  const author = postAuthor(post, data.defaultAuthors?.authors)
  const category = post.blogCategories?.[0]
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <article>
        <ArticleHeader
          section={{ label: "Blog", href: "/resources" }}
          detail={category?.title}
          title={post.title ?? ""}
          subtitle={post.blogSubtitle}
          background={heroGradient(post.imageGradient)}
        >
          <div className={styles.byline}>
            {author?.photo ? (
              <span className={styles.avatar}>
                <CmsImage image={author.photo} alt="" />
              </span>
            ) : null}
            <span>
              {author ? <strong>{author.name}</strong> : null}
              {author?.title ? `, ${author.title}` : null}
              {author ? <br /> : null}
              {post.postDate ? <time dateTime={post.postDate}>{formatDate(post.postDate)}</time> : null}
              {post.readingTime ? ` · ${post.readingTime} min read` : null}
            </span>
          </div>
        </ArticleHeader>
        <div className="container">
          {post.featuredImage ? (
            <div className={styles.cover}>
              <CmsImage image={post.featuredImage} eager />
            </div>
          ) : null}
          <div className={styles.body}>
            <RichText html={post.richText} />
            <BlogBuilder blocks={post.blogBuilder} />
            {post.displayGeneralAdd ? <GeneralAd /> : null}
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query BlogPostTemplate($id: String!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsBlogBlogEntry(id: { eq: $id }) {
      ...CmsSeoFields
      postDate
      readingTime
      blogSubtitle
      imageGradient
      displayGeneralAdd
      richText
      blogCategories {
        title
        slug
      }
      author {
        fullName
        authorTitle
        photo {
          ...CmsImageSmall
        }
      }
      useExternalAuthor
      externalAuthorName
      externalAuthorJobTitle
      externalAuthorPhoto {
        ...CmsImageSmall
      }
      featuredImage {
        ...CmsImageLarge
      }
      blogBuilder {
        ...BlogBuilderBlocks
      }
    }
    defaultAuthors: cmsDefaultAuthorsGlobalSet {
      authors {
        fullName
        authorTitle
        photo {
          ...CmsImageSmall
        }
      }
    }
  }
`
