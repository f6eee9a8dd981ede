import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead, type SeoFields } from "../components/layout/Seo"
import { CmsImage, type CmsImageData } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { BlogBuilder } from "../blocks/blog/BlogBuilder"
import type { CmsBlockData } from "../blocks/types"
import type { CmsPageProps } from "../components/layout/page-types"
import { formatDate } from "../lib/text/dates"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import * as styles from "../components/layout/Article.module.css"

interface BlogPost extends SeoFields {
  postDate: string | null
  readingTime: number | null
  blogSubtitle: string | null
  richText: string | null
  blogCategories: Array<{ title: string; slug: string }> | null
  author: { fullName: string | null; authorTitle: string | null; photo: CmsImageData | null } | null
  useExternalAuthor: boolean | null
  externalAuthorName: string | null
  externalAuthorJobTitle: string | null
  externalAuthorPhoto: CmsImageData | null
  featuredImage: CmsImageData | null
  blogBuilder: CmsBlockData[] | null
}

type Data = { cmsEntry: BlogPost }

/** A blog post (SPEC 3.3): its header, byline, cover, introduction and blogBuilder blocks. */
export default function BlogPostTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  const post = data.cmsEntry
  const author = post.useExternalAuthor
    ? { name: post.externalAuthorName, title: post.externalAuthorJobTitle, photo: post.externalAuthorPhoto }
    : { name: post.author?.fullName ?? null, title: post.author?.authorTitle ?? null, photo: post.author?.photo ?? null }
  const category = post.blogCategories?.[0]
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <article>
        <ArticleHeader section={{ label: "Blog", href: "/resources" }} detail={category?.title} title={post.title ?? ""} subtitle={post.blogSubtitle}>
          <div className={styles.byline}>
            {author.photo ? (
              <span className={styles.avatar}>
                <CmsImage image={author.photo} alt="" />
              </span>
            ) : null}
            <span>
              {author.name ? <strong>{author.name}</strong> : null}
              {author.title ? `, ${author.title}` : null}
              <br />
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
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query BlogPostTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      postDate
      readingTime
      blogSubtitle
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
  }
`
