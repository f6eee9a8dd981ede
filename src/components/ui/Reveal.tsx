/**
 * Fades and lifts content in as it scrolls into view (framer-motion through LazyMotion and
 * `m`, in RevealMotion: DESIGN 4, the only place that animates this way).
 *
 * Nothing is ever hidden in the server HTML: the content renders in place and visible, as a
 * plain element. Only after hydration, and only for content that is still below the
 * viewport, does Reveal tuck it away (invisible to the visitor, who is looking elsewhere);
 * when it comes within reach of the viewport the animation chunk loads and brings it in.
 * Under prefers-reduced-motion, or without JavaScript, it stays as it is. Opacity and
 * transform never move layout, so this adds no layout shift.
 *
 * On screens narrower than 768 px it also stays as it is, and framer-motion is never
 * fetched: the fade is a flourish, and on a phone it would cost 32 KB of script (gzip),
 * a fifth of all the JavaScript a phone may load (DESIGN 6: 160 KB eventually loaded).
 */
import React, { Suspense, lazy, useEffect, useRef, useState } from "react"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion"
import { useNearViewport } from "../../hooks/useNearViewport"

const RevealMotion = lazy(() => import("./RevealMotion"))

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
  // Tucked away after hydration because it was still below the viewport.
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined" || !window.matchMedia?.(REVEAL_MEDIA).matches) return
    if (element.getBoundingClientRect().top > window.innerHeight) setWaiting(true)
  }, [reducedMotion])
  const animating = useNearViewport(ref, LOAD_MARGIN, waiting) && waiting

  const Tag = as as React.ElementType
  const still = (
    <Tag ref={ref} className={className} style={waiting && !reducedMotion ? WAITING_STYLE : undefined}>
      {children}
    </Tag>
  )
  if (!animating || reducedMotion) return still
  return (
    <Suspense fallback={still}>
      <RevealMotion as={as} delay={delay} className={className}>
        {children}
      </RevealMotion>
    </Suspense>
  )
}
