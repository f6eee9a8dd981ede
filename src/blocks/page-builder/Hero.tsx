import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { LandingForm } from "../../features/lead-capture/forms/LandingForm"
import { useSiteSettings } from "../../lib/site-settings/site-settings"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import type { BlockCtasProps } from "../../components/cta/BlockCtas"
import { blockPlacement } from "../../lib/analytics/track"
import { deferHydration } from "../../runtime/deferred-hydration"
import * as styles from "./blocks.module.css"

/*
 * The hero hydrates with the page (it holds the h1), but its calls to action are their own
 * chunk, woken right after the page's hydration: the CTA component and its modals' openers
 * would otherwise weigh on the first-load JavaScript of every page with a hero (DESIGN 6).
 * Their server HTML is complete, and a link among them works as a plain link meanwhile. A
 * 'modal' sign-up form's button is one of them (components/cta/BlockCtas demoForm).
 */
const BlockCtas = deferHydration<BlockCtasProps>(() => import("../../components/cta/BlockCtas").then((module) => module.BlockCtas), { wake: "afterHydration" })

/**
 * A page's hero. With displaySignupForm it carries a lead form (SPEC 3.9): inline beside the
 * copy (signupFormType 'inline', the default), or behind a 'Get a demo' button that opens it
 * in the demo dialog ('modal', in place of the hero's CTA that asks for a demo); it goes under heroMarketoId (else mainFormReference) and
 * thanks the visitor with marketoThankYouMessage, in place.
 */
export function Hero({ block, isFirst }: PageBlockProps<Queries.HeroBlockFragment>): React.JSX.Element {
  const { mainFormId } = useSiteSettings()
  const signupForm = block.displaySignupForm ? (block.signupFormType?.trim() === "modal" ? "modal" : "inline") : null
  const form = { block: block.cmsId ?? "hero", formId: block.heroMarketoId?.trim() || mainFormId, success: { successMessage: block.marketoThankYouMessage } }
  const hasImage = Boolean(block.image)
  if (signupForm === "inline") {
    return (
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid} ${styles.formHero}`}>
          <div className={styles.formHeroCopy}>
            {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
            <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
            {block.copy ? <p className="lede">{block.copy}</p> : null}
            <BlockCtas
              items={block.ctas}
              links={[block.primaryCta, block.secondaryCta]}
              placement={blockPlacement("Hero", block.heading, block.eyebrow)}
              className={styles.actions}
            />
          </div>
          <LandingForm className={styles.formHeroForm} blockId={form.block} formId={form.formId} success={form.success} />
          {hasImage ? (
            <div className={`${styles.heroMedia} ${styles.formHeroMedia}`}>
              <CmsImage image={block.image} eager={isFirst} />
            </div>
          ) : null}
        </div>
      </section>
    )
  }
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid} ${hasImage ? "" : styles.single}`}>
        <div>
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <BlockHeading isFirst={isFirst}>{block.heading}</BlockHeading>
          {block.copy ? <p className="lede">{block.copy}</p> : null}
          <BlockCtas
            items={block.ctas}
            links={[block.primaryCta, block.secondaryCta]}
            placement={blockPlacement("Hero", block.heading, block.eyebrow)}
            className={styles.actions}
            demoForm={signupForm === "modal" ? { form } : undefined}
          />
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
    cmsId
    signupFormType
    heroMarketoId
    marketoThankYouMessage
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
