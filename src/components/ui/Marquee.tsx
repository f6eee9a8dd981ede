import React, { useEffect, useState } from "react"
import * as styles from "./Marquee.module.css"

export interface MarqueeProps {
  /** Names the region for screen readers, e.g. 'Customer logos'. */
  label: string
  items: React.ReactNode[]
  /** One full loop (SPEC 9.6: 70 s for the logo strip and the review carousel). */
  loopSeconds?: number
  /** Space after each item, in px. */
  gap?: number
  className?: string
}

/**
 * A continuous, linear, endless row (CSS animation over two copies of the items, so it
 * costs no JavaScript and runs without it). It pauses on hover and keyboard focus and has a
 * visible pause control (WCAG 2.2.2); under reduced motion it is a still row the visitor
 * can scroll. The second copy exists only for the loop: it is added in the browser (the
 * server HTML carries each item once, and without JavaScript the row stands still), and it
 * is hidden from assistive
 * technology and inert, so nothing is read or focused twice.
 */
export function Marquee({ label, items, loopSeconds = 70, gap = 48, className }: MarqueeProps): React.JSX.Element {
  const [paused, setPaused] = useState(false)
  const [looping, setLooping] = useState(false)
  useEffect(() => setLooping(true), [])
  const style = { "--loop": `${loopSeconds}s`, "--marquee-gap": `${gap}px` } as React.CSSProperties
  return (
    <div className={[styles.marquee, className].filter(Boolean).join(" ")} role="region" aria-label={label} data-paused={paused} data-looping={looping}>
      {/* Focusable: whenever the row scrolls sideways (before the loop starts, without JavaScript, under
          reduced motion) keyboard users can scroll it, and focusing it pauses the loop. */}
      <div className={styles.viewport} tabIndex={0}>
        <ul className={styles.track} style={style}>
          {items.map((item, index) => (
            <li key={index} className={styles.item}>
              {item}
            </li>
          ))}
          {looping &&
            items.map((item, index) => (
              // React 18 has no boolean `inert`; the empty string sets the attribute.
              <li key={`copy-${index}`} className={`${styles.item} ${styles.copy}`} aria-hidden="true" {...{ inert: "" }}>
                {item}
              </li>
            ))}
        </ul>
      </div>
      {looping ? (
        <button type="button" className={styles.toggle} onClick={() => setPaused((p) => !p)}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
            {paused ? <path d="M4 3l9 5-9 5z" fill="currentColor" /> : <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />}
          </svg>
          {paused ? "Play" : "Pause"}
          <span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
    </div>
  )
}
