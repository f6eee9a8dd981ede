/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToString } from "react-dom/server"
import { act, render, screen, within } from "@testing-library/react"
import { LazyCarousel } from "../../../src/components/ui/LazyCarousel"
import { stubIntersectionObserver } from "../../support/intersection-observer"

const slides = ["Consulting and Coaching", "Agencies and Production", "Construction"].map((name) => <a href="#x" key={name}>{name}</a>)

test("the server HTML holds every slide in a row laid out like swiper, with the breakpoint widths", () => {
  const html = renderToString(<LazyCarousel label="Industries" slides={slides} slidesPerView={2} spaceBetween={10} breakpoints={{ 1200: { slidesPerView: 2.5, spaceBetween: 20 } }} />)
  for (const name of ["Consulting and Coaching", "Agencies and Production", "Construction"]) expect(html).toContain(name)
  expect(html).toContain("--slide-width: calc((100% - 10px) / 2)")
  expect(html).toContain("@media (min-width: 1200px)")
  expect(html).toContain("--slide-width: calc((100% - 30px) / 2.5)")
  expect(html).not.toContain("swiper")
})

test("swiper takes over only once the carousel nears the viewport", async () => {
  const io = stubIntersectionObserver()

  const { container } = render(<LazyCarousel label="Industries" slides={slides} autoplayMs={2000} />)
  const region = screen.getByRole("region", { name: "Industries" })
  expect(within(region).getAllByRole("group")).toHaveLength(3)
  expect(container.querySelector(".swiper")).toBeNull()
  expect(io.observers.at(-1)?.options.rootMargin).toBe("300px 0px")

  await act(async () => {
    io.fireAll(true)
  })
  expect(await screen.findByRole("button", { name: "Pause carousel" })).toBeInTheDocument()
  expect(container.querySelector(".swiper")).not.toBeNull()
})
