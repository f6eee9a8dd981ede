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
 */
import React, { Suspense, lazy, useEffect, useRef, useState } from "react"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion"

const RevealMotion = lazy(() => import("./RevealMotion"))

export type RevealTag = "div" | "li" | "article" | "figure" | "section"

export interface RevealProps {
  children: React.ReactNode
  as?: RevealTag
  /** Seconds to wait after entering the view, for staggering siblings. */
  delay?: number
  className?: string
}

/** How far below the viewport the animation chunk starts loading. */
const LOAD_MARGIN = "0px 0px 300px 0px"
const WAITING_STYLE: React.CSSProperties = { opacity: 0, transform: "translateY(24px)" }

type Stage = "static" | "waiting" | "animating"

export function Reveal({ children, as = "div", delay = 0, className }: RevealProps): React.JSX.Element {
  const ref = useRef<HTMLElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [stage, setStage] = useState<Stage>("static")

  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined") return undefined
    if (element.getBoundingClientRect().top <= window.innerHeight) return undefined
    setStage("waiting")
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStage("animating")
          observer.disconnect()
        }
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [reducedMotion])

  const Tag = as as React.ElementType
  const still = (
    <Tag ref={ref} className={className} style={stage === "static" || reducedMotion ? undefined : WAITING_STYLE}>
      {children}
    </Tag>
  )
  if (stage !== "animating" || reducedMotion) return still
  return (
    <Suspense fallback={still}>
      <RevealMotion as={as} delay={delay} className={className}>
        {children}
      </RevealMotion>
    </Suspense>
  )
}
