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

test("the pause control stops swiper's autoplay and starts it again", () => {
  let swiper: Swiper | undefined
  render(<Carousel label="Industries" slides={slidesOf(names)} autoplayMs={2000} onSwiper={(instance) => (swiper = instance)} />)
  expect(swiper!.autoplay.running).toBe(true)
  act(() => screen.getByRole("button", { name: "Pause carousel" }).click())
  expect(swiper!.autoplay.running).toBe(false)
  act(() => screen.getByRole("button", { name: "Play carousel" }).click())
  expect(swiper!.autoplay.running).toBe(true)
})

test("when the slides change in number swiper is made again on the new ones; unmounting destroys it and leaves React's slides in their order", () => {
  const instances: Swiper[] = []
  const { container, rerender, unmount } = render(<Carousel label="Industries" slides={slidesOf(names.slice(0, 2))} loop onSwiper={(instance) => instances.push(instance)} />)
  rerender(<Carousel label="Industries" slides={slidesOf(names)} loop onSwiper={(instance) => instances.push(instance)} />)
  expect(instances).toHaveLength(2)
  expect(instances[0]!.destroyed).toBe(true)
  expect(instances[1]!.slides).toHaveLength(3)
  const wrapper = container.querySelector(".swiper-wrapper")!
  expect(Array.from(wrapper.children, (slide) => slide.textContent)).toEqual(names)
  unmount()
  expect(instances[1]!.destroyed).toBe(true)
})
