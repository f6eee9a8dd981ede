import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { ButtonLink } from "../components/ui/Button"
import { ContentBuilder } from "../blocks/blog/BlogBuilder"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { site } from "../config/site"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import { LazyResourceForm } from "../features/lead-capture/forms/LazyResourceForm"
import * as styles from "../components/layout/Article.module.css"

/** A customer story: who, the results in numbers, and the story in blocks. */
export default function CaseStudyTemplate({ data, pageContext, location }: CmsPageProps<Queries.CaseStudyTemplateQuery>): React.JSX.Element {
  const story = pageEntry(data.cmsEntry, "CaseStudyTemplate")
  // The PDF is never in the page: the form's answer gives it (features/lead-capture/server/resource-handler.ts), once the visitor has asked.
  const hasPdf = Boolean(story.caseStudyPdf?.cmsId)
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
              {story.results.flatMap((result) =>
                !result
                  ? []
                  : [
                      <li key={result.label} className={styles.stat}>
                        <span className={styles.statValue}>{result.value}</span>
                        {result.label}
                      </li>,
                    ],
              )}
            </ul>
          ) : null}
          {story.featuredImage ? (
            <div className={styles.cover}>
              <CmsImage image={story.featuredImage} eager />
            </div>
          ) : null}
          <div className={styles.body}>
            <RichText html={story.richText} />
            <ContentBuilder blocks={story.contentBuilder} />
            <div className={styles.aside}>
              <h2 style={{ fontSize: "1.4rem" }}>Write your own success story</h2>
              <p>Start a free 14-day trial. No credit card required.</p>
              <ButtonLink href={site.signupPath}>Try {site.name} free</ButtonLink>
            </div>
            {hasPdf ? (
              <LazyResourceForm
                form="caseStudy"
                sourcePath={story.path ?? location.pathname}
                heading="Take this story with you"
                intro={`Get ${story.companyName ? `the ${story.companyName} story` : "this story"} as a PDF to share with your team.`}
                submitLabel="Get the PDF"
              />
            ) : null}
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query CaseStudyTemplate($id: String!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsBlogCaseStudyEntry(id: { eq: $id }) {
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
        ...ContentBuilderBlocks
      }
      path
      caseStudyPdf {
        cmsId
      }
    }
  }
`
