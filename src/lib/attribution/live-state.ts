/**
 * The attribution state of this page view, for components that pass campaigns on
 * (sign-up, demo and sign-in links). gatsby-browser publishes it after each route update;
 * the server and the first client render have none, so links start as their plain href
 * and gain the query after hydration (an attribute change: no layout shift).
 *
 * Consent first (DESIGN 7): the state is computed on every page, but shared with links and
 * forms only while marketing cookies are allowed (lib/consent/browser.ts calls
 * shareAttributionState); a yes later in the visit shares it from then on.
 */
import { useSyncExternalStore } from "react"
import type { AttributionState } from "./state"

let computed: AttributionState | null = null
let sharing = false
let current: AttributionState | null = null
const listeners = new Set<() => void>()

const refresh = (): void => {
  const next = sharing ? computed : null
  if (next === current) return
  current = next
  for (const listener of listeners) listener()
}

export function publishAttributionState(state: AttributionState): void {
  computed = state
  refresh()
}

/** Whether links and forms may carry the campaign: marketing consent. */
export function shareAttributionState(allowed: boolean): void {
  sharing = allowed
  refresh()
}

/** The state as links and forms see it now (null while not shared). */
export const sharedAttributionState = (): AttributionState | null => current

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAttributionState(): AttributionState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
