/**
 * Readable text on the banner's CMS-chosen background: white or ink, whichever has the
 * higher WCAG contrast ratio against the colour (relative luminance, WCAG 2.x). Only hex
 * colours are accepted (Craft's colour field stores '#RRGGBB'): the value goes into a
 * style attribute, so anything else falls back to the brand colour rather than being
 * passed through.
 */
export const BANNER_TEXT_LIGHT = "#ffffff"
/** The site's ink colour (--color-ink in src/styles/global.css). */
export const BANNER_TEXT_DARK = "#1b1b3a"
/** Used when the CMS gives no colour or one that is not a hex colour (--color-brand-strong). */
export const DEFAULT_BANNER_BACKGROUND = "#c41f48"

export type Rgb = readonly [number, number, number]

/** '#rgb' or '#rrggbb' (case-insensitive, surrounding spaces ignored) → [r, g, b] in 0–255, else null. */
export function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? "")
  if (!match) return null
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join("") : match[1]!
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

export interface BannerColors {
  background: string
  text: typeof BANNER_TEXT_LIGHT | typeof BANNER_TEXT_DARK
}

/** The banner's background (the CMS colour, normalised, or the default) and the text colour that reads best on it. */
export function bannerColors(cmsColor: string | null | undefined): BannerColors {
  const parsed = parseHexColor(cmsColor)
  const background = parsed ? `#${parsed.map((c) => c.toString(16).padStart(2, "0")).join("")}` : DEFAULT_BANNER_BACKGROUND
  const rgb = parsed ?? parseHexColor(DEFAULT_BANNER_BACKGROUND)!
  const light = contrastRatio(rgb, parseHexColor(BANNER_TEXT_LIGHT)!)
  const dark = contrastRatio(rgb, parseHexColor(BANNER_TEXT_DARK)!)
  return { background, text: light >= dark ? BANNER_TEXT_LIGHT : BANNER_TEXT_DARK }
}
