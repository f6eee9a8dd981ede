import React from "react"
import { graphql, Link } from "gatsby"
import { CmsImage, type CmsImageData } from "../ui/CmsImage"
import { assertBlogCardLayout, cardEyebrow } from "../../lib/text/card-eyebrow"
import * as styles from "./BlogCard.module.css"

/** What a card needs of an entry (SPEC 3.4). */
export interface BlogCardData {
  id: string
  title: string
  path: string | null
  seoDescription: string | null
  readingTime: number | null
  duration: string | null
  sectionHandle: string | null
  blogCategories: Array<{ title: string }> | null
  featuredImage: CmsImageData | null
}

export function BlogCard({ entry, layout = "threeColumns", headingLevel = 3 }: { entry: BlogCardData; layout?: string; headingLevel?: 2 | 3 }): React.JSX.Element | null {
  assertBlogCardLayout(layout)
  if (!entry.path) return null
  const eyebrow = [entry.blogCategories?.[0]?.title, cardEyebrow(entry)].filter(Boolean).join(" · ")
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={styles.card} data-layout={layout}>
      <div className={styles.image}>{entry.featuredImage ? <CmsImage image={entry.featuredImage} alt="" /> : null}</div>
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
    readingTime
    duration
    sectionHandle
    blogCategories {
      title
    }
    featuredImage {
      ...CmsImageCard
    }
  }
`
