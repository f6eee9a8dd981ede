/**
 * The homepage feature slider's tab/slide sync (SPEC 2.9 item 2, 9.6): which tab is active,
 * when a tab click moves the slider, and where the tab bar scrolls so the active tab shows.
 */

/** Tab clicking is enabled from this window width (SPEC 9.6). */
export const FEATURE_TABS_CLICKABLE_MIN_WIDTH = 768

/** The same rule as a media query, so it tracks the window exactly as the CSS breakpoints do. */
export const featureTabsClickableMedia = `(min-width: ${FEATURE_TABS_CLICKABLE_MIN_WIDTH}px)`

export function tabsClickableAt(windowWidth: number): boolean {
  return windowWidth >= FEATURE_TABS_CLICKABLE_MIN_WIDTH
}

export type FeatureTabEvent =
  /** Swiper reports its realIndex (the slide's index among the originals, loop or not). */
  { type: "slideChanged"; realIndex: number } | { type: "tabClicked"; index: number; tabsClickable: boolean }

export interface FeatureTabDecision {
  active: number
  /** The slide to move the slider to (swiper.slideToLoop), or null to leave it where it is. */
  slideTo: number | null
}

/**
 * The active tab after an event. A slide change always wins (the slider is the source of
 * truth, and a click's own slide change lands on the same index); a click below the
 * breakpoint does nothing, and a click on the tab already active does not restart the slide.
 */
export function nextFeatureTab(active: number, event: FeatureTabEvent, tabCount: number): FeatureTabDecision {
  if (tabCount <= 0) return { active: 0, slideTo: null }
  if (event.type === "slideChanged") return { active: wrapIndex(event.realIndex, tabCount), slideTo: null }
  if (!event.tabsClickable || !isIndex(event.index, tabCount)) return { active, slideTo: null }
  return { active: event.index, slideTo: event.index === active ? null : event.index }
}

export interface TabBarGeometry {
  /** The tab's offsetLeft inside the bar (the bar is its offsetParent). */
  tabLeft: number
  tabWidth: number
  /** The bar's visible width (clientWidth) and scrollable width (scrollWidth). */
  barWidth: number
  barScrollWidth: number
}

/**
 * The bar's scrollLeft that centres the tab, clamped to what the bar can scroll. Scrolling
 * the bar itself (rather than scrollIntoView on the tab) can never move the page.
 */
export function centredTabScrollLeft({ tabLeft, tabWidth, barWidth, barScrollWidth }: TabBarGeometry): number {
  const maxScroll = Math.max(0, barScrollWidth - barWidth)
  const centred = tabLeft - (barWidth - tabWidth) / 2
  return Math.round(Math.min(maxScroll, Math.max(0, centred)))
}

/**
 * Whether the bar should scroll to the active tab: only where the tabs are a progress
 * indicator (below the breakpoint, where they may overflow) and only while the bar is on
 * screen, so a slide change far from the slider never scrolls anything the visitor sees move.
 */
export function shouldRevealActiveTab({ tabsClickable, barOnScreen }: { tabsClickable: boolean; barOnScreen: boolean }): boolean {
  return !tabsClickable && barOnScreen
}

function isIndex(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count
}

function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(index)) return 0
  const whole = Math.trunc(index)
  return ((whole % count) + count) % count
}
