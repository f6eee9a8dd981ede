import React from "react"
import { graphql, Link } from "gatsby"
import { CmsImage } from "../ui/CmsImage"
import { assertBlogCardLayout, cardEyebrow } from "../../lib/text/card-eyebrow"
import * as styles from "./BlogCard.module.css"

export type BlogCardData = Queries.BlogCardFieldsFragment

/** What a card shows of an entry of any resource type (SPEC 3.4): the fields its type has. */
export function blogCardView(entry: BlogCardData) {
  return {
    readingTime: "readingTime" in entry ? entry.readingTime : null,
    duration: "duration" in entry ? entry.duration : null,
    category: "blogCategories" in entry ? (entry.blogCategories?.[0]?.title ?? null) : null,
    featuredImage: "featuredImage" in entry ? entry.featuredImage : null,
  }
}

export function BlogCard({ entry, layout = "threeColumns", headingLevel = 3 }: { entry: BlogCardData; layout?: string; headingLevel?: 2 | 3 }): React.JSX.Element | null {
  assertBlogCardLayout(layout)
  if (!entry.path) return null
  const view = blogCardView(entry)
  const eyebrow = [view.category, cardEyebrow({ ...view, sectionHandle: entry.sectionHandle })].filter(Boolean).join(" · ")
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={styles.card} data-layout={layout}>
      <div className={styles.image}>{view.featuredImage ? <CmsImage image={view.featuredImage} alt="" /> : null}</div>
      <div className={styles.body}>
        {eyebrow ? <p className={styles.meta}>{eyebrow}</p> : null}
        <Heading className={styles.title}>
          <Link to={entry.path}>{entry.title}</Link>
        </Heading>
        {entry.seoDescription ? <p className={styles.description}>{entry.seoDescription}</p> : null}
      </div>
    </article>
  )
}

export function BlogCardGrid({ entries, layout = "threeColumns", headingLevel = 3 }: { entries: readonly BlogCardData[]; layout?: string; headingLevel?: 2 | 3 }): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {entries.map((entry) => (
        <li key={entry.id} style={{ display: "flex" }}>
          <BlogCard entry={entry} layout={layout} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

export const fragment = graphql`
  fragment BlogCardFields on CmsEntry {
    id
    title
    path
    seoDescription
    sectionHandle
    ... on CmsBlogBlogEntry {
      readingTime
      blogCategories {
        title
      }
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsBlogCaseStudyEntry {
      readingTime
      blogCategories {
        title
      }
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsWebinarsWebinarsEntry {
      duration
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsWebinarsRegisterEntry {
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsWebinarsWebinarSpecialEntry {
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsEbooksEBookEntry {
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsEbooksNewEBookEntry {
      featuredImage {
        ...CmsImageCard
      }
    }
    ... on CmsEbooksDownloadEntry {
      featuredImage {
        ...CmsImageCard
      }
    }
  }
`
