import React from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { RichText } from "../../components/ui/RichText"
import { ButtonLink } from "../../components/ui/Button"
import { site } from "../../config/site"
import { useSiteSettings } from "../../lib/site-settings/site-settings"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import { BlockCtas } from "../../components/cta/BlockCtas"
import { blockPlacement } from "../../lib/analytics/track"
import { LandingForm } from "../../features/lead-capture/forms/LandingForm"
import { defaultSuccessMessage } from "../../features/lead-capture/rules/success-message"
import * as styles from "./blocks.module.css"

/**
 * Copy and an image side by side, or with `useForm` copy and the lead form `formCode` names
 * (the demo form's fields, thanked in place: features/lead-capture/forms/LandingForm) in the image's place.
 */
export function TwoColumn({ block, isFirst }: PageBlockProps<Queries.TwoColumnBlockFragment>): React.JSX.Element {
  const { mainFormId } = useSiteSettings()
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
        {block.useForm ? (
          <LandingForm
            blockId={block.cmsId ?? "two-column"}
            formId={block.formCode?.trim() || mainFormId}
            success={{ successMessage: defaultSuccessMessage }}
          />
        ) : block.image ? (
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
    cmsId
    formCode
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
