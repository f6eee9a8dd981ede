/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { CarouselProps } from "../../../src/components/ui/Carousel"
import { FeatureSlider } from "../../../src/blocks/home/FeatureSlider/FeatureSlider"
import { featureCarouselLabel, featureTabs } from "../../../src/blocks/home/FeatureSlider/FeatureSlider.content"
import { homeInputs } from "../../support/home"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { homeAssetFilename } from "../../../src/lib/home/site-assets"
import { restoreMatchMedia, stubMatchMedia } from "../../support/match-media"

// The carousel is replaced at its module boundary so the test can play swiper: it captures
// the props (onSwiper, onSlideChange, timings) and renders the slides as a plain row.
let mockCarouselProps: CarouselProps | null = null
jest.mock("../../../src/components/ui/LazyCarousel", () => {
  const ReactInMock = jest.requireActual<typeof React>("react")
  return {
    LazyCarousel: (props: CarouselProps) => {
      mockCarouselProps = props
      return ReactInMock.createElement(
        "div",
        { role: "region", "aria-label": props.label },
        props.slides.map((slide, index) =>
          ReactInMock.createElement("div", { key: index, role: "group", "aria-label": `${index + 1} / ${props.slides.length}` }, slide),
        ),
      )
    },
  }
})

type Slider = Parameters<NonNullable<CarouselProps["onSwiper"]>>[0]

const inputs = homeInputs()
const tabTitles = ["Google Workspace integration", "Activity Feed", "Sales & Projects", "Mobile App"]

/** A window this wide: matchMedia answers min-width queries against it (jsdom has no matchMedia). */
function setWindowWidth(width: number): void {
  stubMatchMedia((query) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)
    return minWidth ? width >= Number(minWidth[1]) : false
  })
}

/** An IntersectionObserver the test drives: `setTabBarOnScreen(true)` reports the bar visible. */
let io: IntersectionObserverStub
function setTabBarOnScreen(visible: boolean): void {
  act(() => io.fire(tabBar(), visible))
}

function renderSlider(): { slider: Slider & { slideToLoop: jest.Mock } } {
  render(<FeatureSlider id="feature-slider" inputs={inputs} />)
  const slider = { slideToLoop: jest.fn() } as unknown as Slider & { slideToLoop: jest.Mock }
  act(() => mockCarouselProps?.onSwiper?.(slider))
  return { slider }
}

const slideChange = (realIndex: number): void => act(() => mockCarouselProps?.onSlideChange?.(realIndex))
const tabBar = () => screen.getByRole("list", { name: "Features" })
const tabItems = () => within(tabBar()).getAllByRole("listitem")
/** The titles of the tabs marked current (aria-current="true"). */
const activeTitles = () => tabTitles.filter((title) => within(tabBar()).getByText(title).closest('[aria-current="true"]'))

let scrollTo: jest.Mock

beforeEach(() => {
  mockCarouselProps = null
  io = stubIntersectionObserver()
  scrollTo = jest.fn()
  HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof HTMLElement.prototype.scrollTo
})

afterEach(() => {
  io.restore()
  restoreMatchMedia()
})

test("the section is titled 'No more switching tabs. Do it all in Rapport' and shows four tabs, the first active", () => {
  setWindowWidth(1440)
  renderSlider()
  expect(screen.getByRole("region", { name: "No more switching tabs. Do it all in Rapport" })).toHaveAttribute("id", "feature-slider")
  expect(tabItems()).toHaveLength(4)
  tabItems().forEach((item, index) => expect(within(item).getByText(tabTitles[index]!)).toBeInTheDocument())
  expect(activeTitles()).toEqual(["Google Workspace integration"])
})

test("each tab carries its image and its hover image", () => {
  setWindowWidth(1440)
  renderSlider()
  tabItems().forEach((item, index) => {
    const sources = Array.from(item.querySelectorAll("img")).map((img) => img.getAttribute("src"))
    expect(sources).toEqual([
      `/assets/_transforms/site/${homeAssetFilename(featureTabs[index]!.imgSrc)}`,
      `/assets/_transforms/site/${homeAssetFilename(featureTabs[index]!.hoverImgSrc)}`,
    ])
  })
})

test("the slider autoplays every 6000 ms with 800 ms transitions, looping (SPEC 9.6)", () => {
  setWindowWidth(1440)
  renderSlider()
  expect(mockCarouselProps).toMatchObject({ label: featureCarouselLabel, autoplayMs: 6000, speedMs: 800, loop: true })
})

test("each slide links to its feature page", () => {
  setWindowWidth(1440)
  renderSlider()
  const slides = within(screen.getByRole("region", { name: featureCarouselLabel })).getAllByRole("group")
  expect(slides.map((slide) => within(slide).getByRole("link").getAttribute("href"))).toEqual([
    "/google-workspace-crm",
    "/manage-contacts",
    "/track-leads",
    "/mobile-crm",
  ])
})

describe("from 768 px wide", () => {
  beforeEach(() => setWindowWidth(768))

  test("clicking a tab marks it active and moves the slider to its slide", async () => {
    const user = userEvent.setup()
    const { slider } = renderSlider()
    await user.click(screen.getByRole("button", { name: "Mobile App" }))
    expect(screen.getByRole("button", { name: "Mobile App" })).toHaveAttribute("aria-current", "true")
    expect(activeTitles()).toEqual(["Mobile App"])
    expect(slider.slideToLoop).toHaveBeenCalledWith(3)
  })

  test("the active tab follows the slider", () => {
    renderSlider()
    slideChange(2)
    expect(screen.getByRole("button", { name: "Sales & Projects" })).toHaveAttribute("aria-current", "true")
    expect(activeTitles()).toEqual(["Sales & Projects"])
  })

  test("clicking the active tab does not restart its slide", async () => {
    const user = userEvent.setup()
    const { slider } = renderSlider()
    await user.click(screen.getByRole("button", { name: "Google Workspace integration" }))
    expect(slider.slideToLoop).not.toHaveBeenCalled()
  })

  test("a tab chosen before swiper has loaded is where the slider starts", async () => {
    const user = userEvent.setup()
    render(<FeatureSlider id="feature-slider" inputs={inputs} />)
    await user.click(screen.getByRole("button", { name: "Activity Feed" }))
    const slider = { slideToLoop: jest.fn() } as unknown as Slider
    act(() => mockCarouselProps?.onSwiper?.(slider))
    expect(slider.slideToLoop).toHaveBeenCalledWith(1, 0)
  })

  test("the tab bar is never scrolled by the slider there", () => {
    renderSlider()
    setTabBarOnScreen(true)
    slideChange(3)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe("below 768 px wide", () => {
  beforeEach(() => setWindowWidth(390))

  test("the tabs are not controls, and clicking one changes nothing", async () => {
    const user = userEvent.setup()
    const { slider } = renderSlider()
    expect(within(tabBar()).queryAllByRole("button")).toHaveLength(0)
    await user.click(within(tabBar()).getByText("Mobile App"))
    expect(activeTitles()).toEqual(["Google Workspace integration"])
    expect(slider.slideToLoop).not.toHaveBeenCalled()
  })

  test("the active tab still follows the slider", () => {
    renderSlider()
    slideChange(1)
    expect(activeTitles()).toEqual(["Activity Feed"])
  })

  test("the active tab scrolls into view only while the tab bar is on screen", () => {
    renderSlider()
    slideChange(2)
    expect(scrollTo).not.toHaveBeenCalled()

    setTabBarOnScreen(true)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo.mock.contexts[0]).toBe(tabBar())
    expect(scrollTo).toHaveBeenLastCalledWith({ left: expect.any(Number), behavior: "smooth" })

    slideChange(3)
    expect(scrollTo).toHaveBeenCalledTimes(2)

    setTabBarOnScreen(false)
    slideChange(0)
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })
})
