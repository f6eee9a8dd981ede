/** The homepage hero's static data (SPEC 2.9 item 1, 9.6). */
import type { CarouselProps } from "../../../components/ui/Carousel"
import { officeSuiteCrmPath } from "../../../config/navigation-links"
import { site } from "../../../config/site"
import { videos } from "../../../config/videos"
import type { HomeImagePath } from "../types"

export const heroHeadline = "Be there for your clients, every step of the way"

/** Shown unless the personalisation global has hero copy for the visitor (usePersonalization().heroCopy). */
export const heroDefaultCopy = `${site.name} keeps every email, meeting, deal and project with the client it belongs to, right inside Gmail and Google Calendar, so nothing slips between the first hello and the next job.`

/** The badge (SPEC 2.9): this wording unless the page entry's eyebrow gives another. */
export const heroBadge = {
  label: `Recommended for ${site.officeSuite}`,
  href: officeSuiteCrmPath,
}

export const heroDemoCta = { label: "Get a demo", href: site.demoPath }

/** The intro video ('{product} in 60 seconds'), opened in a modal named after it. */
export const heroVideoCta = {
  label: `Watch ${site.name} in 60 seconds`,
  video: videos.introduction,
  modalTitle: videos.introduction.title,
}

export interface IndustrySlide {
  name: string
  url: string
  /** A decorative illustration: the card's link is named by the industry name beside it. */
  image: HomeImagePath
}

/** Names the carousel region for screen readers. */
export const industryCarouselLabel = `${site.name} for your industry`

export const industrySlides: readonly IndustrySlide[] = [
  { name: "Consulting and Coaching", url: "/industries/consulting-crm", image: "hero/consulting.jpg" },
  { name: "Agencies and Production", url: "/industries/agency-crm", image: "hero/agency.jpg" },
  { name: "Construction", url: "/industries/construction-crm", image: "hero/construction.jpg" },
  { name: "Creators and Media", url: "/industries/media-crm", image: "hero/media.jpg" },
  { name: "Financial Services", url: "/industries/financial-services-crm", image: "hero/financial-services.jpg" },
]

/**
 * The industry carousel's behaviour (SPEC 9.6): autoplay every 2000 ms that keeps going
 * after the visitor interacts and pauses under the pointer, 1200 ms transitions, looping;
 * 2 slides per view 10 px apart, 2.5 slides 20 px apart from 1200 px wide.
 */
export const industryCarouselSettings = {
  effect: "coverflow",
  loop: true,
  autoplayMs: 2000,
  keepPlayingAfterInteraction: true,
  pauseOnHover: true,
  speedMs: 1200,
  slidesPerView: 2,
  spaceBetween: 10,
  breakpoints: { 1200: { slidesPerView: 2.5, spaceBetween: 20 } },
} as const satisfies Partial<CarouselProps>

/** The phone-only hero picture (the carousel's stand-in below 768 px, and the LCP element there). */
export const heroMobileImage = {
  image: "hero/phone.jpg" satisfies HomeImagePath,
  alt: `The ${site.name} mobile app listing today's client calls, with a call logged automatically and a follow-up task set for tomorrow`,
}
