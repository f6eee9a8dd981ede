/**
 * Progressive hydration for long pages (DESIGN 6: TBT, first-load JavaScript).
 *
 * `deferHydration(load)` makes a component whose code is its own chunk and whose server
 * HTML stays as it is, untouched and un-hydrated, until it comes within one viewport of
 * the screen; only then is its code fetched and the part rendered (offscreen, so the swap
 * cannot be seen or shift what the visitor is looking at). The page is complete and
 * readable from the first byte, links in a waiting part work as plain links, and the main
 * thread only pays for the parts the visitor scrolls to.
 *
 * How: on the server the part renders normally (inside Suspense, which Gatsby waits for).
 * During hydration the browser renders an empty wrapper with dangerouslySetInnerHTML and
 * suppressHydrationWarning, which tells React to leave the server's children alone; later
 * renders keep the same empty HTML, so context or prop updates never touch it. When the
 * wrapper nears the viewport, the code loads and the real children replace the server's
 * copy. Focus inside the part, if any, moves to the same control in the new copy. On a
 * client-side navigation there is no server HTML, and the part renders at once.
 */
import React, { Suspense, lazy, useEffect, useRef, useState } from "react"

/** How far outside the viewport a waiting part starts loading: one screen height. */
const ACTIVATION_MARGIN = "100% 0px 100% 0px"

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]"

/** True until the first page's hydration has committed; later pages render normally. */
let hydrating = typeof window !== "undefined"

/** Call once the page's hydration has committed (an effect of the page's root). */
export function markHydrated(): void {
  hydrating = false
}

export function deferHydration<Props extends object>(load: () => Promise<React.ComponentType<Props>>, className?: string): React.ComponentType<Props> {
  let loaded: React.ComponentType<Props> | null = null
  const loadOnce = (): Promise<React.ComponentType<Props>> =>
    load().then((component) => {
      loaded = component
      return component
    })
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))

  function Deferred(props: Props): React.JSX.Element {
    const ref = useRef<HTMLDivElement>(null)
    const [waiting] = useState(() => hydrating && typeof window !== "undefined")
    const [Active, setActive] = useState<React.ComponentType<Props> | null>(() => loaded)
    const focusIndex = useRef(-1)

    useEffect(() => {
      if (!waiting || Active) return undefined
      const element = ref.current
      if (!element) return undefined
      let cancelled = false
      const activate = (): void => {
        observer?.disconnect()
        void loadOnce().then((component) => {
          if (cancelled) return
          const focused = document.activeElement
          focusIndex.current = focused && element.contains(focused) ? [...element.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1
          setActive(() => component)
        })
      }
      const observer =
        typeof IntersectionObserver === "undefined"
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && activate(), { rootMargin: ACTIVATION_MARGIN })
      if (observer) observer.observe(element)
      else activate()
      // A keyboard user who tabs into a waiting part wakes it at once.
      element.addEventListener("focusin", activate, { once: true })
      return () => {
        cancelled = true
        observer?.disconnect()
        element.removeEventListener("focusin", activate)
      }
    }, [waiting, Active])

    useEffect(() => {
      if (!Active || focusIndex.current < 0) return
      const target = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex.current]
      focusIndex.current = -1
      target?.focus({ preventScroll: true })
    }, [Active])

    if (waiting && !Active) {
      return <div ref={ref} className={className} data-hydration="waiting" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    }
    // The lazy wrapper's prop type widens Props with ref attributes; both take the same props.
    const Component = (Active ?? Lazy) as React.ComponentType<Props>
    return (
      <div ref={ref} className={className} data-hydration={waiting ? "deferred" : "server"}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    )
  }
  return Deferred
}
