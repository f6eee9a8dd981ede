import { site } from "../../../config/site"
import type { HomeImagePath } from "../types"

/** A customer's CEO on what changed (SPEC 2.9 item 4). */
export interface CeoQuoteData {
  quote: string
  name: string
  company: string
  /** Shown beside the name; alt "" because the caption already names the person. */
  portrait: { src: HomeImagePath; alt: string }
  /** Optional; alt "" because the caption already names the company. */
  logo: { src: HomeImagePath; alt: string } | null
}

export const ceoQuote: CeoQuoteData = {
  quote:
    `We were running fourteen retainer clients out of six inboxes and a spreadsheet nobody trusted. ` +
    `Now every email, call and proposal sits on one timeline in Gmail, so anyone on the team can pick up a client mid-conversation. ` +
    `Our renewals went from 68% to 87% in our first year on ${site.name}.`,
  name: "Dana Whitfield",
  company: "Lanternfish Creative",
  portrait: { src: "quote/dana-whitfield.jpg", alt: "" },
  logo: { src: "quote/lanternfish-creative.png", alt: "" },
}

/** 'CEO, {company}'. */
export const ceoRole = (quote: Pick<CeoQuoteData, "company">): string => `CEO, ${quote.company}`
