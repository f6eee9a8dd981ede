import React from "react"
import { graphql, Link } from "gatsby"
import { CmsImage, type CmsImageData } from "../ui/CmsImage"
import { ErrorBoundary } from "../ui/ErrorBoundary"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"
import { formatDate } from "../../lib/text/dates"
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

/** A card's content, whatever it came from: an entry of the data layer, or an element-api feed's card. */
export interface CardContent {
  path: string
  title: string
  description: string | null
  /** The category title and SPEC 2.12's eyebrow, joined. */
  eyebrow: string | null
  image: CmsImageData | null
  postDate: string | null
}

/**
 * A card's title: a blog post's `consolidatedTitle` (SPEC 3.3, a short title for places with
 * little room) when its editor set one, else its title. Decided: every card of an entry uses
 * it; the post's own page, its head, the RSS feed and the blog search's results keep the full
 * title (a search matches the words of the title a visitor typed), and the category rails
 * show the title Craft's element-api feed sends (lib/pages/category-rails.ts).
 */
export const cardTitle = (entry: BlogCardData): string | null => ("consolidatedTitle" in entry && entry.consolidatedTitle?.trim()) || entry.title

export function cardContent(entry: BlogCardData): CardContent | null {
  const title = cardTitle(entry)
  if (!entry.path || !title) return null
  const view = blogCardView(entry)
  const eyebrow = [view.category, cardEyebrow({ ...view, sectionHandle: entry.sectionHandle })].filter(Boolean).join(" · ")
  return {
    path: entry.path,
    title,
    description: entry.seoDescription ?? null,
    eyebrow: eyebrow || null,
    image: view.featuredImage ?? null,
    postDate: entry.postDate ?? null,
  }
}

interface CardProps {
  layout?: string
  headingLevel?: 2 | 3 | 4
}

/**
 * A resource card in one of SPEC 2.12's layouts, each its own design for its own place:
 * - `threeColumns`: picture, eyebrow, title, summary — the resource grids;
 * - `highlightedThreeColumns`: on the dark band of featured posts, the first one wide;
 * - `latestBlogs`: a row (picture beside the text, with the date) — the blog's newest-first listing;
 * - `popularEntries`: numbered, text only — the category rails;
 * - `relatedBlog`: a tinted text card with "Read the post" — related posts under a post;
 * - `inMenuLatestBlog`: a small picture and title — the navigation's resources menu.
 * Any other layout throws 'Invalid layout: {layout}' (SPEC 8); BlogCardGrid's error boundary
 * keeps one bad card from blanking a page.
 */
export function BlogCard(props: CardProps & ({ entry: BlogCardData } | { content: CardContent })): React.JSX.Element | null {
  const { layout = "threeColumns", headingLevel = 3 } = props
  assertBlogCardLayout(layout)
  const card = "content" in props ? props.content : cardContent(props.entry)
  if (!card) return null
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2] ?? "h3"
  const showImage = layout !== "popularEntries" && layout !== "relatedBlog"
  const showDescription = layout !== "inMenuLatestBlog" && layout !== "popularEntries"
  return (
    <article className={`${styles.card} ${styles[layout]}`} data-layout={layout}>
      {showImage ? <div className={styles.image}>{card.image ? <CmsImage image={card.image} alt="" /> : null}</div> : null}
      <div className={styles.body}>
        {card.eyebrow && layout !== "inMenuLatestBlog" ? <p className={styles.meta}>{card.eyebrow}</p> : null}
        <Heading className={styles.title}>
          <Link to={card.path}>{card.title}</Link>
        </Heading>
        {showDescription && card.description ? <p className={styles.description}>{card.description}</p> : null}
        {layout === "latestBlogs" && card.postDate ? (
          <p className={styles.date}>
            <time dateTime={card.postDate}>{formatDate(card.postDate)}</time>
          </p>
        ) : null}
        {layout === "relatedBlog" ? (
          <p className={styles.readMore} aria-hidden="true">
            Read the post →
          </p>
        ) : null}
      </div>
    </article>
  )
}

/** A list of cards in one layout; each card behind an error boundary, so a card that fails to render is left out alone. */
export function BlogCardGrid({
  entries,
  layout = "threeColumns",
  headingLevel = 3,
  label,
  deferLayout = false,
}: {
  entries: ReadonlyArray<BlogCardData | CardContent>
  layout?: string
  headingLevel?: 2 | 3 | 4
  label?: string
  /** Below the first screen on every device: each card laid out only once the page has loaded, a few at a time (settle-layout.ts). */
  deferLayout?: boolean
}): React.JSX.Element {
  const List = layout === "popularEntries" ? "ol" : "ul"
  return (
    <List className={`${styles.grid} ${styles[`${layout}Grid`] ?? ""}`} aria-label={label}>
      {entries.map((entry) => (
        <li key={"id" in entry ? entry.id : entry.path} className={deferLayout ? `${styles.item} ${LAYOUT_DEFERRED_CLASS}` : styles.item}>
          <ErrorBoundary name={`a ${layout} card`}>
            {"id" in entry ? (
              <BlogCard entry={entry} layout={layout} headingLevel={headingLevel} />
            ) : (
              <BlogCard content={entry} layout={layout} headingLevel={headingLevel} />
            )}
          </ErrorBoundary>
        </li>
      ))}
    </List>
  )
}

export const fragment = graphql`
  fragment BlogCardFields on CmsEntry {
    id
    title
    path
    postDate
    seoDescription
    sectionHandle
    ... on CmsBlogBlogEntry {
      consolidatedTitle
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
