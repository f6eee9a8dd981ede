/**
 * When a pointer leaving the page counts as exit intent (SPEC 2.11): on a desktop with a
 * mouse, the pointer leaves the document through its top edge (towards the tabs, the
 * address bar or the close button), once per browser session, never while another
 * dialog is open and not in the first moments after the page loads.
 */

/** The sessionStorage key that remembers the modal was shown. */
export const EXIT_INTENT_SEEN_KEY = "rapport_exit_intent_seen"

/** Pointer devices and widths where exit intent means something (not touch, not phones). */
export const EXIT_INTENT_MEDIA = "(hover: hover) and (pointer: fine) and (min-width: 1024px)"

/** The page must have been open this long before leaving counts (a visitor reaching for a tab at once is not leaving). */
export const EXIT_INTENT_ARM_DELAY_MS = 3000

export interface PointerLeave {
  clientY: number
  /** The element the pointer moved to; null when it left the document. */
  relatedTarget: unknown
}

export function isLeavingThroughTop(event: PointerLeave): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}

export interface ExitIntentContext {
  desktopPointer: boolean
  alreadySeen: boolean
  anotherDialogOpen: boolean
  msSinceLoad: number
}

export function shouldOpenExitIntent(event: PointerLeave, context: ExitIntentContext): boolean {
  return (
    context.desktopPointer &&
    !context.alreadySeen &&
    !context.anotherDialogOpen &&
    context.msSinceLoad >= EXIT_INTENT_ARM_DELAY_MS &&
    isLeavingThroughTop(event)
  )
}
