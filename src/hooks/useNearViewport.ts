import { useEffect, useState, type RefObject } from "react"

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays true.
 * The one "load it when it is about to be seen" trigger of the lazy parts (carousels,
 * deferred hydration, reveals, autoplaying clips). Without IntersectionObserver it is true
 * at once, so nothing stays unloaded. Nothing is observed while `enabled` is false.
 */
export function useNearViewport(ref: RefObject<Element>, rootMargin: string, enabled = true): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!enabled || near || !element) return undefined
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return undefined
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, enabled, near])
  return near
}
