/**
 * The one carousel of the site, on swiper (DESIGN 4: the only place that imports it).
 * Every autoplaying carousel gets a visible pause control (WCAG 2.2.2), swiper's A11y
 * module and previous/next buttons; under prefers-reduced-motion nothing autoplays and
 * slides change without animation. Load it lazily (React.lazy) where it sits below the
 * fold or inside a closed menu, so swiper and its CSS arrive only when needed.
 */
import React, { useEffect, useRef, useState } from "react"
import { Swiper, SwiperSlide } from "swiper/react"
import type { Swiper as SwiperInstance } from "swiper"
import type { SwiperOptions } from "swiper/types"
import { A11y, Autoplay, EffectCoverflow, Navigation } from "swiper/modules"
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
  onSwiper?: (swiper: SwiperInstance) => void
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
  const swiperRef = useRef<SwiperInstance | null>(null)
  const [paused, setPaused] = useState(false)
  const autoplays = Boolean(autoplayMs) && !reducedMotion

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay) return
    if (!autoplays || paused) autoplay.stop()
    else autoplay.start()
  }, [autoplays, paused])

  return (
    <div className={[styles.carousel, className].filter(Boolean).join(" ")} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, Navigation, EffectCoverflow]}
        a11y={{ enabled: true, slideRole: "group" }}
        autoplay={autoplays ? { delay: autoplayMs, disableOnInteraction: !keepPlayingAfterInteraction, pauseOnMouseEnter: pauseOnHover } : false}
        speed={reducedMotion ? 0 : speedMs}
        loop={loop}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        effect={effect}
        centeredSlides={centeredSlides}
        coverflowEffect={{ rotate: 0, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
          onSwiper?.(swiper)
        }}
        onSlideChange={(swiper) => onSlideChange?.(swiper.realIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label="Previous slide" onClick={() => swiperRef.current?.slidePrev()}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className={styles.control} aria-label="Next slide" onClick={() => swiperRef.current?.slideNext()}>
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
