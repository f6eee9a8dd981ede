/**
 * Fades and lifts content in as it scrolls into view (framer-motion through LazyMotion and
 * `m`, DESIGN 4: the only place besides this folder's siblings that animates).
 *
 * Nothing is ever hidden in the server HTML: the content renders in place and visible. Only
 * after hydration, and only for content that is still below the viewport, does Reveal tuck
 * it away (invisible to the visitor, who is looking elsewhere) so it can come in when
 * scrolled to. Under prefers-reduced-motion, or without JavaScript, it stays as it is.
 * Opacity and transform never move layout, so this adds no layout shift.
 */
import React, { useEffect, useRef, useState } from "react"
import { LazyMotion, m, useInView } from "framer-motion"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion"

const loadFeatures = () => import("./reveal-features").then((module) => module.default)

const variants = {
  waiting: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0 },
}

type RevealTag = "div" | "li" | "article" | "figure" | "section"

export interface RevealProps {
  children: React.ReactNode
  as?: RevealTag
  /** Seconds to wait after entering the view, for staggering siblings. */
  delay?: number
  className?: string
}

export function Reveal({ children, as = "div", delay = 0, className }: RevealProps): React.JSX.Element {
  const ref = useRef<HTMLElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [armed, setArmed] = useState(false)
  const inView = useInView(ref, { once: true, amount: 0.2 })

  useEffect(() => {
    const element = ref.current
    if (!element || reducedMotion || typeof window === "undefined") return
    if (element.getBoundingClientRect().top > window.innerHeight) setArmed(true)
  }, [reducedMotion])

  // One element type for all tags keeps the props simple; they take the same motion props.
  const Tag = m[as] as unknown as React.ComponentType<Omit<React.ComponentProps<typeof m.div>, "ref"> & { ref?: React.Ref<HTMLElement> }>
  return (
    <LazyMotion features={loadFeatures} strict>
      <Tag
        ref={ref}
        className={className}
        initial={false}
        animate={armed && !inView && !reducedMotion ? "waiting" : "shown"}
        variants={variants}
        transition={{ duration: 0.5, ease: [0.22, 1, 0.36, 1], delay }}
      >
        {children}
      </Tag>
    </LazyMotion>
  )
}
