import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { ButtonLink } from "../components/ui/Button"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { LazyResourceForm } from "../features/lead-capture/forms/LazyResourceForm"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import * as styles from "../components/layout/Article.module.css"

const anchor = (index: number): string => `chapter-${index + 1}`

/**
 * E-books and guides (SPEC 3.13): cover, table of contents, chapters, and, when the entry
 * has a file, the download form (issue 15: the PDF against the visitor's details).
 */
export default function EBookTemplate({ data, pageContext, location }: CmsPageProps<Queries.EBookTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "EBookTemplate")
  // eBook and newEBook have chapters and a table of contents; a download is the file alone (SPEC 3.13).
  const withChapters = entry.__typename === "CmsEbooksEBookEntry" || entry.__typename === "CmsEbooksNewEBookEntry" ? entry : null
  const file = withChapters ?? (entry.__typename === "CmsEbooksDownloadEntry" ? entry : null)
  const book = {
    title: entry.title,
    description: file?.description ?? null,
    featuredImage: file?.featuredImage ?? null,
    tableOfContent: (withChapters?.tableOfContent ?? []).flatMap((row) => (row?.chapterTitle ? [row.chapterTitle] : [])),
  }
  const chapters = (withChapters?.eBookbuilder ?? []).flatMap((chapter) => (chapter?.__typename === "CmsEBookbuilderChapterBlock" ? [chapter] : []))
  // The file itself is never in the page: the form's answer gives it (features/lead-capture/server/resource-handler.ts), once the visitor has asked.
  const gated = Boolean(file?.download?.cmsId)
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <article>
        <ArticleHeader section={{ label: "Guides and eBooks", href: "/resources/books-guides" }} title={book.title ?? ""} subtitle={book.description}>
          {gated ? <ButtonLink href="#download-form">Get the free PDF</ButtonLink> : null}
        </ArticleHeader>
        <div className="container">
          <div className={styles.body}>
            {book.featuredImage ? (
              <div className={styles.cover} style={{ maxWidth: 360 }}>
                <CmsImage image={book.featuredImage} eager />
              </div>
            ) : null}
            {book.tableOfContent.length ? (
              <nav aria-labelledby="toc-heading" className={styles.aside}>
                <h2 id="toc-heading" style={{ fontSize: "1.3rem" }}>
                  What’s inside
                </h2>
                <ol>
                  {book.tableOfContent.map((title, index) => (
                    <li key={title}>{chapters[index] ? <a href={`#${anchor(index)}`}>{title}</a> : title}</li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {gated ? (
              <div id="download-form" style={{ scrollMarginTop: 96, marginBlock: 32 }}>
                <LazyResourceForm
                  form="ebook"
                  sourcePath={entry.path ?? location.pathname}
                  heading={`Get ${book.title ?? "the guide"} as a PDF`}
                  intro="Read it offline, share it with your team. We'll also email you a copy."
                  submitLabel="Download now"
                />
              </div>
            ) : null}
            {chapters.map((chapter, index) => (
              <section key={chapter.cmsId} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`}>
                <h2 id={`${anchor(index)}-heading`}>{chapter.heading}</h2>
                <RichText html={chapter.copy} />
              </section>
            ))}
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query EBookTemplate($id: String!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry(id: { eq: $id }) {
      __typename
      path
      ...CmsSeoFields
      ... on CmsEBookbuilderEntry {
        description
        featuredImage {
          ...CmsImageLarge
        }
        tableOfContent {
          chapterTitle
        }
        eBookbuilder {
          __typename
          cmsId
          ... on CmsEBookbuilderChapterBlock {
            heading
            copy
          }
        }
        download {
          cmsId
        }
      }
      ... on CmsEbooksDownloadEntry {
        description
        featuredImage {
          ...CmsImageLarge
        }
        download {
          cmsId
        }
      }
    }
  }
`
