/**
 * The customer journey's active stage (SPEC 2.9 item 5, 9.6).
 *
 * Two things move the active stage: a click on a stage button (the page scrolls smoothly to
 * the card and the stage becomes active JOURNEY_ACTIVATION_DELAY_MS later), and the cards'
 * visibility as the visitor scrolls (a card fully in view becomes the active stage).
 *
 * While a click's smooth scroll is under way, the cards it passes come fully into view one
 * after another; following them would make the buttons flicker through every stage in
 * between. So a click holds the active stage until the scroll has arrived (the target is
 * what visibility decides) and the delay has passed, or until JOURNEY_SCROLL_GUARD_MS
 * have passed (the visitor may have scrolled elsewhere, or the target can never be the
 * visible choice), whichever comes first.
 */

/** SPEC 9.6: a clicked stage becomes active 500 ms after the smooth scroll starts. */
export const JOURNEY_ACTIVATION_DELAY_MS = 500

/** How long a click may hold off the scroll-driven updates at most. Longer than a browser's smooth scroll. */
export const JOURNEY_SCROLL_GUARD_MS = 1200

/**
 * A card counts as fully in view from this ratio: browsers report 0.998 and the like for a
 * card that is fully visible but sits on a fractional pixel.
 */
export const FULLY_VISIBLE_RATIO = 0.99

/** The IntersectionObserver thresholds: 1.0 for "fully in view", and steps below it for the fallback. */
export const JOURNEY_VISIBILITY_THRESHOLDS: readonly number[] = Array.from({ length: 21 }, (_, step) => step / 20)

/**
 * The stage that the cards' visibility points to, or null when no card is on screen.
 *
 * - A card fully in view wins. When several are (stacked cards stay stuck, fully "visible",
 *   under the ones that slide over them), the last one is on top, so it wins.
 * - When none is fully in view, the card with the largest visible share wins (the last one
 *   on a tie). Without this fallback a card taller than the viewport (a phone, a short
 *   laptop window) could never become active, and the buttons would stay on a stage the
 *   visitor scrolled past long ago.
 */
export function stageFromVisibility(ratios: readonly number[]): number | null {
  let fullyVisible: number | null = null
  let largest: number | null = null
  ratios.forEach((ratio, index) => {
    if (ratio >= FULLY_VISIBLE_RATIO) fullyVisible = index
    if (ratio > 0 && (largest === null || ratio >= (ratios[largest] ?? 0))) largest = index
  })
  return fullyVisible ?? largest
}

/** A click that is still holding the active stage (see the module's comment). */
interface PendingSelection {
  target: number
  /** The activation delay has passed: the target is the active stage. */
  activated: boolean
  /** Visibility already pointed at the target: the scroll has arrived. */
  arrived: boolean
}

export interface JourneyState {
  active: number
  /** The latest visible share (0..1) of each card, by stage index. */
  ratios: readonly number[]
  pending: PendingSelection | null
}

export type JourneyEvent =
  /** A stage button was clicked (the scroll starts now). */
  | { type: "select"; index: number }
  /** JOURNEY_ACTIVATION_DELAY_MS after the last click. */
  | { type: "activate" }
  /** JOURNEY_SCROLL_GUARD_MS after the last click. */
  | { type: "release" }
  /** The IntersectionObserver reported new ratios for some cards. */
  | { type: "visibility"; changes: readonly { index: number; ratio: number }[] }

export function initialJourneyState(stageCount: number): JourneyState {
  return { active: 0, ratios: Array<number>(stageCount).fill(0), pending: null }
}

export function journeyReducer(state: JourneyState, event: JourneyEvent): JourneyState {
  switch (event.type) {
    case "select":
      if (event.index < 0 || event.index >= state.ratios.length) return state
      return { ...state, pending: { target: event.index, activated: false, arrived: false } }
    case "activate": {
      const pending = state.pending
      if (!pending) return state
      return { ...state, active: pending.target, pending: pending.arrived ? null : { ...pending, activated: true } }
    }
    case "release": {
      const pending = state.pending
      if (!pending) return state
      // The visitor clicked this stage: it is active even if the scroll never "arrived".
      return { ...state, active: pending.target, pending: null }
    }
    case "visibility": {
      const ratios = [...state.ratios]
      for (const { index, ratio } of event.changes) if (index >= 0 && index < ratios.length) ratios[index] = ratio
      const visible = stageFromVisibility(ratios)
      const pending = state.pending
      if (pending) {
        if (visible !== pending.target) return { ...state, ratios }
        return { ...state, ratios, pending: pending.activated ? null : { ...pending, arrived: true } }
      }
      return { ...state, ratios, active: visible ?? state.active }
    }
  }
}
