import { site } from "../../../config/site"
import type { LogoItem } from "../types"

/** SPEC 2.9 item 3, 9.6: the claim is 30,000+ companies. */
export const logoStripCaption = `${site.name} is trusted by 30,000+ companies of all sizes`

/**
 * Customers' logos. Every picture is 320×120 with the mark fitted inside, so each box keeps
 * that 8:3 ratio; a one-line wordmark is drawn smaller inside its picture than a two-line
 * one, so it gets the larger box to match the others' visual weight.
 */
const regular = { widthClass: "logoRegular", heightClass: "logoRegularHeight", sizes: "(min-width: 768px) 192px, 136px" } as const
const large = { widthClass: "logoLarge", heightClass: "logoLargeHeight", sizes: "(min-width: 768px) 224px, 160px" } as const

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
