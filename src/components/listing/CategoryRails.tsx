import React from "react"
import { SmartLink } from "../ui/SmartLink"
import { BlogCardGrid, type CardContent } from "../cards/BlogCard"
import { cardEyebrow } from "../../lib/text/card-eyebrow"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"
import type { CategoryRail } from "../../lib/pages/category-rails"
import * as styles from "./CategoryRails.module.css"

/** The element-api feed's cards (lib/pages/category-rails.ts) as card content: text only, the feed's pictures are not resized. */
const railCards = (rail: CategoryRail): CardContent[] =>
  rail.items.map((item) => ({
    path: item.path,
    title: item.title,
    description: item.summary,
    eyebrow: cardEyebrow({ readingTime: item.readingTime }),
    image: null,
    postDate: null,
  }))

/**
 * The blog's front page: the newest posts of each topic, numbered, with a link to the topic's
 * page. Always below its first screen: each rail is laid out once the page has loaded, a few
 * at a time (settle-layout.ts).
 */
export function CategoryRails({ rails }: { rails: readonly CategoryRail[] }): React.JSX.Element {
  return (
    <section className="section section--alt" aria-labelledby="category-rails">
      <div className="container">
        <h2 id="category-rails">Browse by topic</h2>
        <div className={styles.rails}>
          {rails.map((rail) => (
            <section key={rail.category.slug} aria-labelledby={`rail-${rail.category.slug}`} className={`${styles.rail} ${LAYOUT_DEFERRED_CLASS}`}>
              <h3 id={`rail-${rail.category.slug}`} className={styles.heading}>
                {rail.category.title}
              </h3>
              <BlogCardGrid entries={railCards(rail)} layout="popularEntries" headingLevel={4} label={`Newest in ${rail.category.title}`} />
              <SmartLink href={rail.category.path} className={styles.more}>
                All {rail.category.title} posts<span aria-hidden="true"> →</span>
              </SmartLink>
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
