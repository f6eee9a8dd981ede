import { site } from "../../../config/site"
import { videos } from "../../../config/videos"
import type { HomeImagePath } from "../types"

/** The video testimonial (SPEC 2.9 item 9): a customer's quote, first name and role, and her video. */
export interface VideoTestimonialData {
  heading: string
  quote: string
  /** The customer's first name ({name} in the SPEC). */
  firstName: string
  role: string
  company: string
  video: typeof videos.testimonial
  thumbnail: { src: HomeImagePath; alt: string }
  /** The thumbnail button's accessible name. */
  playLabel: string
}

export const videoTestimonial: VideoTestimonialData = {
  heading: "Every client conversation, in one place",
  quote:
    `Before ${site.name}, half of what I knew about a client lived in my head. ` +
    `Now anyone on the team can open a client's timeline and pick up exactly where I left off, and our clients notice the difference.`,
  firstName: "Jess",
  role: "Account Manager / Client Superstar",
  company: "Brightline Studio",
  video: videos.testimonial,
  // The button names the video; the picture adds nothing a screen reader needs.
  thumbnail: { src: "video/jess-customer-story.jpg", alt: "" },
  playLabel: `Play video: ${videos.testimonial.title}`,
}
