/**
 * The carousel to use on pages: the server HTML (and every render until the carousel nears
 * the viewport) shows the slides as a plain row laid out exactly as swiper will lay them
 * out, so the page reads fully without JavaScript and nothing shifts when swiper takes over.
 * Swiper, its modules and its CSS arrive in their own chunk only when the row comes within
 * 300 px of the viewport; a carousel hidden with display:none (the hero's on phones) never
 * loads it.
 */
import React, { Suspense, lazy, useId, useRef } from "react"
import { useNearViewport } from "../../hooks/useNearViewport"
import type { CarouselProps } from "./Carousel"
import * as styles from "./Carousel.module.css"

const SwiperCarousel = lazy(() => import("./Carousel"))

/** How far ahead of the viewport swiper starts loading. */
const LOAD_MARGIN = "300px 0px"

export function LazyCarousel(props: CarouselProps): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, LOAD_MARGIN)

  const fallback = <StaticTrack {...props} />
  return (
    <div ref={ref} className={props.className}>
      {near ? (
        <Suspense fallback={fallback}>
          <SwiperCarousel {...props} className={undefined} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  )
}

/** Swiper's first frame in CSS: the same slide widths and gaps, per breakpoint. */
function StaticTrack({ label, slides, slidesPerView = 1, spaceBetween = 16, breakpoints, autoplayMs }: CarouselProps): React.JSX.Element {
  const scope = `carousel-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`
  const perView = typeof slidesPerView === "number" ? slidesPerView : 1
  const rules = [trackRule(scope, perView, spaceBetween)]
  for (const [minWidth, options] of Object.entries(breakpoints ?? {}).sort(([a], [b]) => Number(a) - Number(b))) {
    const view = typeof options.slidesPerView === "number" ? options.slidesPerView : perView
    const gap = typeof options.spaceBetween === "number" ? options.spaceBetween : spaceBetween
    rules.push(`@media (min-width: ${Number(minWidth)}px) { ${trackRule(scope, view, gap)} }`)
  }
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <style>{rules.join("\n")}</style>
      <div className={`${styles.staticTrack} ${scope}`}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.staticSlide} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      {/* Keeps the height of swiper's control row, so the swap does not move what follows. */}
      {slides.length > 1 ? <div className={styles.controls} data-placeholder={autoplayMs ? "with-pause" : "plain"} aria-hidden="true" /> : null}
    </div>
  )
}

function trackRule(scope: string, perView: number, gap: number): string {
  // Swiper's slide width: (container − gap × (perView − 1)) / perView.
  return `.${scope} { --slide-gap: ${gap}px; --slide-width: calc((100% - ${gap * (perView - 1)}px) / ${perView}); }`
}
