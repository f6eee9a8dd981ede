/**
 * schema.org VideoObject for a page that plays a video (an on-demand webinar's
 * `embeddedVideo`), decided at build time with the rest of the head (page-head.ts).
 *
 * What the build knows depends on where the video plays (lib/video/provider.ts): a hosted
 * sample video is its own video, with its title, description, file, poster and length in
 * the manifest, so the VideoObject describes it and gives `contentUrl`; a provider's video is described by the entry (its image, its `duration`
 * text) and gives the provider's player as `embedUrl`. A video that cannot play here has
 * no VideoObject.
 */
import { hostedVideos, type HostedVideo } from "../../config/video-hosting"
import { isoDuration, parseDurationText } from "../video/duration"
import { playerUrl, resolveVideo } from "../video/provider"
import { absoluteUrl, type JsonLdNode } from "./structured-data"

export interface PageVideo {
  /** The CMS's video id (a webinar's embeddedVideo). */
  videoId: string | null | undefined
  /** The page's canonical URL: the VideoObject's @id is this with '#video'. */
  pageUrl: string
  name: string | null | undefined
  description: string | null | undefined
  /** When the recording was published (a webinar's releaseDate, else its postDate). */
  uploadDate: string | null | undefined
  /** The entry's own picture (site path or URL), used when the video brings none. */
  imagePath: string | null | undefined
  /** The entry's length as editors wrote it ('45 min'), used when the video brings none. */
  durationText: string | null | undefined
}

export function videoObject(
  video: PageVideo,
  site: { siteUrl: string; providerBase: string | null; hosted?: Readonly<Record<string, HostedVideo>> },
): JsonLdNode | null {
  const resolved = resolveVideo(video.videoId, { providerBase: site.providerBase, hosted: site.hosted ?? hostedVideos })
  if (resolved.kind === "unavailable") return null
  const hosted = resolved.kind === "hosted" ? resolved.video : null
  // A hosted sample is its own video, with its own title; a provider's is the entry's recording.
  const name = hosted?.title ?? video.name?.trim()
  if (!name) return null
  const description = hosted?.description ?? video.description?.trim()
  const seconds = hosted ? hosted.durationSeconds : parseDurationText(video.durationText)
  const thumbnail = hosted?.poster ?? video.imagePath ?? null
  const uploadDate = video.uploadDate && !Number.isNaN(Date.parse(video.uploadDate)) ? new Date(video.uploadDate).toISOString() : null
  return {
    "@type": "VideoObject",
    "@id": `${video.pageUrl}#video`,
    name,
    ...(description ? { description } : {}),
    ...(thumbnail ? { thumbnailUrl: absoluteUrl(site.siteUrl, thumbnail) } : {}),
    ...(uploadDate ? { uploadDate } : {}),
    ...(seconds ? { duration: isoDuration(seconds) } : {}),
    ...(hosted ? { contentUrl: absoluteUrl(site.siteUrl, hosted.src) } : {}),
    ...(resolved.kind === "provider" ? { embedUrl: playerUrl(resolved.base, resolved.id) } : {}),
    inLanguage: "en",
  }
}
