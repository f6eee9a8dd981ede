/**
 * Image profiles: every size and format a picture of the site is shown in, in one table.
 *
 * The build encodes no image (DESIGN 2, issue 29): the CMS transforms its assets, as Craft 4
 * does (../shared/CRAFT.md "Images"), and the build only asks it for the transforms' URLs.
 * A profile says which transforms one usage of a picture needs: the widths of its srcset, the
 * modern formats it offers beside the original's own format (AVIF, WebP), their quality, and
 * how the picture is laid out (what GatsbyImage's `layout` was). The source plugin asks the
 * CMS for every transform of each profile an asset is given (`profilesOfAsset`), with Craft's
 * own arguments (`url(width:, format:, quality:)`, `transformRequests`), and keeps the answer
 * on the asset's node as a picture per profile (`pictureOf`); a template asks for
 * `picture(profile: CARD)` and `<Picture>` renders it.
 *
 * The widths follow what gatsby-plugin-image made of the same requests, so the pages show the
 * same files at the same sizes as before: a constrained picture's box is the profile's width
 * (`--picture-width`) and its srcset the profile's breakpoints (else 1/4, 1/2, 1 and 2 times the
 * width), each no wider than the original (the widest becomes the original's width, never an
 * upscaled file: the CMS does not upscale, docs/images.md).
 */

/** How a picture fills its place: up to its width (constrained), the container's width, or a fixed size. */
export type PictureLayout = "constrained" | "fullWidth" | "fixed"
export type ModernFormat = "avif" | "webp"

export interface ImageProfile {
  layout: PictureLayout
  /** A constrained or fixed picture's width in CSS pixels (its box); a full-width picture has none. */
  width?: number
  /** The srcset's widths; default: 1/4, 1/2, 1 and 2 times `width` (fixed: 1 and 2 times). */
  breakpoints?: readonly number[]
  /** The modern formats offered before the fallback (which keeps the original's format: JPEG or PNG). */
  formats: readonly ModernFormat[]
  /** Encoder quality (1–100): one for every format, or per format with `default` for the rest. */
  quality: number | ({ default: number } & Partial<Record<ModernFormat, number>>)
  /** The `sizes` attribute; default: constrained `(min-width: Wpx) Wpx, 100vw`, fixed `Wpx`, full width `100vw`. */
  sizes?: string
}

/**
 * The profiles. The names are the GraphQL enum `ImageProfile` (`picture(profile: LARGE)`).
 * Cards and small pictures use WebP only: AVIF's savings matter on the large pictures (the
 * hero ≤ 40 KB, DESIGN 6), and each format is a transform the CMS must make and keep.
 */
export const IMAGE_PROFILES = {
  /** A page's or post's hero and featured image, in the content column (at most 1200 px). */
  LARGE: { layout: "constrained", width: 1200, breakpoints: [480, 800, 1200], formats: ["avif", "webp"], quality: 70 },
  /** A card's image (blog cards, feature cards, testimonials' logos). */
  CARD: { layout: "constrained", width: 600, breakpoints: [300, 600], formats: ["webp"], quality: 68 },
  /** Avatars, logos and thumbnails up to 160 px. */
  SMALL: { layout: "constrained", width: 160, formats: ["webp"], quality: 75 },
  /** The link preview of a page (og:image, twitter:image): one JPEG or PNG, 1200 px wide at most. */
  SOCIAL: { layout: "fixed", width: 1200, breakpoints: [1200], formats: [], quality: 80 },
  /** The homepage hero's industry carousel (a slide is 240 px wide on a desktop, 320 px below). */
  HOME_HERO_SLIDE: { layout: "fullWidth", breakpoints: [240, 360, 480], formats: ["webp"], quality: 70, sizes: "(min-width: 1024px) 240px, 320px" },
  /** The homepage hero's phone picture: a phone's LCP element (hidden from 768 px, where the carousel shows). */
  HOME_HERO_PHONE: {
    layout: "constrained",
    width: 800,
    breakpoints: [240, 480, 800],
    formats: ["avif", "webp"],
    quality: 60,
    sizes: "(min-width: 768px) 1px, 100vw",
  },
  /** The feature slider's screenshots. The first is asked for while the hero loads: AVIF at 45 keeps UI text crisp at 11 KB (800 px). */
  HOME_FEATURE_SCREEN: {
    layout: "fullWidth",
    breakpoints: [400, 800, 1200],
    formats: ["avif", "webp"],
    quality: { default: 70, avif: 45 },
    sizes: "(min-width: 1024px) 680px, 100vw",
  },
  /** The feature slider's tab icons. */
  HOME_FEATURE_ICON: { layout: "fixed", width: 40, formats: ["webp"], quality: 50 },
  /** The two-up section's pictures (half the content width from 768 px). */
  HOME_TWO_UP: {
    layout: "fullWidth",
    breakpoints: [360, 520, 720, 1040],
    formats: ["webp"],
    quality: 50,
    sizes: "(min-width: 1201px) 520px, (min-width: 768px) 50vw, 100vw",
  },
  /** The bento cards' pictures. */
  HOME_BENTO: { layout: "constrained", width: 720, breakpoints: [360, 540, 720, 960], formats: ["webp"], quality: 50 },
  /** The customer journey's cards. */
  HOME_JOURNEY: { layout: "constrained", width: 720, breakpoints: [360, 540, 720, 1000], formats: ["webp"], quality: 50 },
  /** The video testimonial's poster (834 × 469, SPEC 9.6). */
  HOME_VIDEO: { layout: "constrained", width: 834, formats: ["webp"], quality: 50, sizes: "(min-width: 1024px) 680px, (min-width: 834px) 834px, 100vw" },
  /** The logo strip's logos: one PNG each, twice their 112 px display width. */
  HOME_LOGO: { layout: "fixed", width: 224, breakpoints: [224], formats: [], quality: 70 },
} as const satisfies Record<string, ImageProfile>

export type ImageProfileName = keyof typeof IMAGE_PROFILES
export const IMAGE_PROFILE_NAMES = Object.keys(IMAGE_PROFILES) as ImageProfileName[]

/** The profiles every image of the content volumes is sourced with. */
const CONTENT_PROFILES: readonly ImageProfileName[] = ["LARGE", "CARD", "SMALL", "SOCIAL"]

/**
 * The `site` volume holds the site's own pictures (the homepage's sections and the default link
 * preview, docs/images.md): each file's name says where it is shown, hence its profile.
 */
const SITE_VOLUME = "site"
const SITE_FILE_PROFILES: ReadonlyArray<readonly [RegExp, readonly ImageProfileName[]]> = [
  [/^home-hero-phone\./, ["HOME_HERO_PHONE"]],
  [/^home-hero-/, ["HOME_HERO_SLIDE"]],
  [/^home-features-.*\.png$/, ["HOME_FEATURE_ICON"]],
  [/^home-features-/, ["HOME_FEATURE_SCREEN"]],
  [/^home-twoup-/, ["HOME_TWO_UP"]],
  [/^home-bento-/, ["HOME_BENTO"]],
  [/^home-journey-/, ["HOME_JOURNEY"]],
  [/^home-(quote|resources)-/, ["SMALL"]],
  [/^home-video-/, ["HOME_VIDEO"]],
  [/^home-logos-/, ["HOME_LOGO"]],
  [/^social-card\./, ["SOCIAL"]],
]

/** An asset as the profiles see it. */
export interface ProfiledAsset {
  volume: string
  filename: string
  mimeType: string | null
  width: number | null
  height: number | null
}

/** Whether a file of this type is a raster image the CMS can transform; an SVG is shown as itself, anything else is no picture. */
export const isRasterImageType = (mimeType: string | null | undefined): boolean => /^image\/(jpeg|png|webp|gif|avif)$/.test(mimeType ?? "")

const isRaster = (asset: ProfiledAsset): boolean => isRasterImageType(asset.mimeType) && Boolean(asset.width && asset.height)

/** The profiles an asset is sourced with (none: not a picture, or an SVG, which is its own URL). */
export function profilesOfAsset(asset: ProfiledAsset): readonly ImageProfileName[] {
  if (!isRaster(asset)) return []
  if (asset.volume !== SITE_VOLUME) return CONTENT_PROFILES
  const match = SITE_FILE_PROFILES.find(([pattern]) => pattern.test(asset.filename))
  return match ? match[1] : []
}

const qualityOf = (profile: ImageProfile, format: ModernFormat | null): number =>
  typeof profile.quality === "number" ? profile.quality : ((format && profile.quality[format]) ?? profile.quality.default)

/** The srcset widths a profile asks for, before the original's width caps them. */
export function requestedWidths(profile: ImageProfile): readonly number[] {
  if (profile.breakpoints) return profile.breakpoints
  const width = profile.width ?? 800
  const densities = profile.layout === "fixed" ? [1, 2] : [0.25, 0.5, 1, 2]
  return densities.map((density) => Math.round(width * density))
}

/** One transform the source plugin asks the CMS for: an alias and Craft's `url(…)` arguments. */
export interface TransformRequest {
  alias: string
  width: number
  format: ModernFormat | null
  quality: number
}

/** Every transform a profile needs, one per width and format (`format: null`: the original's own). */
export function transformRequests(name: ImageProfileName): TransformRequest[] {
  const profile: ImageProfile = IMAGE_PROFILES[name]
  const formats: Array<ModernFormat | null> = [...profile.formats, null]
  return formats.flatMap((format) =>
    requestedWidths(profile).map((width) => ({ alias: `${name}_${format ?? "src"}_${width}`, width, format, quality: qualityOf(profile, format) })),
  )
}

/** The GraphQL selection of a profile's transforms: `LARGE_avif_480: url(width: 480, format: "avif", quality: 70) …`. */
export function transformSelection(name: ImageProfileName): string {
  return transformRequests(name)
    .map((t) => `${t.alias}: url(width: ${t.width}${t.format ? `, format: "${t.format}"` : ""}, quality: ${t.quality})`)
    .join(" ")
}

/** One `<source>` of a picture. */
export interface PictureSource {
  type: string
  srcSet: string
}

/** A picture of one asset in one profile: what `<Picture>` renders (GraphQL type `CmsPicture`). */
export interface PictureData {
  layout: PictureLayout
  /** The `<img>`'s width and height attributes (its ratio; a constrained or fixed picture's box). */
  width: number
  height: number
  sizes: string
  /** The fallback: the original's format. */
  src: string
  srcSet: string
  sources: PictureSource[]
}

const MIME_OF: Record<ModernFormat, string> = { avif: "image/avif", webp: "image/webp" }

/**
 * The picture of an asset in a profile, from the CMS's answer to `transformRequests` (alias →
 * URL). Widths above the original's are dropped; the first one above becomes the original's
 * width (the CMS answers it with the original's size, as Craft does with upscaling off). An
 * answer without a URL for a width the picture needs is an error naming the asset: a page never
 * shows a broken image.
 */
export function pictureOf(
  name: ImageProfileName,
  asset: ProfiledAsset & { width: number; height: number },
  urls: Readonly<Record<string, unknown>>,
  rewrite: (url: string) => string | null = (url) => url,
): PictureData {
  const profile: ImageProfile = IMAGE_PROFILES[name]
  const ratio = asset.height / asset.width
  const widths: Array<{ requested: number; actual: number }> = []
  for (const requested of requestedWidths(profile)) {
    // The first width above the original's is the original's width (the CMS answers it at the
    // original's size); the rest above it are dropped. So the original's own width is always a
    // candidate, and a small original never gets a srcset that stops below it.
    const actual = Math.min(requested, asset.width)
    if (!widths.some((w) => w.actual === actual)) widths.push({ requested, actual })
  }
  /** One format's candidates, each the URL the CMS gave for that width, made the page's own. */
  const candidatesOf = (format: ModernFormat | null): Array<{ url: string; actual: number }> =>
    widths.map(({ requested, actual }) => {
      const alias = `${name}_${format ?? "src"}_${requested}`
      const answer = urls[alias]
      const url = typeof answer === "string" && answer ? rewrite(answer) : null
      if (!url)
        throw new Error(
          `The CMS gave no usable URL for the ${format ?? "original-format"} transform ${requested} px wide of asset "${asset.volume}/${asset.filename}" (profile ${name})`,
        )
      return { url, actual }
    })
  const srcSetOf = (candidates: ReadonlyArray<{ url: string; actual: number }>): string => candidates.map(({ url, actual }) => `${url} ${actual}w`).join(",\n")
  const largest = widths[widths.length - 1]!.actual
  const boxWidth =
    profile.layout === "fullWidth" ? largest : profile.layout === "fixed" ? Math.min(profile.width ?? largest, asset.width) : (profile.width ?? largest)
  const fallback = candidatesOf(null)
  const shown = Math.min(profile.width ?? largest, asset.width)
  const sizes =
    profile.sizes ?? (profile.layout === "fixed" ? `${boxWidth}px` : profile.layout === "constrained" ? `(min-width: ${shown}px) ${shown}px, 100vw` : "100vw")
  // The fallback `src`: the file nearest the box's width (the largest no wider than it, else the smallest).
  const fitting = fallback.filter((candidate) => candidate.actual <= boxWidth)
  const src = (fitting[fitting.length - 1] ?? fallback[0]!).url
  return {
    layout: profile.layout,
    width: boxWidth,
    height: Math.max(1, Math.round(boxWidth * ratio)),
    sizes,
    src,
    srcSet: srcSetOf(fallback),
    sources: profile.formats.map((format) => ({ type: MIME_OF[format], srcSet: srcSetOf(candidatesOf(format)) })),
  }
}
