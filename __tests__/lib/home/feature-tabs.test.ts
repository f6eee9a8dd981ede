import {
  FEATURE_TABS_CLICKABLE_MIN_WIDTH,
  centredTabScrollLeft,
  featureTabsClickableMedia,
  nextFeatureTab,
  shouldRevealActiveTab,
  tabsClickableAt,
} from "../../../src/lib/home/feature-tabs"

describe("tabsClickableAt (SPEC 9.6: tab clicking is enabled from 768 px width)", () => {
  it.each([
    [320, false],
    [390, false],
    [767, false],
    [768, true],
    [1024, true],
    [1440, true],
  ])("%i px → %s", (width, clickable) => {
    expect(tabsClickableAt(width)).toBe(clickable)
  })

  it("states the same breakpoint as a media query", () => {
    expect(FEATURE_TABS_CLICKABLE_MIN_WIDTH).toBe(768)
    expect(featureTabsClickableMedia).toBe("(min-width: 768px)")
  })
})

describe("nextFeatureTab", () => {
  const tabs = 4

  it("a click from 768 px makes the tab active and moves the slider to it", () => {
    expect(nextFeatureTab(0, { type: "tabClicked", index: 2, tabsClickable: true }, tabs)).toEqual({ active: 2, slideTo: 2 })
  })

  it("a click below 768 px changes nothing", () => {
    expect(nextFeatureTab(1, { type: "tabClicked", index: 3, tabsClickable: false }, tabs)).toEqual({ active: 1, slideTo: null })
  })

  it("a click on the tab already active does not restart its slide", () => {
    expect(nextFeatureTab(2, { type: "tabClicked", index: 2, tabsClickable: true }, tabs)).toEqual({ active: 2, slideTo: null })
  })

  it.each([-1, 4, 1.5, Number.NaN])("ignores a click on tab %p, which does not exist", (index) => {
    expect(nextFeatureTab(1, { type: "tabClicked", index, tabsClickable: true }, tabs)).toEqual({ active: 1, slideTo: null })
  })

  it("a slide change makes its tab active without moving the slider again", () => {
    expect(nextFeatureTab(0, { type: "slideChanged", realIndex: 3 }, tabs)).toEqual({ active: 3, slideTo: null })
  })

  it("a slide change applies at any width: the tabs show progress on phones too", () => {
    // (the event carries no width: the slider is the source of truth everywhere)
    expect(nextFeatureTab(3, { type: "slideChanged", realIndex: 0 }, tabs).active).toBe(0)
  })

  it("keeps an out-of-range realIndex on a real tab", () => {
    expect(nextFeatureTab(0, { type: "slideChanged", realIndex: 5 }, tabs).active).toBe(1)
    expect(nextFeatureTab(0, { type: "slideChanged", realIndex: -1 }, tabs).active).toBe(3)
    expect(nextFeatureTab(2, { type: "slideChanged", realIndex: Number.NaN }, tabs).active).toBe(0)
  })

  it("copes with no tabs at all", () => {
    expect(nextFeatureTab(0, { type: "slideChanged", realIndex: 2 }, 0)).toEqual({ active: 0, slideTo: null })
  })
})

describe("centredTabScrollLeft", () => {
  it("centres the tab in the bar", () => {
    // A 160 px tab at 400 px in a 360 px bar: its centre (480) lands on the bar's centre (180 + scroll).
    expect(centredTabScrollLeft({ tabLeft: 400, tabWidth: 160, barWidth: 360, barScrollWidth: 1000 })).toBe(300)
  })

  it("never scrolls before the start", () => {
    expect(centredTabScrollLeft({ tabLeft: 16, tabWidth: 200, barWidth: 360, barScrollWidth: 1000 })).toBe(0)
  })

  it("never scrolls past the end", () => {
    expect(centredTabScrollLeft({ tabLeft: 820, tabWidth: 164, barWidth: 360, barScrollWidth: 1000 })).toBe(640)
  })

  it("stays at 0 when the bar does not overflow", () => {
    expect(centredTabScrollLeft({ tabLeft: 600, tabWidth: 200, barWidth: 1200, barScrollWidth: 1200 })).toBe(0)
  })
})

describe("shouldRevealActiveTab (the active tab scrolls into view while the tab bar is on screen)", () => {
  it("scrolls the bar below 768 px while it is on screen", () => {
    expect(shouldRevealActiveTab({ tabsClickable: false, barOnScreen: true })).toBe(true)
  })

  it("never scrolls while the bar is off screen", () => {
    expect(shouldRevealActiveTab({ tabsClickable: false, barOnScreen: false })).toBe(false)
  })

  it("leaves the bar alone from 768 px, where all four tabs show", () => {
    expect(shouldRevealActiveTab({ tabsClickable: true, barOnScreen: true })).toBe(false)
  })
})
