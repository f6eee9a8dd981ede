import React from "react"
import { graphql } from "gatsby"
import { StarRating } from "../../components/ui/StarRating"
import type { PageBlockProps } from "./block-props"
import { present } from "../../lib/lists/present"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

export function Reviews({ block, isFirst }: PageBlockProps<Queries.ReviewsBlockFragment>): React.JSX.Element {
  return (
    <section className="section section--alt">
      <div className="container">
        {block.heading ? (
          <div className={`${styles.sectionHead} ${styles.center}`}>
            <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          </div>
        ) : null}
        <ul className={styles.reviews}>
          {present(block.reviews).map((review, index) => (
            <li key={`${review.reviewerName ?? "review"}-${index}`} className={styles.review}>
              {typeof review.reviewRating === "number" ? <StarRating rating={review.reviewRating} /> : null}
              <blockquote style={{ margin: "0 0 12px" }}>“{review.reviewQuote}”</blockquote>
              <strong>{review.reviewerName}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment ReviewsBlock on CmsPageBuilderReviewsBlock {
    heading
    reviews {
      reviewRating
      reviewQuote
      reviewerName
    }
  }
`
