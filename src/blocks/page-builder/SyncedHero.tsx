import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import * as styles from "./blocks.module.css"

/**
 * The hero that carries the page's form (SPEC 3.9). The demo form itself arrives with
 * the demo-request work; until then the form area sends visitors to /demos, where
 * requests are taken.
 */
export function SyncedHero({ block, isFirst }: PageBlockProps<Queries.SyncedHeroBlockFragment>): React.JSX.Element {
  return (
    <section className={styles.hero} id="hero-form">
      <div className={`container ${styles.heroGrid}`}>
        <div>
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          {block.copy ? <p className="lede">{block.copy}</p> : null}
          <div className={styles.formNote}>
            <p>
              <strong>Get a personal walkthrough.</strong> Tell us about your team and we will show you {site.name} with your own workflow.
            </p>
            <ButtonLink href={site.demoPath}>Get a demo</ButtonLink>
          </div>
        </div>
        {block.image ? (
          <div className={styles.heroMedia}>
            <CmsImage image={block.image} eager={isFirst} />
          </div>
        ) : null}
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment SyncedHeroBlock on CmsPageBuilderSyncedHeroBlock {
    eyebrow
    heading
    copy
    formId
    successMessage
    image {
      ...CmsImageLarge
    }
  }
`
