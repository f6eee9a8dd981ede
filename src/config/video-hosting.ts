/**
 * Where the CMS's video ids play (SPEC 7.4; lib/video/provider.ts has the rules, docs/videos.md
 * the setting). A module of its own, imported only by the video facade's lazy
 * chunk and the build, so that no page's first-load JavaScript carries it.
 */
import { site } from "./site"
import { videos, type VideoSource } from "./videos"

/**
 * The video-hosting provider (Wistia) that plays the CMS's ids (blogBuilder/contentBuilder
 * `wistiaVideoCode`, a webinar's `embeddedVideo`): its base URL, e.g. https://fast.wistia.net,
 * with the per-video metadata at {base}/embed/medias/{id}.jsonp and the player at
 * {base}/embed/iframe/{id}. Empty (the embedded default): ids are looked up in the site's
 * own videos below and nothing is asked of a provider. Set at build time
 * (GATSBY_VIDEO_PROVIDER_URL, validated in config/env.ts; Gatsby inlines GATSBY_ names).
 */
export const videoProvider = {
  baseUrl: process.env.GATSBY_VIDEO_PROVIDER_URL ?? "",
} as const

/*
 * The embedded default's video library: the sample videos this site serves itself
 * (static/videos), keyed by the id the CMS uses for them: SPEC 7.4's two, `introduction` (the
 * homepage's '{product} in 60 seconds') and `demo` (the walkthrough /demos shows), then the
 * customer story and the mobile app's loop.
 *
 * Why a typed manifest: the site must play its videos offline, with no video host at all
 * (DESIGN 3.1's embedded default). With no provider configured, an id resolves here, at
 * build time for the server HTML, so the page already has the video's title, length and
 * poster, and the browser's own player plays it. With a provider, ids are the provider's
 * and this list is not consulted.
 */

export interface HostedVideo extends VideoSource {
  /** The length in seconds: what the facade shows and the JSON-LD's `duration`. */
  durationSeconds: number
  /** What the video shows, in a sentence: the VideoObject's description (lib/seo/video-object.ts). */
  description: string
}

export const hostedVideos = {
  introduction: {
    ...videos.introduction,
    durationSeconds: 60,
    description:
      "A one-minute tour of Rapport: client history in the Gmail sidebar, contacts, the activity feed, the pipeline, projects, automations, reports and the mobile app.",
  },
  demo: {
    // Not among the homepage's videos (config/site.ts, in every page's JavaScript): only /demos plays it, through this manifest.
    title: `A working day in ${site.name}: the demo walkthrough`,
    src: "/videos/rapport-demo-walkthrough.mp4",
    captions: "/videos/rapport-demo-walkthrough.en.vtt",
    poster: "/videos/rapport-demo-walkthrough.jpg",
    width: 1280,
    height: 720,
    durationSeconds: 48,
    description:
      "A walkthrough of a working day in Rapport: client history in Gmail, meetings, contacts, the pipeline, email series, automations, projects and reports.",
  },
  "customer-story-jess": {
    ...videos.testimonial,
    durationSeconds: 25,
    description: "Jess, who looks after an agency's biggest accounts, on moving client conversations from five inboxes to one timeline in Rapport.",
  },
  "mobile-app-call-logging": {
    ...videos.mobileApp,
    durationSeconds: 8,
    description: "The Rapport mobile app's call list: every client call logged to the client's timeline without a note typed.",
  },
} as const satisfies Record<string, HostedVideo>

export type HostedVideoId = keyof typeof hostedVideos
