import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import type { PageBlockProps } from "./block-props"
import * as styles from "./blocks.module.css"

export function Testimonial({ block }: PageBlockProps<Queries.TestimonialBlockFragment>): React.JSX.Element {
  return (
    <section className="section">
      <figure className={`container ${styles.testimonial}`}>
        <blockquote>“{block.quote}”</blockquote>
        <figcaption className={styles.person}>
          {block.image ? (
            <span className={styles.avatar}>
              <CmsImage image={block.image} alt="" />
            </span>
          ) : null}
          <span>
            <strong>{block.author}</strong>
            <br />
            {[block.authorTitle, block.company].filter(Boolean).join(", ")}
          </span>
        </figcaption>
      </figure>
    </section>
  )
}

export const fragment = graphql`
  fragment TestimonialBlock on CmsPageBuilderTestimonialBlock {
    quote
    author
    authorTitle
    company
    image {
      ...CmsImageLarge
    }
  }
`
