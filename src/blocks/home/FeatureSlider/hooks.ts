import { useEffect, useState, type RefObject } from "react"

/**
 * Whether a media query matches. False on the server and the first client render, so
 * hydration matches the server HTML; then it follows the window.
 */
export function useMediaQueryMatch(query: string, fallback: () => boolean): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    if (typeof window === "undefined") return undefined
    if (typeof window.matchMedia !== "function") {
      setMatches(fallback())
      return undefined
    }
    const list = window.matchMedia(query)
    setMatches(list.matches)
    const onChange = (event: MediaQueryListEvent): void => setMatches(event.matches)
    list.addEventListener?.("change", onChange)
    return () => list.removeEventListener?.("change", onChange)
    // fallback is only for browsers without matchMedia; a new function each render must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query])
  return matches
}

/** Whether any part of the element is in the viewport; false until an IntersectionObserver says so. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return undefined
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) setOnScreen(entry.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}
