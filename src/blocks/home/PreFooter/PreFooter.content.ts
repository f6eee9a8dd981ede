import { site } from "../../../config/site"
import { externalLinks } from "../../../config/external-links"

/** A quick link of the pre-footer panel; a url containing '://' opens in a new tab. */
export interface PreFooterLink {
  label: string
  description: string
  url: string
}

export const preFooter = {
  heading: `${site.name} lives where you work`,
  text: `In Gmail, Google Calendar and Drive on your desk, in Chrome while you prospect, and in your pocket between meetings. Your client history goes wherever you do.`,
  appsHeading: "Get the mobile app",
}

export const preFooterLinks: readonly PreFooterLink[] = [
  { label: `${site.officeSuite} CRM`, description: "Built into Gmail, Calendar and Drive", url: `/${site.officeSuiteSlug}-crm` },
  { label: "Chrome extension", description: "Save prospects from LinkedIn and any website", url: externalLinks.browserExtension },
  { label: "Mobile app", description: "Calls and texts logged for you, on iOS and Android", url: "/mobile-crm" },
  { label: "Help Center", description: "Guides, videos and answers from our team", url: externalLinks.helpCenter },
]
