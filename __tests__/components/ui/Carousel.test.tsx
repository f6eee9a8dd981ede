/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import type { Swiper } from "swiper"
import Carousel from "../../../src/components/ui/Carousel"

const names = ["Consulting and Coaching", "Agencies and Production", "Construction"]
const slidesOf = (list: string[]) =>
  list.map((name) => (
    <a href="#x" key={name}>
      {name}
    </a>
  ))

test("swiper's core runs on the slides React rendered: one slide element each, labelled n / m, and the instance handed over", () => {
  const onSwiper = jest.fn<void, [Swiper]>()
  const { container } = render(<Carousel label="Industries" slides={slidesOf(names)} autoplayMs={2000} loop onSwiper={onSwiper} />)
  const region = screen.getByRole("region", { name: "Industries" })
  expect(container.querySelector(".swiper")).toHaveClass("swiper-initialized")
  const groups = within(region).getAllByRole("group")
  expect(groups).toHaveLength(3)
  expect(groups.map((group) => group.getAttribute("aria-label")).sort()).toEqual(["1 / 3", "2 / 3", "3 / 3"])
  expect(onSwiper).toHaveBeenCalledTimes(1)
  expect(onSwiper.mock.calls[0]![0].slides).toHaveLength(3)
  expect(within(region).getByRole("button", { name: "Pause carousel" })).toBeInTheDocument()
})

describe("autoplay", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())
  const region = () => screen.getByRole("region", { name: "Industries" })
  const wrapper = () => region().querySelector(".swiper-wrapper")!

  test("moves on every autoplayMs, as no live region, until the visitor pauses it; then it stays and is one", () => {
    const changes: number[] = []
    render(
      <Carousel
        label="Industries"
        slides={slidesOf([...names, "Creators and Media"])}
        autoplayMs={2000}
        speedMs={0}
        onSlideChange={(index) => changes.push(index)}
      />,
    )
    expect(region()).toHaveAttribute("data-autoplay", "playing")
    expect(wrapper()).toHaveAttribute("aria-live", "off")
    act(() => jest.advanceTimersByTime(1999))
    expect(changes).toEqual([])
    act(() => jest.advanceTimersByTime(1))
    expect(changes).toEqual([1])
    act(() => jest.advanceTimersByTime(2000))
    expect(changes).toEqual([1, 2])

    act(() => screen.getByRole("button", { name: "Pause carousel" }).click())
    expect(region()).toHaveAttribute("data-autoplay", "held")
    expect(wrapper()).toHaveAttribute("aria-live", "polite")
    act(() => jest.advanceTimersByTime(10_000))
    expect(changes).toEqual([1, 2])
    act(() => screen.getByRole("button", { name: "Play carousel" }).click())
    act(() => jest.advanceTimersByTime(2000))
    expect(changes).toEqual([1, 2, 3])
  })

  test("a press on next stops it, and the control says so; a carousel that keeps playing after interaction goes on", () => {
    const { unmount } = render(<Carousel label="Industries" slides={slidesOf(names)} autoplayMs={2000} speedMs={0} loop />)
    act(() => screen.getByRole("button", { name: "Next slide" }).click())
    expect(screen.getByRole("button", { name: "Play carousel" })).toBeInTheDocument()
    expect(region()).toHaveAttribute("data-autoplay", "held")
    unmount()

    render(<Carousel label="Industries" slides={slidesOf(names)} autoplayMs={2000} speedMs={0} loop keepPlayingAfterInteraction />)
    act(() => screen.getByRole("button", { name: "Next slide" }).click())
    expect(screen.getByRole("button", { name: "Pause carousel" })).toBeInTheDocument()
    expect(region()).toHaveAttribute("data-autoplay", "playing")
  })

  test("focus in the slides holds it; focus on its own controls does not", () => {
    render(<Carousel label="Industries" slides={slidesOf(names)} autoplayMs={2000} speedMs={0} loop />)
    act(() => screen.getByRole("button", { name: "Pause carousel" }).focus())
    expect(region()).toHaveAttribute("data-autoplay", "playing")
    act(() => within(region()).getAllByRole("link")[0]!.focus())
    expect(region()).toHaveAttribute("data-autoplay", "held")
    act(() => screen.getByRole("button", { name: "Pause carousel" }).focus())
    expect(region()).toHaveAttribute("data-autoplay", "playing")
  })
})

test("when the slides change in number swiper is made again on the new ones; unmounting destroys it and leaves React's slides in their order", () => {
  const instances: Swiper[] = []
  const { container, rerender, unmount } = render(
    <Carousel label="Industries" slides={slidesOf(names.slice(0, 2))} loop onSwiper={(instance) => instances.push(instance)} />,
  )
  rerender(<Carousel label="Industries" slides={slidesOf(names)} loop onSwiper={(instance) => instances.push(instance)} />)
  expect(instances).toHaveLength(2)
  expect(instances[0]!.destroyed).toBe(true)
  expect(instances[1]!.slides).toHaveLength(3)
  const wrapper = container.querySelector(".swiper-wrapper")!
  expect(Array.from(wrapper.children, (slide) => slide.textContent)).toEqual(names)
  unmount()
  expect(instances[1]!.destroyed).toBe(true)
})
