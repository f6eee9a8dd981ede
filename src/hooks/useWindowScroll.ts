import { useEffect } from "react"

/**
 * Calls `onScroll` with the page's scroll position on every scroll, and once in the first
 * animation frame after mounting: a page may already be scrolled as it hydrates (a reload
 * mid-page, a visitor who scrolled while the scripts loaded). Give it a stable function
 * (useCallback): a new one subscribes again.
 *
 * The first read waits for the frame rather than running in the effect: reading the scroll
 * position makes the browser lay out the page first, and a part mounted in the hydration's
 * commit has just changed the page, so an immediate read laid out the whole page inside that
 * commit's task (6 ms of main thread on a fast machine as the navigation came alive: about
 * 80 ms on the phone Lighthouse simulates, all of it blocking time). In the frame the browser
 * lays the page out anyway, once.
 */
export function useWindowScroll(onScroll: (scrollY: number) => void): void {
  useEffect(() => {
    const read = (): void => onScroll(window.scrollY)
    window.addEventListener("scroll", read, { passive: true })
    const firstRead = window.requestAnimationFrame(read)
    return () => {
      window.cancelAnimationFrame(firstRead)
      window.removeEventListener("scroll", read)
    }
  }, [onScroll])
}
