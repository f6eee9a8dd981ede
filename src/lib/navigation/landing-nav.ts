/** The landing navigation's rules (SPEC 2.5, 4.3, 5). */
import { normaliseCmsLink, type CmsLinkShape, type LinkView } from "../links/cms-link"

export const LANDING_NAV_HIDE_AFTER_PX = 200

export type NavLink = CmsLinkShape

/** navLink1–5 (Typed Link Field links): shown only when not all of them are empty; a slot with nowhere to go or nothing to say is skipped. */
export function visibleNavLinks(links: ReadonlyArray<NavLink | null | undefined>): Array<LinkView & { label: string }> {
  return links.flatMap((link) => {
    const normalised = normaliseCmsLink(link)
    return normalised?.label ? [{ ...normalised, label: normalised.label }] : []
  })
}

/** Hidden while scrolling down past 200 px; shown again on any scroll up or near the top. */
export function landingNavVisible(previousY: number, y: number, wasVisible: boolean): boolean {
  if (y <= LANDING_NAV_HIDE_AFTER_PX) return true
  if (y > previousY) return false
  if (y < previousY) return true
  return wasVisible
}
