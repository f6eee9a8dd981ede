/**
 * Third-party scripts (SPEC 7.4): the marketing-automation (Marketo Munchkin) and
 * link-attribution scripts. Off unless their URL is set at build time; they load after
 * the page is idle, through Gatsby's <Script> (components/consent/ConsentControls.tsx).
 */
export const thirdPartyScripts = {
  marketingAutomation: process.env.GATSBY_MARKETING_AUTOMATION_SCRIPT_URL ?? "",
  linkAttribution: process.env.GATSBY_LINK_ATTRIBUTION_SCRIPT_URL ?? "",
} as const
