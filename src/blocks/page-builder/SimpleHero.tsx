import React from "react"
import { graphql } from "gatsby"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

export function SimpleHero({ block, isFirst }: PageBlockProps<Queries.SimpleHeroBlockFragment>): React.JSX.Element {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid} ${styles.single}`}>
        <div>
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          {block.copy ? <p className="lede">{block.copy}</p> : null}
        </div>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment SimpleHeroBlock on CmsPageBuilderSimpleHeroBlock {
    eyebrow
    heading
    copy
  }
`
