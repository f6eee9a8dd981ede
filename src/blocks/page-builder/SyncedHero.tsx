import React, { useMemo } from "react"
import { graphql } from "gatsby"
import { CmsImage } from "../../components/ui/CmsImage"
import { LandingForm } from "../../features/lead-capture/forms/LandingForm"
import { HERO_FORM_ANCHOR, resolveSyncedHero, SYNCED_HERO_BLOCK_TYPE } from "../../features/lead-capture/rules/synced-hero"
import { useSiteSettings } from "../../lib/site-settings/site-settings"
import type { PageBlockProps } from "./block-props"
import { BlockHeading } from "./Heading"
import { useSyncedHeroMasterSet } from "./page-builder-globals"
import * as styles from "./blocks.module.css"

type SyncedHeroBlock = Queries.SyncedHeroBlockFragment

/**
 * The hero that carries the page's form (SPEC 2.5, 3.9): the demo form's fields, sent through
 * the lead pipeline under the hero's form id and thanked in place with its success message,
 * specialised by the visitor's answers. Fields the block leaves empty come from the master
 * synced hero the siteSettings global names (pageHeroSynced), the form id last from
 * mainFormReference (features/lead-capture/rules/synced-hero.ts).
 */
export function SyncedHero({ block, isFirst }: PageBlockProps<SyncedHeroBlock>): React.JSX.Element {
  // Read by the page query of a page with a synced hero block (page-builder-globals.tsx).
  const settings = useSyncedHeroMasterSet()
  const { mainFormId } = useSiteSettings()
  const master = useMemo(() => {
    for (const entry of settings?.pageHeroSynced ?? []) {
      const found = entry && "pageBuilder" in entry ? entry.pageBuilder?.find((b) => b?.__typename === SYNCED_HERO_BLOCK_TYPE) : null
      if (found) return found as SyncedHeroBlock
    }
    return null
  }, [settings])
  const hero = useMemo(() => resolveSyncedHero(block, master, mainFormId), [block, master, mainFormId])
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid} ${styles.formHero}`}>
        <div className={styles.formHeroCopy}>
          {hero.eyebrow ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <BlockHeading isFirst={isFirst}>{hero.heading}</BlockHeading>
          {hero.copy ? <p className="lede">{hero.copy}</p> : null}
        </div>
        <LandingForm id={HERO_FORM_ANCHOR} className={styles.formHeroForm} blockId={block.cmsId ?? "synced-hero"} formId={hero.formId} success={hero} />
        {hero.image ? (
          <div className={`${styles.heroMedia} ${styles.formHeroMedia}`}>
            <CmsImage image={hero.image} eager={isFirst} />
          </div>
        ) : null}
      </div>
    </section>
  )
}

export const fragment = graphql`
  fragment SyncedHeroBlock on CmsPageBuilderSyncedHeroBlock {
    cmsId
    eyebrow
    heading
    copy
    formId
    successMessage
    successMessageSpecializations {
      variationLogic
      variationLogicComparison
      variationLogicValue
      vSuccessMessage
    }
    image {
      ...CmsImageLarge
    }
  }
`
