/*
 * Kept apart from site.ts so that the code every page loads first (which reads the brand
 * values) does not carry every outbound address; the navigation's menus and the footer do.
 */
/** The external destinations of SPEC 2.1, used by the navigation and the footer. */
export const externalLinks = {
  helpCenter: "https://help.rapport.example",
  developerApi: "https://developers.rapport.example",
  trustCenter: "https://trust.rapport.example",
  careers: "https://careers.rapport.example",
  browserExtension: "https://chromewebstore.google.com/detail/rapport-crm/rapport-example",
  appStore: "https://apps.apple.com/app/rapport-crm/id0000000000",
  playStore: "https://play.google.com/store/apps/details?id=example.rapport.crm",
  social: {
    linkedin: "https://www.linkedin.com/company/rapport-crm-example",
    x: "https://x.com/rapportcrm_example",
    facebook: "https://www.facebook.com/rapportcrm.example",
    youtube: "https://www.youtube.com/@rapportcrm-example",
  },
} as const
