/**
 * The provider's per-video metadata (SPEC 7.4: `embed/medias/{id}.jsonp`), read as text and
 * parsed here, never run as a script: the page executes nothing of the provider's before
 * the visitor presses play. Wistia's answer is one assignment,
 *
 *   window['wistiajsonp-/embed/medias/{id}.jsonp'] = {"media":{"name":…,"duration":…,"assets":[…]}};
 *
 * and, for an id it does not know, `{"error":true,…}` in place of the media.
 */

export interface VideoMetadata {
  title: string | null
  durationSeconds: number | null
  posterUrl: string | null
}

export type UnavailableReason = "blocked" | "not-found" | "timeout" | "invalid"

/**
 * Why the provider could not describe a video: the facade then offers a link instead of a
 * player. A plain Error with a `reason` (a subclass of Error costs a helper in the shared
 * bundle once compiled for older browsers).
 */
export type VideoUnavailableError = Error & { reason: UnavailableReason }

export function unavailable(reason: UnavailableReason, message: string): VideoUnavailableError {
  return Object.assign(new Error(message), { name: "VideoUnavailableError", reason })
}

export const isVideoUnavailable = (error: unknown): error is VideoUnavailableError =>
  error instanceof Error && typeof (error as Partial<VideoUnavailableError>).reason === "string"

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** An http(s) URL, or null: nothing else may become an image's src. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * The poster: the media's still image. Wistia serves its assets as '….bin'; the same path
 * with '.jpg' is the image as a JPEG, which every browser shows.
 */
function posterOf(media: Json): string | null {
  const assets = Array.isArray(media.assets) ? media.assets.filter(isObject) : []
  const still = assets.find((asset) => asset.type === "still_image")
  const url = httpUrl(still?.url) ?? httpUrl(isObject(media.embedOptions) ? media.embedOptions.stillUrl : null)
  return url ? url.replace(/\.bin(?=$|\?)/, ".jpg") : null
}

export function parseMediaJsonp(text: string): VideoMetadata {
  const start = text.indexOf("{")
  const end = text.lastIndexOf("}")
  if (start < 0 || end < start) throw unavailable("invalid", "the metadata is not a JSONP object")
  let data: unknown
  try {
    data = JSON.parse(text.slice(start, end + 1))
  } catch {
    throw unavailable("invalid", "the metadata's object is not JSON")
  }
  if (!isObject(data)) throw unavailable("invalid", "the metadata is not an object")
  if (data.error) throw unavailable("not-found", typeof data.message === "string" ? data.message : "the provider does not know this video")
  const media = data.media
  if (!isObject(media)) throw unavailable("invalid", "the metadata has no media")
  const title = typeof media.name === "string" && media.name.trim() ? media.name.trim() : null
  const duration = typeof media.duration === "number" && Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null
  return { title, durationSeconds: duration, posterUrl: posterOf(media) }
}

/** How long the metadata may take before the facade gives up on the provider (a stalled connection looks like a blocked one). */
export const METADATA_TIMEOUT_MS = 8000

/**
 * Fetches and parses a video's metadata. Rejects with VideoUnavailableError: 'blocked' when
 * the request fails (an extension or a firewall blocks the provider, the network is down),
 * 'not-found' on a 404 or the provider's error answer, 'timeout', or 'invalid'.
 */
export async function fetchVideoMetadata(url: string, options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): Promise<VideoMetadata> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? METADATA_TIMEOUT_MS)
  try {
    let response: Response
    try {
      response = await (options.fetchImpl ?? fetch)(url, { signal: controller.signal, credentials: "omit" })
    } catch (error) {
      if (controller.signal.aborted) throw unavailable("timeout", `no answer from ${url} in time`)
      throw unavailable("blocked", `could not reach ${url}: ${(error as Error).message}`)
    }
    if (response.status === 404 || response.status === 410) throw unavailable("not-found", `${url} answered ${response.status}`)
    if (!response.ok) throw unavailable("blocked", `${url} answered ${response.status}`)
    let text: string
    try {
      text = await response.text()
    } catch {
      throw unavailable(controller.signal.aborted ? "timeout" : "blocked", `the answer from ${url} broke off`)
    }
    return parseMediaJsonp(text)
  } finally {
    clearTimeout(timer)
  }
}
