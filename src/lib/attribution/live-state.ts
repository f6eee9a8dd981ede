/**
 * The attribution state of this page view, for components that pass campaigns on
 * (sign-up, demo and sign-in links). gatsby-browser publishes it after each route update;
 * the server and the first client render have none, so links start as their plain href
 * and gain the query after hydration (an attribute change: no layout shift).
 */
import { useSyncExternalStore } from "react"
import type { AttributionState } from "./state"

let current: AttributionState | null = null
const listeners = new Set<() => void>()

export function publishAttributionState(state: AttributionState): void {
  current = state
  for (const listener of listeners) listener()
}

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
