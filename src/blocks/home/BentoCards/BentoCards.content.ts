import { site } from "../../../config/site"
import { videos, type VideoSource } from "../../../config/videos"
import type { HomeImagePath } from "../types"

type BentoMedia =
  | { kind: "image"; src: HomeImagePath; /** "" for a decorative picture the heading already explains. */ alt: string }
  | { kind: "video"; video: VideoSource; label: string }

/** A feature card of the bento grid (SPEC 2.9 item 6). */
export interface BentoFeatureCard {
  /** Also the card's place in the grid (CSS grid area). */
  id: "templates" | "customization" | "mobileApp" | "integrations"
  title: string
  copy: string
  media: BentoMedia
  /** The link's text names its destination on its own (it is read out of context in link lists). */
  link: { href: string; label: string }
}

export interface BentoQuoteCard {
  quote: string
  name: string
  role: string
  /** alt "" : the caption beside it names the person. */
  portrait: { src: HomeImagePath; alt: string }
}

export const bentoTitle = "Made to fit the way you work"

export const bentoIntro = `Start from proven templates, shape ${site.name} around your process, and take it with you when you leave the desk.`

export const bentoCards: readonly BentoFeatureCard[] = [
  {
    id: "templates",
    title: "Templates for every client email",
    copy: "Proposals, follow-ups and thank-you notes written once, then sent in two clicks with the client's name, project and next date filled in.",
    media: {
      kind: "image",
      src: "bento/templates.jpg",
      alt: `An email written from a saved template in ${site.name}, with the client's name and project filled in`,
    },
    link: { href: "/marketing-tools", label: "Explore email templates" },
  },
  {
    id: "customization",
    title: "Shaped around your business",
    copy: "Add the fields you track, name your own pipeline stages and keep the columns that matter to you.",
    media: { kind: "image", src: "bento/customization.jpg", alt: "A contact list with custom columns for budget, project type and referral source" },
    link: { href: "/manage-contacts", label: "See custom fields and views" },
  },
  {
    id: "mobileApp",
    title: "Your clients in your pocket",
    copy: "Log a call, check a deal or add a note between meetings. It all lands on the same timeline your team sees.",
    media: { kind: "video", video: videos.mobileApp, label: `The ${site.name} mobile app logging a client call` },
    link: { href: "/mobile-crm", label: "Get the mobile app" },
  },
  {
    id: "integrations",
    title: "Works with the tools you already use",
    copy: "Connect your phone system, proposals, accounting and team chat, so every touchpoint shows up on the client's record.",
    media: { kind: "image", src: "bento/integrations.jpg", alt: "" },
    link: { href: "/integrations", label: "Browse integrations" },
  },
]

export const bentoQuote: BentoQuoteCard = {
  quote: `I set up our whole pipeline over one coffee. The templates alone give me back an hour every week, and the crew finally logs site visits from their phones.`,
  name: "Marcus Bell",
  role: "Founder, Stonecrest Builders",
  portrait: { src: "bento/marcus-bell.jpg", alt: "" },
}
