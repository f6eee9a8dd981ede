import React, { useEffect, useRef, useState } from "react"
import type { VideoSource } from "../../../config/videos"
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion"
import { useNearViewport } from "../../../hooks/useNearViewport"
import * as styles from "./Video.module.css"

/** SPEC 9.6: videos play automatically when 50% visible. */
export const AUTOPLAY_VISIBLE_RATIO = 0.5

/**
 * A short, muted, looping clip that plays only while at least half of it is on screen and
 * never under reduced motion (the poster stays). Neither its file nor its poster is requested
 * until it first comes near the viewport (a poster is fetched eagerly otherwise, competing
 * with the page's first paint). A visible control pauses it (WCAG 2.2.2).
 */
export function AutoplayVideo({ video, label, className }: { video: VideoSource; label: string; className?: string }): React.JSX.Element {
  const ref = useRef<HTMLVideoElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const near = useNearViewport(ref, "200px 0px")
  const [visible, setVisible] = useState(false)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return undefined
    const half = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (entry) setVisible(entry.intersectionRatio >= AUTOPLAY_VISIBLE_RATIO)
      },
      { threshold: [0, AUTOPLAY_VISIBLE_RATIO, 1] },
    )
    half.observe(element)
    return () => half.disconnect()
  }, [])

  const shouldPlay = near && visible && !paused && !reducedMotion
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (shouldPlay) {
      // play() rejects when the browser refuses autoplay; the poster then simply stays.
      element.play()?.catch(() => undefined)
    } else {
      element.pause()
    }
  }, [shouldPlay])

  return (
    <div className={[styles.autoplay, className].filter(Boolean).join(" ")} style={{ aspectRatio: `${video.width} / ${video.height}` }}>
      <video
        ref={ref}
        className={styles.autoplayVideo}
        src={near ? video.src : undefined}
        poster={near ? video.poster : undefined}
        muted
        loop
        playsInline
        preload="none"
        width={video.width}
        height={video.height}
        aria-label={label}
      />
      {!reducedMotion ? (
        <button type="button" className={styles.autoplayToggle} onClick={() => setPaused((p) => !p)}>
          {paused ? "Play" : "Pause"}
          <span className="visually-hidden"> video: {label}</span>
        </button>
      ) : null}
    </div>
  )
}
