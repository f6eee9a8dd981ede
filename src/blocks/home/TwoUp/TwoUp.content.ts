import { site } from "../../../config/site"
import { externalLinks } from "../../../config/external-links"
import type { HomeImagePath } from "../types"

/** One of the two-up content blocks (SPEC 2.9 item 10). */
export interface TwoUpBlock {
  id: string
  eyebrow: string
  /** Names the block's CTA for analytics when present; the eyebrow does otherwise. */
  title: string | null
  copy: string
  image: { src: HomeImagePath; alt: string }
  /** A url containing '://' opens in a new tab. */
  cta: { label: string; url: string }
}

export const twoUpHeading = `Take ${site.name} further`

export const twoUpBlocks: readonly TwoUpBlock[] = [
  {
    id: "browser-extension",
    eyebrow: "Browser extension",
    title: "Add prospects from LinkedIn in one click",
    copy: `The ${site.name} Chrome extension saves a LinkedIn profile or any website's contact details straight into your pipeline, with notes, tags and a follow-up reminder.`,
    image: { src: "twoup/chrome-extension.jpg", alt: `${site.name}'s contact list in Chrome, where the extension adds prospects` },
    cta: { label: "Add to Chrome", url: externalLinks.browserExtension },
  },
  {
    id: "crm-playbook",
    eyebrow: "Free playbook",
    title: `The ${site.name} CRM Playbook`,
    copy: "A day-by-day plan for your first 30 days: set up your pipelines, automate follow-ups and build the habits your whole team keeps.",
    image: { src: "twoup/crm-playbook.jpg", alt: `Cover of The ${site.name} CRM Playbook, an e-book` },
    cta: { label: "Get the playbook", url: `/${site.slug}-crm-playbook` },
  },
]
