/**
 * Craft 4's image transforms, as values: what the transform arguments of an asset's `url`,
 * `width`, `height` and the `@transform` directive mean (craftcms/cms 4.x
 * `src/gql/arguments/Transform.php`, `src/helpers/Gql.php` prepareTransformArguments,
 * `src/helpers/Image.php` calculateMissingDimension and targetDimensions, `src/elements/Asset.php`
 * getUrlsBySize), and the URL of one transform of one asset version. Pure: no file is read and
 * nothing is encoded here (cms/transforms/service.ts does that, in a worker process).
 *
 * A transform URL carries everything needed to make it and a signature, so only URLs this CMS
 * handed out are ever encoded (a client cannot fill the disk with made-up sizes):
 *
 *   /assets/_transforms/{volume}/{file}/{version}/{w}x{h}-{mode}-{position}-q{quality}[-{interlace}]-{signature}.{format}
 *   /assets/_transforms/blog/cover.jpg/5f1c0e9a2b7d/300x188-crop-center-center-q82-9c1f2a7b5d3e4f60.webp
 *
 * `version` is the start of the SHA-1 of the source file: the URL changes when the file does,
 * so a cached page never points at a stale image.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import type { StoredAsset } from "../content-store"

export const TRANSFORM_PATH_PREFIX = "/assets/_transforms/"

export const MODES = ["crop", "fit", "stretch", "letterbox"] as const
export type TransformMode = (typeof MODES)[number]
/** Craft's crop positions (`position`), used by `crop` only. */
export const POSITIONS = [
  "top-left",
  "top-center",
  "top-right",
  "center-left",
  "center-center",
  "center-right",
  "bottom-left",
  "bottom-center",
  "bottom-right",
] as const
export type TransformPosition = (typeof POSITIONS)[number]
/** Output formats the stand-in makes (Craft's web-safe raster formats); `jpeg` is read as `jpg`. */
export const FORMATS = ["jpg", "png", "webp", "avif", "gif"] as const
export type TransformFormat = (typeof FORMATS)[number]
export const INTERLACES = ["none", "line", "plane", "partition"] as const
export type TransformInterlace = (typeof INTERLACES)[number]

/**
 * The limits of the stand-in's transforms (docs/images.md):
 * - a transform's width and height: 1 to 4096 px (a larger argument is an error, not clamped);
 * - quality: 1 to 100, default 82 (Craft's `defaultImageQuality`);
 * - srcset: at most 24 sizes, each "<n>w" (1–4096) or "<n>x" (0.1–4);
 * - warming: at most 2,000 URLs per call, at most 10,000 waiting; at most 500 on-demand transforms waiting.
 */
export const LIMITS = {
  maxDimension: 4096,
  minQuality: 1,
  maxQuality: 100,
  defaultQuality: 82,
  maxSrcsetSizes: 24,
  maxDensity: 4,
  warmUrlsPerCall: 2000,
  warmQueue: 10_000,
  requestQueue: 500,
} as const

/** Length of the version (hex of the source file's SHA-1) and of the signature in a URL. */
export const VERSION_LENGTH = 12
const SIGNATURE_LENGTH = 16

/** The transform arguments of Craft's GraphQL API (`url`, `width`, `height`, `@transform`). */
export interface TransformArguments {
  handle?: string | null
  transform?: string | null
  width?: number | null
  height?: number | null
  mode?: string | null
  position?: string | null
  interlace?: string | null
  quality?: number | null
  format?: string | null
  immediately?: boolean | null
}

/** A transform with every parameter known but the output size (that depends on the image). */
export interface Transform {
  width: number | null
  height: number | null
  mode: TransformMode
  position: TransformPosition
  interlace: TransformInterlace
  quality: number
  /** null: the source's own format when it is web-safe, else jpg (Craft's auto format). */
  format: TransformFormat | null
}

/** One transform of one version of one asset: everything needed to make it, and its cache key. */
export interface TransformSpec {
  volume: string
  filename: string
  version: string
  width: number
  height: number
  mode: TransformMode
  position: TransformPosition
  interlace: TransformInterlace
  quality: number
  format: TransformFormat
}

/** What a transform is applied to: the stored asset's facts, and the file's hex SHA-1. */
export type TransformSource = Pick<StoredAsset, "volume" | "filename" | "extension" | "kind" | "width" | "height"> & { sha1: string }

export class TransformError extends Error {}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value)

const checkDimension = (name: string, value: number | null | undefined): number | null => {
  if (value === null || value === undefined || value === 0) return null
  if (!Number.isInteger(value) || value < 1 || value > LIMITS.maxDimension)
    throw new TransformError(`Transform ${name} must be a whole number of pixels from 1 to ${LIMITS.maxDimension}, not ${value}`)
  return value
}

/**
 * The transform the arguments ask for, or null when they ask for none (no arguments, or only
 * `immediately`): then the field is the asset's own. A named transform (`handle`, or its alias
 * `transform`) must be one of `named` (the stand-in's project defines none, so any handle is an
 * error, as an unknown handle is in Craft). Values outside Craft's sets are errors.
 */
export function normalizeTransform(args: TransformArguments, named: ReadonlyMap<string, TransformArguments> = new Map()): Transform | null {
  const handle = args.handle || args.transform
  if (handle) {
    const definition = named.get(handle)
    if (!definition) throw new TransformError(`Invalid transform handle: ${handle}`)
    return normalizeTransform({ ...definition, handle: null, transform: null })
  }
  const given = Object.entries(args).filter(
    ([name, value]) => name !== "immediately" && name !== "handle" && name !== "transform" && value !== null && value !== undefined,
  )
  if (given.length === 0) return null
  const mode = (args.mode ?? "crop").toLowerCase()
  if (!isOneOf(MODES, mode)) throw new TransformError(`Invalid transform mode "${args.mode}": one of ${MODES.join(", ")}`)
  const position = (args.position ?? "center-center").toLowerCase()
  if (!isOneOf(POSITIONS, position)) throw new TransformError(`Invalid transform position "${args.position}": one of ${POSITIONS.join(", ")}`)
  const interlace = (args.interlace ?? "none").toLowerCase()
  if (!isOneOf(INTERLACES, interlace)) throw new TransformError(`Invalid transform interlace "${args.interlace}": one of ${INTERLACES.join(", ")}`)
  const rawFormat = args.format ? args.format.toLowerCase().replace(/^jpeg$/, "jpg") : null
  if (rawFormat !== null && !isOneOf(FORMATS, rawFormat)) throw new TransformError(`Invalid transform format "${args.format}": one of ${FORMATS.join(", ")}`)
  const quality = args.quality ?? LIMITS.defaultQuality
  if (!Number.isInteger(quality) || quality < LIMITS.minQuality || quality > LIMITS.maxQuality)
    throw new TransformError(`Transform quality must be a whole number from ${LIMITS.minQuality} to ${LIMITS.maxQuality}, not ${quality}`)
  return {
    width: checkDimension("width", args.width),
    height: checkDimension("height", args.height),
    mode,
    position,
    interlace,
    quality,
    format: rawFormat as TransformFormat | null,
  }
}

/** PHP's round() for positive numbers: half away from zero. */
const phpRound = (n: number): number => Math.round(n)

/** craft\helpers\Image::calculateMissingDimension. */
export function calculateMissingDimension(
  targetWidth: number | null,
  targetHeight: number | null,
  sourceWidth: number,
  sourceHeight: number,
): [number, number] {
  if (targetWidth && targetHeight) return [targetWidth, targetHeight]
  if (!targetWidth && !targetHeight) return [sourceWidth, sourceHeight]
  return [
    targetWidth || Math.max(phpRound(targetHeight! * (sourceWidth / sourceHeight)), 1),
    targetHeight || Math.max(phpRound(targetWidth! * (sourceHeight / sourceWidth)), 1),
  ]
}

/**
 * craft\helpers\Image::targetDimensions: the output size of a transform of a source image. With
 * `upscale` false (the stand-in's setting, docs/images.md), no output is larger than the source,
 * except `letterbox`, which always has the transform's size.
 */
export function targetDimensions(
  sourceWidth: number,
  sourceHeight: number,
  transformWidth: number | null,
  transformHeight: number | null,
  mode: TransformMode,
  upscale: boolean,
): [number, number] {
  const [width, height] = calculateMissingDimension(transformWidth, transformHeight, sourceWidth, sourceHeight)
  const factor = Math.max(sourceWidth / width, sourceHeight / height)
  const imageRatio = sourceWidth / sourceHeight
  const transformRatio = width / height
  if (mode === "letterbox") return [width, height]
  if (upscale) return mode === "fit" ? [phpRound(sourceWidth / factor), phpRound(sourceHeight / factor)] : [width, height]
  if (mode === "fit" || imageRatio === transformRatio) {
    return [Math.min(sourceWidth, width, phpRound(sourceWidth / factor)), Math.min(sourceHeight, height, phpRound(sourceHeight / factor))]
  }
  return [
    Math.min(sourceWidth, transformWidth ?? width, phpRound(sourceHeight * transformRatio)),
    Math.min(sourceHeight, transformHeight ?? height, phpRound(sourceWidth / transformRatio)),
  ]
}

/** Formats sharp reads and the stand-in transforms; anything else (SVG, PDF …) is served as it is, as Craft serves a file it cannot manipulate. */
const TRANSFORMABLE_SOURCES = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif", "tif", "tiff"])
const WEB_SAFE = new Set(["jpg", "png", "webp", "avif", "gif"])

/**
 * Whether the stand-in transforms this asset: raster images only. An SVG is never rasterised
 * (its own URL and size come back: it scales in the browser), nor is a non-image.
 */
export const isTransformable = (source: TransformSource): boolean =>
  source.kind === "image" && TRANSFORMABLE_SOURCES.has(source.extension.toLowerCase()) && Boolean(source.width && source.height)

/** The output format: the asked one, else the source's when it is web-safe, else jpg. */
export const outputFormat = (transform: Transform, source: TransformSource): TransformFormat => {
  if (transform.format) return transform.format
  const extension = source.extension.toLowerCase().replace(/^jpeg$/, "jpg")
  return WEB_SAFE.has(extension) ? (extension as TransformFormat) : "jpg"
}

/** The spec of a transform of a source, or null when the source is not transformed (isTransformable). */
export function specOf(source: TransformSource, transform: Transform, upscale: boolean): TransformSpec | null {
  if (!isTransformable(source)) return null
  const [width, height] = targetDimensions(source.width!, source.height!, transform.width, transform.height, transform.mode, upscale)
  if (width > LIMITS.maxDimension || height > LIMITS.maxDimension)
    throw new TransformError(`A transform is at most ${LIMITS.maxDimension} px on a side (asked ${width} × ${height})`)
  const format = outputFormat(transform, source)
  return {
    volume: source.volume,
    filename: source.filename,
    version: source.sha1.slice(0, VERSION_LENGTH),
    width,
    height,
    mode: transform.mode,
    // Normalised where a parameter makes no difference, so equal outputs share one file.
    position: transform.mode === "crop" ? transform.position : "center-center",
    interlace: format === "jpg" || format === "png" ? transform.interlace : "none",
    quality: format === "png" || format === "gif" ? LIMITS.defaultQuality : transform.quality,
    format,
  }
}

/** The part of a spec's file name before the signature: `300x188-crop-center-center-q82[-line]`. */
export const specName = (spec: TransformSpec): string =>
  `${spec.width}x${spec.height}-${spec.mode}-${spec.position}-q${spec.quality}${spec.interlace === "none" ? "" : `-${spec.interlace}`}`

/** Where a made transform lives under the cache folder: keyed by asset, version, size, mode, position, quality, interlace and format. */
export const cacheRelativePath = (spec: TransformSpec): string => `${spec.volume}/${spec.filename}/${spec.version}/${specName(spec)}.${spec.format}`

const signatureOf = (secret: string | Buffer, spec: TransformSpec): string =>
  createHmac("sha256", secret).update(cacheRelativePath(spec)).digest("hex").slice(0, SIGNATURE_LENGTH)

/** The path of a transform's URL (below the CMS origin), signed with `secret`. */
export const transformPath = (spec: TransformSpec, secret: string | Buffer): string =>
  `${TRANSFORM_PATH_PREFIX}${encodeURIComponent(spec.volume)}/${encodeURIComponent(spec.filename)}/${spec.version}/${specName(spec)}-${signatureOf(secret, spec)}.${spec.format}`

const NAME_PATTERN = new RegExp(
  `^(\\d{1,4})x(\\d{1,4})-(${MODES.join("|")})-(${POSITIONS.join("|")})-q(\\d{1,3})(?:-(line|plane|partition))?-([0-9a-f]{${SIGNATURE_LENGTH}})\\.(${FORMATS.join("|")})$`,
)

/**
 * The spec a transform URL path names, when it is well formed, within the limits and signed
 * with `secret`; otherwise why not. Whether the asset and its version exist is the caller's check.
 */
export function parseTransformPath(pathname: string, secret: string | Buffer): { spec: TransformSpec } | { error: string } {
  if (!pathname.startsWith(TRANSFORM_PATH_PREFIX)) return { error: "not a transform URL" }
  const parts = pathname.slice(TRANSFORM_PATH_PREFIX.length).split("/")
  if (parts.length !== 4) return { error: "not a transform URL" }
  let volume: string
  let filename: string
  try {
    volume = decodeURIComponent(parts[0]!)
    filename = decodeURIComponent(parts[1]!)
  } catch {
    return { error: "not a transform URL" }
  }
  const version = parts[2]!
  if (
    !/^[A-Za-z0-9_-]+$/.test(volume) ||
    filename === "" ||
    /[/\\]/.test(filename) ||
    filename.startsWith(".") ||
    !new RegExp(`^[0-9a-f]{${VERSION_LENGTH}}$`).test(version)
  )
    return { error: "not a transform URL" }
  const match = NAME_PATTERN.exec(parts[3]!)
  if (!match) return { error: "unknown transform parameters" }
  const [, w, h, mode, position, quality, interlace, signature, format] = match
  const spec: TransformSpec = {
    volume,
    filename,
    version,
    width: Number(w),
    height: Number(h),
    mode: mode as TransformMode,
    position: position as TransformPosition,
    quality: Number(quality),
    interlace: (interlace ?? "none") as TransformInterlace,
    format: format as TransformFormat,
  }
  if (spec.width < 1 || spec.height < 1 || spec.width > LIMITS.maxDimension || spec.height > LIMITS.maxDimension)
    return { error: `size outside 1–${LIMITS.maxDimension} px` }
  if (spec.quality < LIMITS.minQuality || spec.quality > LIMITS.maxQuality) return { error: `quality outside ${LIMITS.minQuality}–${LIMITS.maxQuality}` }
  const expected = Buffer.from(signatureOf(secret, spec))
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return { error: "bad signature: not a URL this CMS handed out" }
  return { spec }
}

/** craft\helpers\Assets::parseSrcsetSize: "300w" → [300, "w"], "1.5x" or 1.5 → [1.5, "x"]. */
export function parseSrcsetSize(size: string): [number, "w" | "x"] {
  const match = /^(\d+(?:\.\d+)?|\.\d+)(w|x)?$/.exec(size.trim())
  if (!match) throw new TransformError(`Invalid srcset size: ${size}`)
  const value = Number(match[1])
  const unit = (match[2] ?? "x") as "w" | "x"
  if (unit === "w" && (!Number.isInteger(value) || value < 1 || value > LIMITS.maxDimension))
    throw new TransformError(`Invalid srcset size ${size}: a width from 1w to ${LIMITS.maxDimension}w`)
  if (unit === "x" && (value < 0.1 || value > LIMITS.maxDensity))
    throw new TransformError(`Invalid srcset size ${size}: a density from 0.1x to ${LIMITS.maxDensity}x`)
  return [value, unit]
}

/**
 * craft\elements\Asset::getUrlsBySize: the transform of each srcset size, relative to the asset
 * under `transform` (null: the original). A `w` size sets the width; an `x` size multiplies the
 * current width; the height follows only when the transform sets one. "1x" is the transform itself.
 * The descriptor is the asked size, as in Craft (a "2000w" of a 1600-px image, never upscaled, is 1600 px wide).
 */
export function srcsetTransforms(
  sizes: readonly string[],
  transform: Transform | null,
  current: [number, number],
): Array<{ descriptor: string; transform: Transform | null }> {
  if (sizes.length > LIMITS.maxSrcsetSizes) throw new TransformError(`A srcset has at most ${LIMITS.maxSrcsetSizes} sizes`)
  const [currentWidth, currentHeight] = current
  return sizes.map((size) => {
    if (size === "1x") return { descriptor: size, transform }
    const [value, unit] = parseSrcsetSize(size)
    const base: Transform = transform ?? {
      width: null,
      height: null,
      mode: "crop",
      position: "center-center",
      interlace: "none",
      quality: LIMITS.defaultQuality,
      format: null,
    }
    const width = unit === "w" ? value : Math.ceil(currentWidth * value)
    const height = transform?.height ? (unit === "w" ? Math.ceil((currentHeight * width) / currentWidth) : Math.ceil(currentHeight * value)) : null
    return { descriptor: `${value}${unit}`, transform: { ...base, width: checkDimension("width", width), height: checkDimension("height", height) } }
  })
}

/** The Content-Type of each output format. */
export const MIME_OF_FORMAT: Record<TransformFormat, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", gif: "image/gif" }
