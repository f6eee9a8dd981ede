import { site } from "../../../config/site"

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
