import React from "react"
import { graphql } from "gatsby"
import type { BlockProps, CmsBlockData } from "../types"
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

/** Every block type of the pageBuilder matrix (cms/schema.graphql: PageBuilderBlock). */
export type PageBuilderType = "hero" | "syncedHero" | "simpleHero" | "twoColumn" | "featureCards" | "testimonial" | "reviews" | "table" | "pricingPlans" | "faq" | "richText" | "ctaBanner"

/** A typed registry: leaving a block type out is a type error. */
export const pageBuilderRegistry: Record<PageBuilderType, React.ComponentType<BlockProps>> = {
  hero: Hero,
  syncedHero: SyncedHero,
  simpleHero: SimpleHero,
  twoColumn: TwoColumn,
  featureCards: FeatureCards,
  testimonial: Testimonial,
  reviews: Reviews,
  table: ComparisonTable,
  pricingPlans: PricingPlans,
  faq: Faq,
  richText: RichTextBlock,
  ctaBanner: CtaBanner,
}

const isKnown = (typeHandle: string): typeHandle is PageBuilderType => Object.prototype.hasOwnProperty.call(pageBuilderRegistry, typeHandle)

/** Renders blocks in order; an unknown type renders nothing in production and a visible warning in development. */
export function PageBuilder({ blocks, firstIsTitle = true }: { blocks: readonly CmsBlockData[] | null | undefined; firstIsTitle?: boolean }): React.JSX.Element {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        if (!isKnown(block.typeHandle)) {
          return process.env.NODE_ENV === "development" ? (
            <p key={index} role="alert" style={{ padding: 16, background: "#fff3cd" }}>
              Unknown pageBuilder block “{block.typeHandle}”
            </p>
          ) : null
        }
        const Block = pageBuilderRegistry[block.typeHandle]
        const element = <Block key={block.cmsId ?? index} block={block} isFirst={firstIsTitle && index === 0} />
        // A readable block id (not one of Craft's numeric ids) is an in-page anchor, e.g. a landing page's nav link.
        return block.cmsId && /^[a-z][a-z0-9-]*$/i.test(block.cmsId) ? (
          <div key={block.cmsId} id={block.cmsId}>
            {element}
          </div>
        ) : (
          element
        )
      })}
    </>
  )
}

export const fragment = graphql`
  fragment PageBuilderBlocks on CmsBlock {
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
