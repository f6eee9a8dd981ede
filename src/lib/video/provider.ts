/**
 * Where a CMS video id is played from (SPEC 7.4). Two sources, chosen per environment by
 * one build-time setting (config/video-hosting.ts `videoProvider`, docs/videos.md):
 *
 * - no provider (the embedded default): the id must be one of the site's own sample videos
 *   (config/video-hosting.ts); it resolves at build time, so the server HTML has its title,
 *   length and poster, and the browser's own player plays it;
 * - a provider base URL (Wistia: https://fast.wistia.net): the id is the provider's; its
 *   metadata (`{base}/embed/medias/{id}.jsonp`) is fetched in the browser when the video
 *   nears the viewport, and its player (`{base}/embed/iframe/{id}`, an iframe, so none of
 *   its script runs on the page's main thread) loads only when the visitor presses play.
 *
 * An id that resolves to neither is `unavailable`: the facade says so instead of showing
 * an empty box.
 */

/**
 * The page-level setting the browser reads the provider from: a <meta name="video-provider"
 * content="{base}"> that gatsby-ssr writes when a provider is configured. Read from the page,
 * not the bundle, so that one build can be pointed at another provider (the browser test
 * points it at a fake one on loopback).
 */
export const VIDEO_PROVIDER_META_NAME = "video-provider"

/** What the CMS may put in an id field: the provider's ids are short and URL-safe (Wistia's are 10 lowercase letters and digits). */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/

export function isVideoId(value: string | null | undefined): value is string {
  return typeof value === "string" && VIDEO_ID.test(value)
}

/** 'https://fast.wistia.net/' → 'https://fast.wistia.net'; '' or null → null (no provider). */
export function normaliseProviderBase(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim().replace(/\/+$/, "")
  if (!trimmed) return null
  try {
    const url = new URL(trimmed)
    return url.protocol === "https:" || url.protocol === "http:" ? trimmed : null
  } catch {
    return null
  }
}

/** The provider's per-video metadata script (SPEC 7.4). */
export const metadataUrl = (base: string, id: string): string => `${base}/embed/medias/${encodeURIComponent(id)}.jsonp`

/** The provider's player page, embeddable as an iframe and a page of its own (the link when the player cannot load here). */
export function playerUrl(base: string, id: string, options: { autoplay?: boolean } = {}): string {
  const url = `${base}/embed/iframe/${encodeURIComponent(id)}`
  return options.autoplay ? `${url}?autoPlay=true` : url
}

export type ResolvedVideo<Hosted> =
  { kind: "hosted"; id: string; video: Hosted } | { kind: "provider"; id: string; base: string } | { kind: "unavailable"; id: string | null }

/**
 * Where a video id plays: the provider when one is configured, else the site's own
 * library; `unavailable` for a missing or malformed id, or an id the library lacks.
 */
export function resolveVideo<Hosted>(
  id: string | null | undefined,
  sources: { providerBase: string | null; hosted: Readonly<Record<string, Hosted>> },
): ResolvedVideo<Hosted> {
  const cleanId = id?.trim() ?? ""
  if (!isVideoId(cleanId)) return { kind: "unavailable", id: cleanId || null }
  if (sources.providerBase) return { kind: "provider", id: cleanId, base: sources.providerBase }
  const video = Object.prototype.hasOwnProperty.call(sources.hosted, cleanId) ? sources.hosted[cleanId] : undefined
  return video ? { kind: "hosted", id: cleanId, video } : { kind: "unavailable", id: cleanId }
}
