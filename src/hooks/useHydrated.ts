import { useSyncExternalStore } from "react"

const subscribe = (): (() => void) => () => undefined

/**
 * False in the server HTML and while React hydrates it, true in every later render — and
 * true from the first render of a page reached by client-side navigation, so what depends
 * on the URL's query (which the server never sees) shows without a flash there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
