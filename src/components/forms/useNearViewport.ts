import { useEffect, useState, type RefObject } from "react"

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Used
 * to load what a part of the page needs (the Marketo script) only when that part is about
 * to be seen. Without IntersectionObserver it is simply true after mount.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = "400px"): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near) return
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver !== "function") {
      setNear(true)
      return
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
  }, [ref, rootMargin, near])
  return near
}
