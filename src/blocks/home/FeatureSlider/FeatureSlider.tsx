import React, { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { graphql } from "gatsby"
import { Picture } from "../../../components/ui/Picture"
import type { CarouselProps } from "../../../components/ui/Carousel"
import { LazyCarousel } from "../../../components/ui/LazyCarousel"
import { SmartLink } from "../../../components/ui/SmartLink"
import { usePrefersReducedMotion } from "../../../hooks/usePrefersReducedMotion"
import { ctaPlacement } from "../../../lib/analytics/track"
import {
  centredTabScrollLeft,
  featureTabsClickableMedia,
  nextFeatureTab,
  shouldRevealActiveTab,
  tabsClickableAt,
  type FeatureTabEvent,
} from "../../../lib/home/feature-tabs"
import { homeImage } from "../images"
import type { HomeBlockProps } from "../types"
import { featureCarouselLabel, featureSliderIntro, featureSliderSettings, featureSliderTitle, featureSlides, featureTabs } from "./FeatureSlider.content"
import { useMediaQueryMatch, useOnScreen } from "./hooks"
import * as styles from "./FeatureSlider.module.css"

/** Swiper's instance type, taken from the carousel's contract (blocks never import swiper). */
type SliderInstance = Parameters<NonNullable<CarouselProps["onSwiper"]>>[0]

const clickableFallback = (): boolean => tabsClickableAt(window.innerWidth)

/**
 * The feature slider (SPEC 2.9 item 2): four tabs above an autoplaying slider. The active
 * tab follows the slider. From 768 px the tabs are buttons that move the slider; below,
 * where they only show progress, they are plain list items (a control that does nothing
 * would be a dead stop for keyboard and screen-reader users; the slider's own
 * previous/next/pause controls move it there), and the tab bar scrolls sideways to keep
 * the active tab in view, only while the bar is on screen.
 */
export function FeatureSlider({ id, inputs }: HomeBlockProps): React.JSX.Element {
  const { featureScreens, featureIcons } = inputs.pictures
  const titleId = `${id}-title`
  const tabsClickable = useMediaQueryMatch(featureTabsClickableMedia, clickableFallback)
  const reducedMotion = usePrefersReducedMotion()
  const [active, setActive] = useState(0)
  // Read from swiper's callbacks, which may hold an older render's closure.
  const activeRef = useRef(0)
  const sliderRef = useRef<SliderInstance | null>(null)
  const barRef = useRef<HTMLUListElement>(null)
  const tabRefs = useRef<Array<HTMLLIElement | null>>([])
  const barOnScreen = useOnScreen(barRef)

  const apply = useCallback((event: FeatureTabEvent): void => {
    const decision = nextFeatureTab(activeRef.current, event, featureTabs.length)
    activeRef.current = decision.active
    setActive(decision.active)
    if (decision.slideTo !== null) sliderRef.current?.slideToLoop(decision.slideTo)
  }, [])

  const onSwiper = useCallback((slider: SliderInstance): void => {
    sliderRef.current = slider
    // A tab chosen before swiper arrived (it loads as the slider nears the viewport).
    if (activeRef.current !== 0) slider.slideToLoop(activeRef.current, 0)
  }, [])

  const onSlideChange = useCallback((realIndex: number) => apply({ type: "slideChanged", realIndex }), [apply])

  useEffect(() => {
    if (!shouldRevealActiveTab({ tabsClickable, barOnScreen })) return
    const bar = barRef.current
    const tab = tabRefs.current[active]
    if (!bar || !tab) return
    const left = centredTabScrollLeft({ tabLeft: tab.offsetLeft, tabWidth: tab.offsetWidth, barWidth: bar.clientWidth, barScrollWidth: bar.scrollWidth })
    if (typeof bar.scrollTo === "function") bar.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" })
    else bar.scrollLeft = left
  }, [active, tabsClickable, barOnScreen, reducedMotion])

  // Built once: the tab state changes every few seconds and must not re-render swiper's slides.
  const slides = useMemo(
    () =>
      featureSlides.map((slide, index) => (
        <div key={slide.url} className={styles.slide}>
          <div className={styles.slideText}>
            <h3 className={styles.slideTitle}>{slide.title}</h3>
            <p className={styles.slideCopy}>{slide.copy}</p>
            <SmartLink href={slide.url} className={styles.slideLink} placement={ctaPlacement("Feature slider", featureTabs[index]?.title ?? slide.title)}>
              {slide.linkLabel}
              <span aria-hidden="true">{"\u00a0→"}</span>
            </SmartLink>
          </div>
          <div className={styles.slideMedia}>
            <Picture image={homeImage(featureScreens.nodes, slide.image)} alt={slide.imageAlt} className={styles.slideImage} />
          </div>
        </div>
      )),
    [featureScreens.nodes],
  )

  return (
    <section id={id} aria-labelledby={titleId} className={`section ${styles.section}`}>
      <div className="container">
        <div className={styles.header}>
          <h2 id={titleId}>{featureSliderTitle}</h2>
          <p className={styles.intro}>{featureSliderIntro}</p>
        </div>
        {/* Below 768 px the bar scrolls sideways and holds no controls, so it takes focus itself: keyboard users can scroll it too. */}
        <ul
          ref={barRef}
          className={styles.tabBar}
          aria-label="Features"
          data-clickable={tabsClickable ? "true" : "false"}
          tabIndex={tabsClickable ? undefined : 0}
        >
          {featureTabs.map((tab, index) => {
            const isActive = index === active
            const content = (
              <>
                <span className={styles.icons} aria-hidden="true">
                  <Picture image={homeImage(featureIcons.nodes, tab.imgSrc)} alt="" className={styles.icon} />
                  <Picture image={homeImage(featureIcons.nodes, tab.hoverImgSrc)} alt="" className={`${styles.icon} ${styles.hoverIcon}`} />
                </span>
                <span className={styles.tabTitle}>{tab.title}</span>
              </>
            )
            const className = `${styles.tab} ${isActive ? styles.active : ""}`
            return (
              <li
                key={tab.title}
                ref={(element) => {
                  tabRefs.current[index] = element
                }}
                className={styles.tabItem}
              >
                {tabsClickable ? (
                  <button
                    type="button"
                    className={className}
                    aria-current={isActive ? "true" : undefined}
                    onClick={() => apply({ type: "tabClicked", index, tabsClickable })}
                  >
                    {content}
                  </button>
                ) : (
                  <span className={className} aria-current={isActive ? "true" : undefined}>
                    {content}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
        <LazyCarousel
          label={featureCarouselLabel}
          slides={slides}
          onSwiper={onSwiper}
          onSlideChange={onSlideChange}
          className={styles.slider}
          {...featureSliderSettings}
        />
      </div>
    </section>
  )
}

/** This section's pictures, asked for in the home template's page query (templates/home.tsx): the CMS's transforms of the site volume's files. */
export const homeFeatureSliderPictures = graphql`
  fragment HomeFeatureSliderPictures on Query {
    featureScreens: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-features-*.jpg" } }) {
      nodes {
        filename
        picture(profile: HOME_FEATURE_SCREEN) {
          ...PictureFields
        }
      }
    }
    featureIcons: allCmsAsset(filter: { volume: { eq: "site" }, filename: { glob: "home-features-*.png" } }) {
      nodes {
        filename
        picture(profile: HOME_FEATURE_ICON) {
          ...PictureFields
        }
      }
    }
  }
`
