/**
 * Reveal's animation, in its own chunk (framer-motion through LazyMotion and `m`): Reveal
 * mounts it only when content that waited below the viewport comes near it, so
 * framer-motion never weighs on the first load (DESIGN 6).
 */
import React, { useRef } from "react"
import { LazyMotion, m, useInView } from "framer-motion"
import type { RevealTag } from "./Reveal"

const loadFeatures = () => import("./reveal-features").then((module) => module.default)

const variants = {
  waiting: { opacity: 0, y: 24 },
  shown: { opacity: 1, y: 0 },
}

export default function RevealMotion({ as, delay, className, children }: { as: RevealTag; delay: number; className?: string; children: React.ReactNode }): React.JSX.Element {
  const ref = useRef<HTMLElement>(null)
  const inView = useInView(ref, { once: true, amount: 0.2 })
  // One element type for all tags keeps the props simple; they take the same motion props.
  const Tag = m[as] as unknown as React.ComponentType<Omit<React.ComponentProps<typeof m.div>, "ref"> & { ref?: React.Ref<HTMLElement> }>
  return (
    <LazyMotion features={loadFeatures} strict>
      <Tag
        ref={ref}
        className={className}
        initial="waiting"
        animate={inView ? "shown" : "waiting"}
        variants={variants}
        transition={{ duration: 0.5, ease: [0.22, 1, 0.36, 1], delay }}
      >
        {children}
      </Tag>
    </LazyMotion>
  )
}
