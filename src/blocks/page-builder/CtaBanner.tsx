import React from "react"
import { graphql } from "gatsby"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import { BlockCtas } from "../../components/cta/BlockCtas"
import { blockPlacement } from "../../lib/analytics/track"
import { VariableText } from "../../components/ui/VariableText"
import * as styles from "./blocks.module.css"

export function CtaBanner({ block, isFirst }: PageBlockProps<Queries.CtaBannerBlockFragment>): React.JSX.Element {
  return (
    <section className="section">
      <div className="container">
        <div className={styles.ctaBanner}>
          {/* Personalisation's variable elements 'ctaBannerHeading' and 'ctaBannerCopy' (docs/personalisation.md). */}
          <BlockHeading isFirst={isFirst}>{block.heading ? <VariableText element="ctaBannerHeading">{block.heading}</VariableText> : null}</BlockHeading>
          {block.copy ? (
            <p className="lede" style={{ marginInline: "auto" }}>
              <VariableText element="ctaBannerCopy">{block.copy}</VariableText>
            </p>
          ) : null}
          <BlockCtas
            items={block.ctas}
            links={[block.primaryCta, block.secondaryCta]}
            placement={blockPlacement("CTA banner", block.heading)}
            className={styles.actions}
          />
        </div>
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment CtaBannerBlock on CmsPageBuilderCtaBannerBlock {
    heading
    copy
    ctas {
      ...CtaItem
    }
    primaryCta {
      ...CmsLinkFields
    }
    secondaryCta {
      ...CmsLinkFields
    }
  }
`
