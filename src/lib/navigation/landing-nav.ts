/** The landing navigation's rules (SPEC 2.5, 4.3, 5). */

export const LANDING_NAV_HIDE_AFTER_PX = 200

export interface NavLink {
  label: string | null
  url: string | null
}

/** navLink1–5: shown only when not all of them are empty; empty slots are skipped. */
export function visibleNavLinks(links: ReadonlyArray<NavLink | null | undefined>): Array<{ label: string; url: string }> {
  return links.filter((l): l is NavLink => Boolean(l?.url && l.label)).map((l) => ({ label: l.label!, url: l.url! }))
}

/** Hidden while scrolling down past 200 px; shown again on any scroll up or near the top. */
export function landingNavVisible(previousY: number, y: number, wasVisible: boolean): boolean {
  if (y <= LANDING_NAV_HIDE_AFTER_PX) return true
  if (y > previousY) return false
  if (y < previousY) return true
  return wasVisible
}
