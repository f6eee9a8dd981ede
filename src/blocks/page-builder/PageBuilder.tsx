import React from "react"
import { graphql } from "gatsby"
import { renderBlocks, type BlockRegistry } from "../render-blocks"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"
import { deferHydration } from "../../runtime/deferred-hydration"
import { Hero } from "./Hero"
import { SimpleHero } from "./SimpleHero"
import { PageBuilderGlobals } from "./page-builder-globals"

export type PageBuilderBlock = Queries.PageBuilderBlocksFragment
type PageBuilderRegistry = BlockRegistry<PageBuilderBlock, { isFirst: boolean }>
/** The props the registry gives the component of one block type. */
type BlockProps<Type extends keyof PageBuilderRegistry> = React.ComponentProps<PageBuilderRegistry[Type]>

/*
 * The heroes, which open a page and hold its h1, hydrate with the page, but for the synced
 * hero: one landing page of the sample's 58 block pages has one, and its code (the hero, the
 * synced-hero rules, the form's wrapper: about 0.8 KB gzip) was in every block page's first
 * load. It is a deferred part like the blocks below: complete in the server HTML, woken right
 * after hydration (it is on the first screen), a press or typing carried over. Every other block
 * type is its own chunk with deferred hydration (src/runtime/
 * deferred-hydration.tsx), as the homepage's sections are: complete in the server HTML, its
 * code fetched and run when it comes within a screen of the viewport (a block on the first
 * screen, right after the page's hydration). So a page's first load carries no block code
 * but its hero's, and the main thread pays only for the blocks the visitor reaches
 * (DESIGN 6: first-load JavaScript, TBT).
 */
const SyncedHero = deferHydration<BlockProps<"CmsPageBuilderSyncedHeroBlock">>(() => import("./SyncedHero").then((module) => module.SyncedHero))
const TwoColumn = deferHydration<BlockProps<"CmsPageBuilderTwoColumnBlock">>(() => import("./TwoColumn").then((module) => module.TwoColumn))
const FeatureCards = deferHydration<BlockProps<"CmsPageBuilderFeatureCardsBlock">>(() => import("./FeatureCards").then((module) => module.FeatureCards))
const Testimonial = deferHydration<BlockProps<"CmsPageBuilderTestimonialBlock">>(() => import("./Testimonial").then((module) => module.Testimonial))
const Reviews = deferHydration<BlockProps<"CmsPageBuilderReviewsBlock">>(() => import("./Reviews").then((module) => module.Reviews))
const ComparisonTable = deferHydration<BlockProps<"CmsPageBuilderTableBlock">>(() => import("./ComparisonTable").then((module) => module.ComparisonTable))
const PricingPlans = deferHydration<BlockProps<"CmsPageBuilderPricingPlansBlock">>(() => import("./PricingPlans").then((module) => module.PricingPlans))
const Faq = deferHydration<BlockProps<"CmsPageBuilderFaqBlock">>(() => import("./Faq").then((module) => module.Faq))
const RichTextBlock = deferHydration<BlockProps<"CmsPageBuilderRichTextBlock">>(() => import("./RichTextBlock").then((module) => module.RichTextBlock))
const CtaBanner = deferHydration<BlockProps<"CmsPageBuilderCtaBannerBlock">>(() => import("./CtaBanner").then((module) => module.CtaBanner))

/** A typed registry keyed by the generated block types: leaving a block type out is a type error. */
export const pageBuilderRegistry: PageBuilderRegistry = {
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
  /** The page query's result, which spreads PageBuilderGlobals: what blocks read from the CMS's globals (page-builder-globals.tsx). */
  globals: Queries.PageBuilderGlobalsFragment | null | undefined
}

/** Renders blocks in order; an unknown type renders nothing in production and a visible warning in development. */
export function PageBuilder({ blocks, firstIsTitle = true, deferLayoutFrom = Infinity, globals }: PageBuilderProps): React.JSX.Element {
  return (
    <PageBuilderGlobals globals={globals}>
      {renderBlocks<PageBuilderBlock, { isFirst: boolean }>({
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
    </PageBuilderGlobals>
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
