import { site } from "../../../config/site"
import { videos } from "../../../config/videos"

/** The closing call to action (SPEC 2.9 item 11). */
export const closingCta = {
  heading: "Get started for free",
  text: `Take ${site.name} for a spin first. Pay and add your team later.`,
  signupLabel: `Try ${site.name} free`,
  demo: { label: "Get a demo", url: site.demoPath },
  /** `wideOnly`: shown from 768 px only (SPEC: the last bullet shows on wider screens). */
  bullets: [
    { text: "Free 14-day trial", wideOnly: false },
    { text: "Instant activation", wideOnly: false },
    { text: "No credit card required", wideOnly: true },
  ],
} as const

export const closingCtaPlacement = `Closing CTA / ${closingCta.heading}`

/**
 * The intro video ('{product} in 60 seconds', SPEC 2.11) from its 834x469 thumbnail (SPEC 9.6),
 * for a visitor who reaches the end of the page still deciding; the hero's button opens the same
 * video. The button names the video; the picture adds nothing a screen reader needs.
 */
export const closingVideo = {
  video: videos.introduction,
  thumbnail: { src: "video/rapport-in-60-seconds.jpg", alt: "" },
  caption: `Not sure yet? Watch ${site.name} in 60 seconds`,
  playLabel: `Play video: ${videos.introduction.title}`,
} as const
