/**
 * The carousel to use on pages: the server HTML (and every render until the carousel nears
 * the viewport) shows the slides as a plain row laid out exactly as swiper will lay them
 * out, so the page reads fully without JavaScript and nothing shifts when swiper takes over.
 * Swiper, its modules and its CSS arrive in their own chunk only when the row comes within
 * 300 px of the viewport; a carousel hidden with display:none (the hero's on phones) never
 * loads it.
 */
import React, { Suspense, lazy, useRef } from "react"
import { useNearViewport } from "../../hooks/useNearViewport"
import type { CarouselProps } from "./Carousel"
import * as styles from "./Carousel.module.css"

const SwiperCarousel = lazy(() => import("./Carousel"))

/** How far ahead of the viewport swiper starts loading. */
const LOAD_MARGIN = "300px 0px"

/**
 * The window widths at which the server-rendered row can follow a change of swiper's layout:
 * Carousel.module.css has a media query for each (CSS needs them written out, as the row's
 * layout cannot be a <style> element in the page: HTML allows <style> only in <head>).
 */
export const STATIC_TRACK_BREAKPOINTS = [640, 768, 1024, 1200] as const
export type StaticTrackBreakpoint = (typeof STATIC_TRACK_BREAKPOINTS)[number]

type SwiperBreakpoint = NonNullable<CarouselProps["breakpoints"]>[number]

/** The carousel's props, with swiper's breakpoints limited to those the server-rendered row can follow. */
export type LazyCarouselProps = Omit<CarouselProps, "breakpoints"> & {
  breakpoints?: Partial<Record<StaticTrackBreakpoint, SwiperBreakpoint>>
}

export function LazyCarousel(props: LazyCarouselProps): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, LOAD_MARGIN)

  const fallback = <StaticTrack {...props} />
  return (
    <div ref={ref} className={props.className}>
      {near ? (
        <Suspense fallback={fallback}>
          <SwiperCarousel {...props} breakpoints={swiperBreakpoints(props.breakpoints)} className={undefined} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  )
}

/** The same breakpoints in swiper's own type (which has no room for an optional key). */
function swiperBreakpoints(breakpoints: LazyCarouselProps["breakpoints"]): CarouselProps["breakpoints"] {
  if (!breakpoints) return undefined
  return Object.fromEntries(Object.entries(breakpoints).filter((entry): entry is [string, SwiperBreakpoint] => entry[1] !== undefined))
}

/** Swiper's first frame in CSS: the same slide widths and gaps, per breakpoint. */
function StaticTrack({ label, slides, slidesPerView = 1, spaceBetween = 16, breakpoints, autoplayMs }: LazyCarouselProps): React.JSX.Element {
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.staticTrack} style={staticTrackStyle(slidesPerView, spaceBetween, breakpoints)}>
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

/**
 * The row's layout as custom properties: `--track-gap` and `--track-width` for the narrowest
 * screens, then `--track-gap-{bp}` and `--track-width-{bp}` for each breakpoint of
 * STATIC_TRACK_BREAKPOINTS from which swiper's layout differs (Carousel.module.css picks them
 * up in its media queries). As in swiper, the largest breakpoint not wider than the window
 * applies, over the base options.
 */
export function staticTrackStyle(slidesPerView: number | "auto", spaceBetween: number, breakpoints: LazyCarouselProps["breakpoints"]): React.CSSProperties {
  const layoutAt = (options: SwiperBreakpoint | undefined): { view: number; gap: number } => {
    const baseView = typeof slidesPerView === "number" ? slidesPerView : 1
    return {
      view: typeof options?.slidesPerView === "number" ? options.slidesPerView : baseView,
      gap: typeof options?.spaceBetween === "number" ? options.spaceBetween : spaceBetween,
    }
  }
  const base = layoutAt(undefined)
  const style: Record<string, string> = { "--track-gap": `${base.gap}px`, "--track-width": slideWidth(base) }
  const given = Object.keys(breakpoints ?? {}).map(Number)
  for (const width of given) {
    if (!(STATIC_TRACK_BREAKPOINTS as readonly number[]).includes(width)) {
      throw new Error(`LazyCarousel: breakpoint ${width} is not one of ${STATIC_TRACK_BREAKPOINTS.join(", ")} (add it there and to Carousel.module.css)`)
    }
  }
  for (const width of STATIC_TRACK_BREAKPOINTS) {
    const applying = Math.max(-1, ...given.filter((w) => w <= width))
    if (applying < 0) continue
    const layout = layoutAt(breakpoints?.[applying as StaticTrackBreakpoint])
    if (layout.view === base.view && layout.gap === base.gap) continue
    style[`--track-gap-${width}`] = `${layout.gap}px`
    style[`--track-width-${width}`] = slideWidth(layout)
  }
  return style as React.CSSProperties
}

function slideWidth({ view, gap }: { view: number; gap: number }): string {
  // Swiper's slide width: (container − gap × (perView − 1)) / perView.
  return `calc((100% - ${gap * (view - 1)}px) / ${view})`
}
