import React from "react"
import { graphql } from "gatsby"
import { renderBlocks, type BlockRegistry } from "../render-blocks"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/settle-layout"
import { Hero } from "./Hero"
import { SyncedHero } from "./SyncedHero"
import { SimpleHero } from "./SimpleHero"
import { TwoColumn } from "./TwoColumn"
import { FeatureCards } from "./FeatureCards"
import { Testimonial } from "./Testimonial"
import { Reviews } from "./Reviews"
import { ComparisonTable } from "./ComparisonTable"
import { PricingPlans } from "./PricingPlans"
import { Faq } from "./Faq"
import { RichTextBlock } from "./RichTextBlock"
import { CtaBanner } from "./CtaBanner"

export type PageBuilderBlock = Queries.PageBuilderBlocksFragment

/** A typed registry keyed by the generated block types: leaving a block type out is a type error. */
export const pageBuilderRegistry: BlockRegistry<PageBuilderBlock, { isFirst: boolean }> = {
  CmsPageBuilderHeroBlock: Hero,
  CmsPageBuilderSyncedHeroBlock: SyncedHero,
  CmsPageBuilderSimpleHeroBlock: SimpleHero,
  CmsPageBuilderTwoColumnBlock: TwoColumn,
  CmsPageBuilderFeatureCardsBlock: FeatureCards,
  CmsPageBuilderTestimonialBlock: Testimonial,
  CmsPageBuilderReviewsBlock: Reviews,
  CmsPageBuilderTableBlock: ComparisonTable,
  CmsPageBuilderPricingPlansBlock: PricingPlans,
  CmsPageBuilderFaqBlock: Faq,
  CmsPageBuilderRichTextBlock: RichTextBlock,
  CmsPageBuilderCtaBannerBlock: CtaBanner,
}

/** A readable block id (not one of Craft's numeric ids) is an in-page anchor, e.g. a landing page's nav link. */
const isAnchor = (id: string | null | undefined): id is string => Boolean(id && /^[a-z][a-z0-9-]*$/i.test(id))

interface PageBuilderProps {
  blocks: ReadonlyArray<PageBuilderBlock | null> | null | undefined
  firstIsTitle?: boolean
  /**
   * From this block on (an index into `blocks`), each block is a part whose layout the
   * browser may skip until it nears the viewport (LAYOUT_DEFERRED_CLASS): for blocks that
   * are below the first screen on every device. Off by default.
   */
  deferLayoutFrom?: number
}

/** Renders blocks in order; an unknown type renders nothing in production and a visible warning in development. */
export function PageBuilder({ blocks, firstIsTitle = true, deferLayoutFrom = Infinity }: PageBuilderProps): React.JSX.Element {
  return (
    <>
      {renderBlocks({
        field: "pageBuilder",
        blocks,
        registry: pageBuilderRegistry,
        props: (_block, index) => ({ isFirst: firstIsTitle && index === 0 }),
        wrap: (element, block, key, index) => {
          const deferred = index >= deferLayoutFrom
          if (!deferred && !isAnchor(block.cmsId)) return element
          return (
            <div key={key} id={isAnchor(block.cmsId) ? block.cmsId : undefined} className={deferred ? LAYOUT_DEFERRED_CLASS : undefined}>
              {element}
            </div>
          )
        },
      })}
    </>
  )
}

export const fragment = graphql`
  fragment PageBuilderBlocks on CmsPageBuilderBlock {
    __typename
    typeHandle
    cmsId
    ...HeroBlock
    ...SyncedHeroBlock
    ...SimpleHeroBlock
    ...TwoColumnBlock
    ...FeatureCardsBlock
    ...TestimonialBlock
    ...ReviewsBlock
    ...ComparisonTableBlock
    ...PricingPlansBlock
    ...FaqBlock
    ...RichTextBlock
    ...CtaBannerBlock
  }
`
