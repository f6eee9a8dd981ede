import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import type { BlockCtasProps } from "../../components/cta/BlockCtas"
import { blockPlacement } from "../../lib/analytics/track"
import { deferHydration } from "../../../plugins/gatsby-plugin-site-runtime/deferred-hydration"
import * as styles from "./blocks.module.css"

/*
 * The hero hydrates with the page (it holds the h1), but its calls to action are their own
 * chunk, woken right after the page's hydration: the CTA component and its modals' openers
 * would otherwise weigh on the first-load JavaScript of every page with a hero (DESIGN 6).
 * Their server HTML is complete, and a link among them works as a plain link meanwhile.
 */
const BlockCtas = deferHydration<BlockCtasProps>(() => import("../../components/cta/BlockCtas").then((module) => module.BlockCtas), { wake: "afterHydration" })

export function Hero({ block, isFirst }: PageBlockProps<Queries.HeroBlockFragment>): React.JSX.Element {
  const hasImage = Boolean(block.image)
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid} ${hasImage ? "" : styles.single}`}>
        <div>
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          {block.copy ? <p className="lede">{block.copy}</p> : null}
          <BlockCtas items={block.ctas} links={[block.primaryCta, block.secondaryCta]} placement={blockPlacement("Hero", block.heading, block.eyebrow)} className={styles.actions} />
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
