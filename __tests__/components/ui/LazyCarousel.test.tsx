/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToString } from "react-dom/server"
import { act, render, screen, within } from "@testing-library/react"
import { LazyCarousel, staticTrackStyle } from "../../../src/components/ui/LazyCarousel"
import { stubIntersectionObserver } from "../../support/intersection-observer"

const slides = ["Consulting and Coaching", "Agencies and Production", "Construction"].map((name) => (
  <a href="#x" key={name}>
    {name}
  </a>
))

test("the server HTML holds every slide in a row laid out like swiper, with the breakpoint widths", () => {
  const html = renderToString(
    <LazyCarousel label="Industries" slides={slides} slidesPerView={2} spaceBetween={10} breakpoints={{ 1200: { slidesPerView: 2.5, spaceBetween: 20 } }} />,
  )
  for (const name of ["Consulting and Coaching", "Agencies and Production", "Construction"]) expect(html).toContain(name)
  expect(html).toContain("--track-gap:10px;--track-width:calc((100% - 10px) / 2);--track-gap-1200:20px;--track-width-1200:calc((100% - 30px) / 2.5)")
  expect(html).not.toContain("swiper")
  // HTML allows <style> only in <head>: the layout is in the row's style attribute.
  expect(html).not.toContain("<style")
})

test("the row follows swiper's breakpoints: the largest one not wider than the window, over the base options", () => {
  expect(staticTrackStyle(1, 24, undefined)).toEqual({ "--track-gap": "24px", "--track-width": "calc((100% - 0px) / 1)" })
  expect(staticTrackStyle(1, 16, { 768: { slidesPerView: 2 }, 1200: { spaceBetween: 32 } })).toEqual({
    "--track-gap": "16px",
    "--track-width": "calc((100% - 0px) / 1)",
    "--track-gap-768": "16px",
    "--track-width-768": "calc((100% - 16px) / 2)",
    "--track-gap-1024": "16px",
    "--track-width-1024": "calc((100% - 16px) / 2)",
    // Swiper applies 1200's options over the base ones, not over 768's: one slide again.
    "--track-gap-1200": "32px",
    "--track-width-1200": "calc((100% - 0px) / 1)",
  })
})

test("a breakpoint the CSS has no media query for fails loudly", () => {
  const breakpoints = { 900: { slidesPerView: 2 } } as unknown as Parameters<typeof staticTrackStyle>[2]
  expect(() => staticTrackStyle(1, 16, breakpoints)).toThrow("breakpoint 900 is not one of 640, 768, 1024, 1200")
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
