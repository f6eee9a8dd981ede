/**
 * The one carousel of the site, on swiper (DESIGN 4: the only place that imports it).
 * Every autoplaying carousel gets a visible pause control (WCAG 2.2.2), swiper's A11y
 * module and previous/next buttons; under prefers-reduced-motion nothing autoplays and
 * slides change without animation. Load it lazily (React.lazy) where it sits below the
 * fold or inside a closed menu, so swiper and its CSS arrive only when needed.
 */
import React, { useEffect, useLayoutEffect, useRef, useState } from "react"
import Swiper from "swiper"
import type { SwiperOptions } from "swiper/types"
import { A11y, EffectCoverflow } from "swiper/modules"
import "swiper/css"
import "swiper/css/a11y"
import "swiper/css/effect-coverflow"
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion"
import * as styles from "./Carousel.module.css"

export interface CarouselProps {
  /** Names the carousel for screen readers (aria-label of the region). */
  label: string
  slides: React.ReactNode[]
  autoplayMs?: number
  /** Keep autoplaying after the visitor interacts (SPEC 9.6, hero). */
  keepPlayingAfterInteraction?: boolean
  pauseOnHover?: boolean
  speedMs?: number
  loop?: boolean
  slidesPerView?: number | "auto"
  spaceBetween?: number
  breakpoints?: SwiperOptions["breakpoints"]
  effect?: "slide" | "coverflow"
  centeredSlides?: boolean
  onSlideChange?: (realIndex: number) => void
  onSwiper?: (swiper: Swiper) => void
  className?: string
}

export default function Carousel({
  label,
  slides,
  autoplayMs,
  keepPlayingAfterInteraction = false,
  pauseOnHover = true,
  speedMs = 600,
  loop = false,
  slidesPerView = 1,
  spaceBetween = 16,
  breakpoints,
  effect = "slide",
  centeredSlides = false,
  onSlideChange,
  onSwiper,
  className,
}: CarouselProps): React.JSX.Element {
  const reducedMotion = usePrefersReducedMotion()
  const containerRef = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<Swiper | null>(null)
  // Paused by the visitor's control, or stopped by their moving the slides (unless the carousel keeps playing).
  const [paused, setPaused] = useState(false)
  // The mouse over the slides (where it pauses on hover), or focus in them; not on the controls, whose Play must play.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const autoplays = Boolean(autoplayMs) && !reducedMotion
  const playing = autoplays && !paused && !focused && !(pauseOnHover && hovered)
  const interacted = (): void => {
    if (!keepPlayingAfterInteraction) setPaused(true)
  }
  const speed = reducedMotion ? 0 : speedMs
  // Swiper's callbacks call the latest props, not the ones of the render that created it.
  const callbacks = useRef({ onSlideChange, onSwiper, interacted })
  callbacks.current = { onSlideChange, onSwiper, interacted }

  // Swiper's core on the slides React rendered, without swiper/react (about 4 KB gzip less,
  // DESIGN 6's eventually-loaded budget): React owns the slides and never reorders them, and
  // swiper's loop mode moves them only among themselves, which destroy() puts back in order.
  // Made again, on a new container, when the number of slides changes. In a layout effect: before
  // the browser paints the slides React rendered, which until swiper has sized them are each as
  // wide as the carousel (a frame of that moved the hero by 0.17 of the window at 1440 px).
  // The carousel only ever renders in the browser (lazily), so no server render warns about it.
  useLayoutEffect(() => {
    const container = containerRef.current
    if (!container) return undefined
    const swiper = new Swiper(container, {
      modules: [A11y, EffectCoverflow],
      a11y: { enabled: true, slideRole: "group" },
      speed,
      loop,
      slidesPerView,
      spaceBetween,
      breakpoints,
      effect,
      centeredSlides,
      coverflowEffect: { rotate: 0, stretch: 0, depth: 120, modifier: 1, slideShadows: false },
      on: {
        slideChange: (instance) => callbacks.current.onSlideChange?.(instance.realIndex),
        sliderFirstMove: () => callbacks.current.interacted(),
      },
    })
    swiperRef.current = swiper
    callbacks.current.onSwiper?.(swiper)
    return () => {
      swiperRef.current = null
      swiper.destroy(true, true)
    }
    // The options are the carousel's settings, fixed for a page (SPEC 9.6); speed and autoplay follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slides.length])

  useEffect(() => {
    const swiper = swiperRef.current
    if (swiper) swiper.params.speed = speed
  }, [speed])

  // Autoplay, ours rather than swiper's module (1.3 KB gzip for what a timer does here): the
  // next slide `autoplayMs` after the last move ended, as swiper counts it. While it plays the
  // slides are not a live region (a screen reader would read every change); otherwise they are.
  useEffect(() => {
    const swiper = swiperRef.current
    if (!swiper) return undefined
    swiper.wrapperEl.setAttribute("aria-live", playing ? "off" : "polite")
    if (!playing) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = (): void => {
      clearTimeout(timer)
      timer = setTimeout(() => swiper.slideNext(), autoplayMs)
    }
    swiper.on("transitionEnd", schedule)
    schedule()
    return () => {
      clearTimeout(timer)
      swiper.off("transitionEnd", schedule)
    }
  }, [playing, autoplayMs, slides.length])

  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(" ")}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplays ? (playing ? "playing" : "held") : undefined}
    >
      {/* A new container when the number of slides changes, so React never adds a slide among the ones swiper has moved. */}
      <div
        key={slides.length}
        ref={containerRef}
        className="swiper"
        onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-label="Previous slide"
            onClick={() => {
              interacted()
              swiperRef.current?.slidePrev()
            }}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Next slide"
            onClick={() => {
              interacted()
              swiperRef.current?.slideNext()
            }}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {autoplays ? (
            <button type="button" className={styles.control} aria-label={paused ? "Play carousel" : "Pause carousel"} onClick={() => setPaused((p) => !p)}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                {paused ? <path d="M4 3l9 5-9 5z" fill="currentColor" /> : <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />}
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
