import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import { CtaLinks } from "./CtaLinks"
import * as styles from "./blocks.module.css"

export function Hero({ block, isFirst }: PageBlockProps<Queries.HeroBlockFragment>): React.JSX.Element {
  const hasImage = Boolean(block.image)
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid} ${hasImage ? "" : styles.single}`}>
        <div>
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          {block.copy ? <p className="lede">{block.copy}</p> : null}
          <CtaLinks primary={block.primaryCta} secondary={block.secondaryCta} placement={`Hero / ${block.heading ?? block.eyebrow ?? ""}`} />
          {block.displaySignupForm ? (
            <p className={styles.formNote}>
              Start your free 14-day trial: no credit card, instant activation.{" "}
              <ButtonLink href={site.signupPath} size="small">
                Try {site.name} free
              </ButtonLink>
            </p>
          ) : null}
        </div>
        {hasImage ? (
          <div className={styles.heroMedia}>
            <CmsImage image={block.image} eager={isFirst} />
          </div>
        ) : null}
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment HeroBlock on CmsPageBuilderHeroBlock {
    eyebrow
    heading
    copy
    displaySignupForm
    image {
      ...CmsImageLarge
    }
    primaryCta {
      ...CmsLinkFields
    }
    secondaryCta {
      ...CmsLinkFields
    }
  }
`
