import React from "react"
import type { HomeBlockProps, HomeInputs } from "./types"
import { Hero } from "./Hero/Hero"
import { deferHydration } from "../../runtime/deferred-hydration"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"

/*
 * The hero hydrates with the page. Every section below it is its own chunk with deferred
 * hydration (src/runtime/deferred-hydration.tsx): complete in the server HTML, its code fetched and run
 * only when it comes within a screen of the viewport, so the main thread is free while the
 * page loads (DESIGN 6: TBT, first-load JavaScript).
 */
const belowTheFold = { className: LAYOUT_DEFERRED_CLASS }
const FeatureSlider = deferHydration<HomeBlockProps>(() => import("./FeatureSlider/FeatureSlider").then((module) => module.FeatureSlider), belowTheFold)
const LogoStrip = deferHydration<HomeBlockProps>(() => import("./LogoStrip/LogoStrip").then((module) => module.LogoStrip), belowTheFold)
const CeoQuote = deferHydration<HomeBlockProps>(() => import("./CeoQuote/CeoQuote").then((module) => module.CeoQuote), belowTheFold)
// The journey defers the layout of its four cards one by one instead of its whole self (CustomerJourney.tsx).
const CustomerJourney = deferHydration<HomeBlockProps>(() => import("./CustomerJourney/CustomerJourney").then((module) => module.CustomerJourney))
const BentoCards = deferHydration<HomeBlockProps>(() => import("./BentoCards/BentoCards").then((module) => module.BentoCards), belowTheFold)
const Ratings = deferHydration<HomeBlockProps>(() => import("./Ratings/Ratings").then((module) => module.Ratings), belowTheFold)
const ResourceCards = deferHydration<HomeBlockProps>(() => import("./ResourceCards/ResourceCards").then((module) => module.ResourceCards), belowTheFold)
const VideoTestimonial = deferHydration<HomeBlockProps>(
  () => import("./VideoTestimonial/VideoTestimonial").then((module) => module.VideoTestimonial),
  belowTheFold,
)
const TwoUp = deferHydration<HomeBlockProps>(() => import("./TwoUp/TwoUp").then((module) => module.TwoUp), belowTheFold)
const ClosingCta = deferHydration<HomeBlockProps>(() => import("./ClosingCta/ClosingCta").then((module) => module.ClosingCta), belowTheFold)
const PreFooter = deferHydration<HomeBlockProps>(() => import("./PreFooter/PreFooter").then((module) => module.PreFooter), belowTheFold)

/** The homepage's sections in page order (SPEC 2.9). */
export const homeSectionOrder = [
  "hero",
  "featureSlider",
  "logoStrip",
  "ceoQuote",
  "customerJourney",
  "bentoCards",
  "ratings",
  "resourceCards",
  "videoTestimonial",
  "twoUp",
  "closingCta",
  "preFooter",
] as const

export type HomeSectionType = (typeof homeSectionOrder)[number]

/** A typed registry: a section type without a component is a type error. */
export const homeRegistry: Record<HomeSectionType, React.ComponentType<HomeBlockProps>> = {
  hero: Hero,
  featureSlider: FeatureSlider,
  logoStrip: LogoStrip,
  ceoQuote: CeoQuote,
  customerJourney: CustomerJourney,
  bentoCards: BentoCards,
  ratings: Ratings,
  resourceCards: ResourceCards,
  videoTestimonial: VideoTestimonial,
  twoUp: TwoUp,
  closingCta: ClosingCta,
  preFooter: PreFooter,
}

/** Renders the sections in order, each with the homepage's inputs and an anchor id such as "customer-journey". */
export function HomeSections({ inputs, sections = homeSectionOrder }: { inputs: HomeInputs; sections?: readonly HomeSectionType[] }): React.JSX.Element {
  return (
    <>
      {sections.map((type) => {
        const Section = homeRegistry[type]
        return <Section key={type} id={sectionId(type)} inputs={inputs} />
      })}
    </>
  )
}

/** "customerJourney" → "customer-journey". */
export function sectionId(type: HomeSectionType): string {
  return type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
