/**
 * The `width` and `height` attributes of an <img>, which HTML wants as non-negative integers.
 * The browser reserves the image's box from their ratio before it loads (no layout shift).
 *
 * gatsby-plugin-image gives a full-width image no size, only its ratio, as width 1 and
 * height 1 / aspect ratio (e.g. 1 × 0.625): invalid HTML. Those become the size of the
 * largest file of the srcset (1200 × 750), the file a wide screen loads, whose ratio sharp
 * rounded the same way, so the reserved box and the loaded image agree to the pixel. Other
 * layouts already come in whole pixels; any fraction left is rounded.
 */
export interface IntrinsicSize {
  width: number
  height: number
}

/** The largest `w` descriptor of a srcset ("a.jpg 480w, b.jpg 1200w" → 1200), if any. */
export function largestSrcSetWidth(srcSet: string | undefined): number | undefined {
  let largest: number | undefined
  for (const match of (srcSet ?? "").matchAll(/\s(\d+)w\s*(?:,|$)/g)) {
    const width = Number(match[1])
    if (largest === undefined || width > largest) largest = width
  }
  return largest
}

/** Width used for a ratio-only image whose srcset names no widths: precise to 0.1 %. */
const RATIO_BASE_WIDTH = 1000

/** `image` as gatsbyImageData gives it; `srcSets`: the srcset of every format of the picture. */
export function intrinsicSize(image: { layout: string; width: number; height: number }, srcSets: ReadonlyArray<string | undefined>): IntrinsicSize {
  const { layout, width, height } = image
  if (layout === "fullWidth" && width > 0) {
    // A ratio, not a size: scale it to the largest file.
    const widths = srcSets.map(largestSrcSetWidth).filter((w): w is number => w !== undefined)
    const base = widths.length > 0 ? Math.max(...widths) : RATIO_BASE_WIDTH
    return { width: base, height: Math.max(1, Math.round((base * height) / width)) }
  }
  return { width: Math.round(width), height: Math.round(height) }
}
