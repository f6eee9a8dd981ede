/**
 * Sign-up, demo and sign-in links carry the visitor's campaign (SPEC 9.3) before the app is
 * live, too. The server HTML has the bare links; once the app has hydrated, SmartLink renders
 * them with the attribution state. In between (on a slow phone, the seconds before the boot
 * scripts arrive and hydrate), a click was a plain page load to the bare link, and the
 * campaign was lost on the way to sign-up. The early script (early.ts) therefore listens on
 * the document, in the capture phase, and decorates such a link at the moment it is
 * activated: a click or a tap, Enter on a focused link (which fires click), a middle click
 * (auxclick) or the context menu's "open in new tab" (contextmenu). Nothing runs before
 * that, so the early script's first-visit cost does not grow with the number of links.
 *
 * The app stops it when it takes the early state over (early-handoff.ts): from then on the
 * links it renders carry the live state, which client-side navigation keeps up to date.
 */
import { withAttribution } from "./outgoing"
import type { AttributionState } from "./state"

const ACTIVATIONS = ["click", "auxclick", "contextmenu"] as const

/** Starts decorating activated links with `state`; returns the function that stops it. */
export function decorateAttributedLinksOnActivation(state: AttributionState, target: Document = document): () => void {
  const decorate = (event: Event): void => {
    // A text node or the document can be the target too; only elements have closest().
    const origin = event.target as Partial<Element> | null
    const anchor = typeof origin?.closest === "function" ? origin.closest("a[href]") : null
    const href = anchor?.getAttribute("href")
    if (!anchor || !href) return
    // withAttribution leaves every other link as it is, and never repeats a parameter a link already has.
    const decorated = withAttribution(href, state)
    if (decorated !== href) anchor.setAttribute("href", decorated)
  }
  for (const type of ACTIVATIONS) target.addEventListener(type, decorate, true)
  return () => {
    for (const type of ACTIVATIONS) target.removeEventListener(type, decorate, true)
  }
}
