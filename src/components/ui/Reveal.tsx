/**
 * Fades and lifts content in as it scrolls into view (framer-motion's small DOM animate, in
 * reveal-animation.ts: DESIGN 4, the only place that animates this way).
 *
 * Nothing is ever hidden in the server HTML: the content renders in place and visible, as a
 * plain element. Only after hydration, and only for content that is still below the
 * viewport, does Reveal tuck it away (invisible to the visitor, who is looking elsewhere);
 * when it comes within reach of the viewport the animation chunk loads, and once it is in
 * view it comes in. Under prefers-reduced-motion, or without JavaScript, it stays as it is.
 * Opacity and transform never move layout, so this adds no layout shift.
 *
 * On screens narrower than 768 px it also stays as it is, and the animation is never
 * fetched: the fade is a flourish, and on a phone it would be script and main-thread work
 * during scrolling for nothing the visitor needs.
 */
import React, { useEffect, useRef, useState } from "react"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion"
import { useNearViewport } from "../../hooks/useNearViewport"

export type RevealTag = "div" | "li" | "article" | "figure" | "section"

export interface RevealProps {
  children: React.ReactNode
  as?: RevealTag
  /** Seconds to wait after entering the view, for staggering siblings. */
  delay?: number
  className?: string
}

/** Where content reveals itself; elsewhere (phones) it simply shows. */
export const REVEAL_MEDIA = "(min-width: 768px)"
/** How far below the viewport the animation chunk starts loading. */
const LOAD_MARGIN = "0px 0px 300px 0px"
const WAITING_STYLE: React.CSSProperties = { opacity: 0, transform: "translateY(24px)" }

export function Reveal({ children, as = "div", delay = 0, className }: RevealProps): React.JSX.Element {
  const ref = useRef<HTMLElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  // Tucked away after hydration because it was still below the viewport, until it has come in.
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined" || !window.matchMedia?.(REVEAL_MEDIA).matches) return
    if (element.getBoundingClientRect().top > window.innerHeight) setWaiting(true)
  }, [reducedMotion])
  const near = useNearViewport(ref, LOAD_MARGIN, waiting)

  useEffect(() => {
    const element = ref.current
    if (!element || !waiting || !near) return
    if (reducedMotion) {
      setWaiting(false)
      return
    }
    let stop: (() => void) | undefined
    let cancelled = false
    const show = () => {
      if (!cancelled) setWaiting(false)
    }
    import("./reveal-animation").then(
      ({ revealWhenInView }) => {
        if (!cancelled) stop = revealWhenInView(element, delay, show)
      },
      // The chunk could not load (offline, a deploy in between): show the content as it is.
      show,
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [waiting, near, reducedMotion, delay])

  const Tag = as as React.ElementType
  return (
    <Tag ref={ref} className={className} style={waiting ? WAITING_STYLE : undefined}>
      {children}
    </Tag>
  )
}
