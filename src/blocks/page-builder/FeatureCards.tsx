import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { SmartLink } from "../../components/ui/SmartLink"
import type { PageBlockProps } from "./block-props"
import { present } from "../../lib/lists/present"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

export function FeatureCards({ block, isFirst }: PageBlockProps<Queries.FeatureCardsBlockFragment>): React.JSX.Element {
  return (
    <section className="section section--alt">
      <div className="container">
        {block.heading || block.eyebrow ? (
          <div className={`${styles.sectionHead} ${styles.center}`}>
            {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
            {block.heading ? <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading> : null}
            {block.copy ? <p className="lede">{block.copy}</p> : null}
          </div>
        ) : null}
        <ul className={styles.cards}>
          {present(block.cards).map((card) => (
            <li key={card.cardTitle} className={styles.card}>
              {card.image ? (
                <div className={styles.cardImage}>
                  <CmsImage image={card.image} />
                </div>
              ) : null}
              <h3>{card.linkUrl ? <SmartLink href={card.linkUrl}>{card.cardTitle}</SmartLink> : card.cardTitle}</h3>
              {card.comingSoon ? <span className={styles.badge}>Coming soon</span> : null}
              {card.copy ? <p>{card.copy}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment FeatureCardsBlock on CmsPageBuilderFeatureCardsBlock {
    eyebrow
    heading
    copy
    cards {
      cardTitle
      copy
      linkUrl
      comingSoon
      image {
        ...CmsImageCard
      }
    }
  }
`
