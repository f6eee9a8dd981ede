/**
 * What a visitor does to a waiting part's server copy (deferred-hydration.tsx), carried over
 * to the live copy when its code arrives, so that nothing they do in between is lost.
 *
 * A waiting part is the server's HTML with no React behind it: its links work as plain links,
 * but a button does nothing, a form would submit natively (putting what was typed in the URL),
 * and whatever is typed into a field is thrown away with the server copy. Its code loads when
 * the part nears the viewport, which on a slow phone can still be after the visitor reached it.
 * So, while a part waits:
 * - focus wakes it, and the control focused when the live copy replaces it is focused in the live copy;
 * - a press of a button, link or summary (mouse, touch, Enter or Space all end in a `click`) is
 *   held back and replayed on the same control of the live copy, where React handles it: the
 *   demo dialog opens, a link navigates client-side and reports its click (SPEC 7.4);
 * - a form's submission is held back and replayed as the live form's submission;
 * - what is typed, chosen, ticked or autofilled is set on the same fields of the live copy,
 *   through the events React listens to, so a controlled form (Formik) takes it in.
 * A press with a modifier key or another mouse button (open in a new tab) is left to the
 * browser, and a held link whose part is not live within LINK_HOLD_MS (a slow or failed
 * chunk) is followed as a plain link. "The same control" is the one at the same position among the part's controls: the
 * live copy is the same component rendering the same props as the server's.
 *
 * Pure DOM, no React. This module, in every page's first load, is only what must run while a
 * part waits: `watchWaitingPart` listens on the waiting wrapper. Reading the server copy as it
 * is replaced and acting on the live one (`carry-over.ts`) loads with the part's own code.
 */

/** The controls a part is matched by, in document order, in both copies. */
const CONTROLS = "a[href], button, input, select, textarea, summary, [tabindex], [role='button']"
/** Of those, the ones whose press is held back and replayed (a checkbox or radio just toggles, and is carried as a value). */
const PRESSABLE = "a[href], button, summary, [role='button'], input[type='submit'], input[type='button'], input[type='image']"

/** How long a held link press waits for the part's code before the link is followed without it. */
export const LINK_HOLD_MS = 1500

export type FieldValue = { value: string } | { checked: boolean }

export interface CarriedInteraction {
  /** The index of the focused control, or -1 when focus is not in the part. */
  focusIndex: number
  /** Fields the visitor (or the browser's autofill) changed: index → what they now hold. */
  values: Map<number, FieldValue>
  /** The press or submission to replay, if any. */
  replay: { type: "press"; index: number } | { type: "submit"; index: number } | null
  /** The server copy's controls' tag names, in order: the live copy is matched against them. */
  controls: string[]
}

export const nothingCarried = (): CarriedInteraction => ({ focusIndex: -1, values: new Map(), replay: null, controls: [] })

/** A part's controls, in document order: a control is named by its position in this list in both copies. */
export const controlsOf = (part: Element): Element[] => [...part.querySelectorAll(CONTROLS)]

/**
 * Listens to the waiting part `part`: `wake()` is called on the first focus, press or
 * submission, and the press or submission is held back in `carried.replay`. Returns the cleanup.
 */
export function watchWaitingPart(part: Element, carried: CarriedInteraction, wake: () => void): () => void {
  let linkTimer: ReturnType<typeof setTimeout> | undefined
  let following: Element | null = null
  const onClick = (event: Event): void => {
    const click = event as MouseEvent
    const pressed = (event.target as Element | null)?.closest?.(PRESSABLE)
    if (!pressed || !part.contains(pressed) || pressed === following) return
    wake()
    // Open in a new tab or window, or a click something else already handled: the browser's (and nothing to replay).
    if (click.defaultPrevented || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return
    event.preventDefault()
    carried.replay = { type: "press", index: controlsOf(part).indexOf(pressed) }
    // A link works without code: if the part is not live soon (a slow or failed chunk), it is followed as the plain link it is.
    if (pressed instanceof HTMLAnchorElement) {
      clearTimeout(linkTimer)
      linkTimer = setTimeout(() => {
        carried.replay = null
        following = pressed
        pressed.click()
      }, LINK_HOLD_MS)
    }
  }
  const onSubmit = (event: Event): void => {
    // A form without a submit button submitted by Enter (with one, the browser clicks it first, and onClick held that).
    event.preventDefault()
    wake()
    carried.replay = { type: "submit", index: [...part.querySelectorAll("form")].indexOf(event.target as HTMLFormElement) }
  }
  const listeners: Array<[string, (event: Event) => void]> = [
    ["focusin", wake],
    ["click", onClick],
    ["submit", onSubmit],
  ]
  for (const [type, listener] of listeners) part.addEventListener(type, listener, true)
  // Focus that arrived before these listeners (a visitor tabbing in while the page hydrated).
  if (document.activeElement && document.activeElement !== part && part.contains(document.activeElement)) wake()
  return () => {
    clearTimeout(linkTimer)
    for (const [type, listener] of listeners) part.removeEventListener(type, listener, true)
  }
}
