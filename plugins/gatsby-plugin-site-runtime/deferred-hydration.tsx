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
 *
 * Why not plain React.lazy, whose server HTML React also keeps while the code loads: any
 * update that reaches a still-dehydrated boundary (a context or a parent's state changing
 * during hydration, like the banner hiding itself) makes React throw the server HTML away
 * and show the fallback. The empty wrapper here cannot receive such an update.
 */
import React, { Suspense, lazy, useEffect, useRef, useState } from "react"
import { useNearViewport } from "../../src/hooks/useNearViewport"

/** How far outside the viewport a waiting part starts loading: one screen height. */
const ACTIVATION_MARGIN = "100% 0px 100% 0px"

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]"

/** True until the first page's hydration has committed; later pages render normally. */
let hydrating = typeof window !== "undefined"

/** Call once the page's hydration has committed (an effect of the page's root). */
export function markHydrated(): void {
  hydrating = false
}

export interface DeferHydrationOptions {
  /** The wrapper's class (it is a <div> around the part). */
  className?: string
  /**
   * When the part's code is fetched and the part comes alive: when it nears the viewport
   * (the default, for parts below the fold), or at once after the page's hydration, for a
   * part on screen that should simply not weigh on every page's first-load JavaScript (a
   * navigation variant only some pages use).
   */
  wake?: "nearViewport" | "afterHydration"
}

export function deferHydration<Props extends object>(load: () => Promise<React.ComponentType<Props>>, { className, wake = "nearViewport" }: DeferHydrationOptions = {}): React.ComponentType<Props> {
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
    // While hydrating, the first render is always the untouched wrapper, whatever code is loaded already.
    const [Active, setActive] = useState<React.ComponentType<Props> | null>(() => (waiting ? null : loaded))
    const focusIndex = useRef(-1)

    const sleeping = waiting && !Active
    const near = useNearViewport(ref, ACTIVATION_MARGIN, sleeping && wake === "nearViewport")
    // A keyboard user who tabs into a waiting part wakes it at once.
    const [focused, setFocused] = useState(false)
    useEffect(() => {
      const element = ref.current
      if (!sleeping || !element) return undefined
      const onFocus = (): void => setFocused(true)
      element.addEventListener("focusin", onFocus, { once: true })
      return () => element.removeEventListener("focusin", onFocus)
    }, [sleeping])

    useEffect(() => {
      const element = ref.current
      if (!sleeping || !(near || focused || wake === "afterHydration") || !element) return undefined
      let cancelled = false
      void loadOnce().then((component) => {
        if (cancelled) return
        const active = document.activeElement
        focusIndex.current = active && element.contains(active) ? [...element.querySelectorAll(FOCUSABLE)].indexOf(active) : -1
        setActive(() => component)
      })
      return () => {
        cancelled = true
      }
    }, [sleeping, near, focused])

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
