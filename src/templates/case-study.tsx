import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead, type SeoFields } from "../components/layout/Seo"
import { CmsImage, type CmsImageData } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { ButtonLink } from "../components/ui/Button"
import { BlogBuilder } from "../blocks/blog/BlogBuilder"
import type { CmsBlockData } from "../blocks/types"
import type { CmsPageProps } from "../components/layout/page-types"
import { site } from "../config/site"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import * as styles from "../components/layout/Article.module.css"

interface CaseStudy extends SeoFields {
  companyName: string | null
  industry: string | null
  companyLogo: CmsImageData | null
  featuredImage: CmsImageData | null
  results: Array<{ value: string; label: string }> | null
  richText: string | null
  contentBuilder: CmsBlockData[] | null
  caseStudyPdf: { localFile: { publicURL: string | null } | null } | null
}

type Data = { cmsEntry: CaseStudy }

/** A customer story: who, the results in numbers, and the story in blocks. */
export default function CaseStudyTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  const story = data.cmsEntry
  const pdf = story.caseStudyPdf?.localFile?.publicURL
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <article>
        <ArticleHeader
          section={{ label: "Customer stories", href: "/resources/case-studies" }}
          detail={story.industry}
          title={story.title ?? ""}
          subtitle={story.seoDescription}
          logo={story.companyLogo ? <CmsImage image={story.companyLogo} alt={story.companyName ?? ""} /> : null}
        />
        <div className="container">
          {story.results?.length ? (
            <ul className={styles.stats} aria-label="Results">
              {story.results.map((result) => (
                <li key={result.label} className={styles.stat}>
                  <span className={styles.statValue}>{result.value}</span>
                  {result.label}
                </li>
              ))}
            </ul>
          ) : null}
          {story.featuredImage ? (
            <div className={styles.cover}>
              <CmsImage image={story.featuredImage} eager />
            </div>
          ) : null}
          <div className={styles.body}>
            <RichText html={story.richText} />
            <BlogBuilder blocks={story.contentBuilder} />
            <div className={styles.aside}>
              <h2 style={{ fontSize: "1.4rem" }}>Write your own success story</h2>
              <p>Start a free 14-day trial. No credit card required.</p>
              <ButtonLink href={site.signupPath}>Try {site.name} free</ButtonLink>{" "}
              {pdf ? (
                <ButtonLink href={pdf} variant="secondary" download>
                  Download the PDF
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query CaseStudyTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      companyName
      industry
      companyLogo {
        ...CmsImageSmall
      }
      featuredImage {
        ...CmsImageLarge
      }
      results {
        value
        label
      }
      richText
      contentBuilder {
        ...BlogBuilderBlocks
      }
      caseStudyPdf {
        localFile {
          publicURL
        }
      }
    }
  }
`
