import { site } from "./site"

/** A self-hosted video: an H.264 MP4 with English captions (WebVTT) and a poster frame. */
export interface VideoSource {
  title: string
  src: string
  captions: string | null
  poster: string
  width: number
  height: number
}

/**
 * The homepage's hosted videos (static/videos). They are plain files served with the site,
 * played by the browser's own player, which loads only when a video is opened or scrolled into view.
 */
export const videos = {
  introduction: {
    title: `${site.name} in 60 seconds`,
    src: "/videos/rapport-in-60-seconds.mp4",
    captions: "/videos/rapport-in-60-seconds.en.vtt",
    poster: "/videos/rapport-in-60-seconds.jpg",
    width: 1280,
    height: 720,
  },
  testimonial: {
    title: "Jess on keeping every client conversation in one place",
    src: "/videos/customer-story-jess.mp4",
    captions: "/videos/customer-story-jess.en.vtt",
    poster: "/videos/customer-story-jess.jpg",
    width: 1280,
    height: 720,
  },
  mobileApp: {
    title: `The ${site.name} mobile app logging a client call`,
    src: "/videos/mobile-app-loop.mp4",
    captions: null,
    poster: "/videos/mobile-app-loop.jpg",
    width: 540,
    height: 960,
  },
} as const satisfies Record<string, VideoSource>
