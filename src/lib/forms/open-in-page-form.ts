/**
 * A button that "opens" a form on the same page (the landing navigation's 'Get Demo' opens
 * the synced hero's form, a webinar's 'Save my seat' its registration: SPEC 2.5, 2.11):
 * the form scrolls into view and focus lands in its first field, so a keyboard or
 * screen-reader user is where they asked to be, not at the top of the page. Without
 * JavaScript the link is a plain in-page anchor.
 */

/** The first control a visitor fills: not hidden, not the honeypot (tabindex -1), not disabled. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), select:not([tabindex="-1"]):not([disabled]), textarea:not([tabindex="-1"]):not([disabled])'

/** The element an in-page href ('#hero-form') names, or null for any other href. */
export function inPageTarget(href: string, root: Document = document): HTMLElement | null {
  if (!href.startsWith("#") || href.length < 2) return null
  return root.getElementById(decodeURIComponent(href.slice(1)))
}

/**
 * Scrolls to the form at `href` and focuses its first field; false (and nothing done) when the
 * page has no such element, so the caller lets the link behave as a link.
 */
export function openInPageForm(href: string, { root = document, reducedMotion = false }: { root?: Document; reducedMotion?: boolean } = {}): boolean {
  const target = inPageTarget(href, root)
  if (!target) return false
  const field = target.querySelector<HTMLElement>(FIRST_FIELD)
  target.scrollIntoView?.({ behavior: reducedMotion ? "auto" : "smooth", block: "start" })
  if (field) field.focus({ preventScroll: true })
  else {
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
    target.focus({ preventScroll: true })
  }
  // The address says where the visitor is, as the plain anchor would, without a second jump.
  root.defaultView?.history.replaceState(root.defaultView.history.state, "", href)
  return true
}
