/**
 * Customers' logos (SPEC 3.14: several logo lists of 7 to 14 items), shown where a page vouches
 * for the product: the homepage's strip loops all twelve (blocks/home/LogoStrip), an industry
 * page shows seven in a still row under its hero (components/ui/LogoRow). The pictures are the
 * CMS's `site` volume's `home-logos-*` files, one PNG each (profile HOME_LOGO).
 *
 * Every picture is 320×120 with the mark fitted inside, so each box keeps that 8:3 ratio; a
 * one-line wordmark is drawn smaller inside its picture than a two-line one, so it gets the
 * larger box to match the others' visual weight. widthClass and heightClass name a class of
 * the showing component's stylesheet, which sizes the boxes for its own layout.
 */
import type { LogoItem } from "../lib/home/types"

const regular = { widthClass: "logoRegular", heightClass: "logoRegularHeight", sizes: "(min-width: 768px) 192px, 136px" } as const
const large = { widthClass: "logoLarge", heightClass: "logoLargeHeight", sizes: "(min-width: 768px) 224px, 160px" } as const

/** The homepage strip's twelve. */
export const customerLogos: readonly LogoItem[] = [
  { id: "brightwater-creative", src: "logos/brightwater-creative.png", alt: "Brightwater Creative", ...regular },
  { id: "stonecrest-builders", src: "logos/stonecrest-builders.png", alt: "Stonecrest Builders", ...regular },
  { id: "fernhill-consulting", src: "logos/fernhill-consulting.png", alt: "Fernhill Consulting", ...regular },
  { id: "lumen-and-pine", src: "logos/lumen-and-pine.png", alt: "Lumen & Pine", ...large },
  { id: "copperleaf-events", src: "logos/copperleaf-events.png", alt: "Copperleaf Events", ...regular },
  { id: "northgate-advisory", src: "logos/northgate-advisory.png", alt: "Northgate Advisory", ...regular },
  { id: "redwood-renovations", src: "logos/redwood-renovations.png", alt: "Redwood Renovations", ...regular },
  { id: "tidewater-media", src: "logos/tidewater-media.png", alt: "Tidewater Media", ...regular },
  { id: "juniper-design-co", src: "logos/juniper-design-co.png", alt: "Juniper Design Co", ...regular },
  { id: "ironbark-construction", src: "logos/ironbark-construction.png", alt: "Ironbark Construction", ...regular },
  { id: "meridian-coaching", src: "logos/meridian-coaching.png", alt: "Meridian Coaching", ...regular },
  { id: "bramble-photography", src: "logos/bramble-photography.png", alt: "Bramble Photography", ...regular },
]

const small = { widthClass: "logoRegular", heightClass: "logoRegularHeight", sizes: "120px" } as const
const smallLarge = { widthClass: "logoLarge", heightClass: "logoLargeHeight", sizes: "140px" } as const

/** The industry pages' seven: one of each kind of business the industries serve, in a still row. */
export const industryCustomerLogos: readonly LogoItem[] = [
  { id: "fernhill-consulting", src: "logos/fernhill-consulting.png", alt: "Fernhill Consulting", ...small },
  { id: "brightwater-creative", src: "logos/brightwater-creative.png", alt: "Brightwater Creative", ...small },
  { id: "stonecrest-builders", src: "logos/stonecrest-builders.png", alt: "Stonecrest Builders", ...small },
  { id: "tidewater-media", src: "logos/tidewater-media.png", alt: "Tidewater Media", ...small },
  { id: "northgate-advisory", src: "logos/northgate-advisory.png", alt: "Northgate Advisory", ...small },
  { id: "lumen-and-pine", src: "logos/lumen-and-pine.png", alt: "Lumen & Pine", ...smallLarge },
  { id: "meridian-coaching", src: "logos/meridian-coaching.png", alt: "Meridian Coaching", ...small },
]
