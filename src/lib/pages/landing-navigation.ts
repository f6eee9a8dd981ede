import { site } from "../../config/site"
import { HERO_FORM_ANCHOR } from "../../features/lead-capture/rules/synced-hero"

/**
 * The landing navigation's utility button (SPEC 2.5): tryFree (the default), login,
 * requestDemo, getDemo or freeTrial. With a synced hero, 'Get Demo' (or the entry's
 * differentTryFreeCtaCopy) goes to the hero's form on the page instead of away from it.
 * removeFreeTrial hides a trial button.
 */
export function landingUtilityAction(
  entry: { utilityButton?: string | null; removeFreeTrial?: boolean | null; differentTryFreeCtaCopy?: string | null },
  hasSyncedHero: boolean,
): { label: string; href: string } | null {
  const kind = entry.utilityButton || "tryFree"
  switch (kind) {
    case "login":
      return { label: "Login", href: site.signInUrl }
    case "requestDemo":
      return { label: "Request Demo", href: site.demoPath }
    case "getDemo":
      return hasSyncedHero ? { label: entry.differentTryFreeCtaCopy || "Get Demo", href: `#${HERO_FORM_ANCHOR}` } : { label: "Get Demo", href: site.demoPath }
    case "freeTrial":
      return entry.removeFreeTrial ? null : { label: entry.differentTryFreeCtaCopy || "Free Trial", href: site.signupPath }
    default:
      return entry.removeFreeTrial ? null : { label: entry.differentTryFreeCtaCopy || "Try free", href: site.signupPath }
  }
}
