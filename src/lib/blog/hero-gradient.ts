/**
 * A blog post's `imageGradient` (SPEC 3.3; the contract's help text: "A CSS colour pair for the
 * hero gradient, e.g. '#FDE7EF,#E3ECFF'"), as the background of the post's header.
 *
 * Decided: the value is two hex colours separated by a comma (spaces allowed), drawn from the
 * top left to the bottom right. Anything else, and any pair on which one of the header's
 * text colours would fall below WCAG's 4.5:1 at either end, gives the plain header instead:
 * the value goes into a style attribute, so it is rebuilt from the parsed colours and never
 * passed through, and the page stays readable whatever an editor types.
 */
// The WCAG colour rules live with the web banner, their first user: a module of their own
// moved into the chunk every page shares and cost 0.1 KB gzip of first-load JS on every page
// (and 0.4 on /404, which then loaded that chunk), measured with npm run budget.
import { contrastRatio, parseHexColor, type Rgb } from "../banner/contrast"

// bannerColors spells this inline; exporting one shared copy from there cost /404 +0.3 KB gzip
// (npm run budget: the banner module then keeps it as an export in every page's shell).
const hexColor = (rgb: Rgb): string => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`

/** The colours written on the header (src/styles/global.css): title, subtitle and byline, eyebrow link. */
export const HERO_TEXT_COLORS = { ink: "#1b1b3a", inkSoft: "#4a4a68", brandStrong: "#c41f48" } as const

/** WCAG 2.x AA for normal text. */
const MIN_CONTRAST = 4.5

const HERO_TEXT_RGB = Object.values(HERO_TEXT_COLORS).map((text) => parseHexColor(text)!)

const readableOn = (background: Rgb): boolean => HERO_TEXT_RGB.every((text) => contrastRatio(text, background) >= MIN_CONTRAST)

/** The CSS background of a post's header for its `imageGradient`, or null for the plain header. */
export function heroGradient(value: string | null | undefined): string | null {
  const parts = (value ?? "").split(",")
  if (parts.length !== 2) return null
  const colors = parts.map(parseHexColor)
  if (colors.some((color) => color === null || !readableOn(color))) return null
  const [from, to] = colors as [Rgb, Rgb]
  return `linear-gradient(135deg, ${hexColor(from)}, ${hexColor(to)})`
}
