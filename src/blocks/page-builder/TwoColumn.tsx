import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { RichText } from "../../components/ui/RichText"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import { BlockCtas } from "../../components/cta/BlockCtas"
import { blockPlacement } from "../../lib/analytics/track"
import * as styles from "./blocks.module.css"

export function TwoColumn({ block, isFirst }: PageBlockProps<Queries.TwoColumnBlockFragment>): React.JSX.Element {
  return (
    <section className="section">
      <div className={`container ${styles.twoColumn} ${block.reverse ? styles.reverse : ""}`}>
        <div>
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          {block.heading ? <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading> : null}
          <RichText html={block.copy} />
          <BlockCtas items={block.ctas} links={[block.cta]} placement={blockPlacement("Two up", block.heading, block.eyebrow)} className={styles.actions} />
          {block.freeTrial ? (
            <div className={styles.actions}>
              <ButtonLink href={site.signupPath}>Try {site.name} free</ButtonLink>
            </div>
          ) : null}
        </div>
        {block.image ? (
          <div className={styles.media}>
            <CmsImage image={block.image} eager={isFirst} />
          </div>
        ) : null}
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment TwoColumnBlock on CmsPageBuilderTwoColumnBlock {
    eyebrow
    heading
    copy
    reverse
    freeTrial
    useForm
    image {
      ...CmsImageLarge
    }
    ctas {
      ...CtaItem
    }
    cta {
      ...CmsLinkFields
    }
  }
`
