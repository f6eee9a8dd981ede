import React from "react"
import { graphql } from "gatsby"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import { CtaLinks } from "./CtaLinks"
import * as styles from "./blocks.module.css"

export function CtaBanner({ block, isFirst }: PageBlockProps<Queries.CtaBannerBlockFragment>): React.JSX.Element {
  return (
    <section className="section">
      <div className="container">
        <div className={styles.ctaBanner}>
          <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          {block.copy ? <p className="lede" style={{ marginInline: "auto" }}>{block.copy}</p> : null}
          <CtaLinks primary={block.primaryCta} secondary={block.secondaryCta} placement={`CTA banner / ${block.heading ?? ""}`} />
        </div>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment CtaBannerBlock on CmsPageBuilderCtaBannerBlock {
    heading
    copy
    primaryCta {
      ...CmsLinkFields
    }
    secondaryCta {
      ...CmsLinkFields
    }
  }
`
