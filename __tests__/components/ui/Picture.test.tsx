/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { render, screen } from "@testing-library/react"
import { Picture, type PictureData } from "../../../src/components/ui/Picture"

const photo: PictureData = {
  layout: "constrained",
  width: 800,
  height: 450,
  sizes: "(min-width: 800px) 800px, 100vw",
  src: "/assets/_transforms/blog/photo.jpg/800.jpg",
  srcSet: "/assets/_transforms/blog/photo.jpg/480.jpg 480w,\n/assets/_transforms/blog/photo.jpg/800.jpg 800w",
  sources: [
    { type: "image/avif", srcSet: "/assets/_transforms/blog/photo.jpg/480.avif 480w,\n/assets/_transforms/blog/photo.jpg/800.avif 800w" },
    { type: "image/webp", srcSet: "/assets/_transforms/blog/photo.jpg/480.webp 480w,\n/assets/_transforms/blog/photo.jpg/800.webp 800w" },
  ],
}

test("renders a picture with a source per modern format and a sized, lazily loaded image", () => {
  const { container } = render(<Picture image={photo} alt="The pipeline board" />)
  const img = screen.getByRole("img", { name: "The pipeline board" })
  expect(img).toHaveAttribute("src", "/assets/_transforms/blog/photo.jpg/800.jpg")
  expect(img).toHaveAttribute("width", "800")
  expect(img).toHaveAttribute("height", "450")
  expect(img).toHaveAttribute("loading", "lazy")
  expect(img).toHaveAttribute("decoding", "async")
  expect(img).not.toHaveAttribute("fetchpriority")
  const sources = Array.from(container.querySelectorAll("picture > source"))
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
  expect(sources[0]).toHaveAttribute("srcset", photo.sources[0]?.srcSet)
})

test("an eager picture loads at high priority and decodes with the first paint", () => {
  render(<Picture image={photo} alt="Hero" eager />)
  const img = screen.getByRole("img", { name: "Hero" })
  expect(img).toHaveAttribute("loading", "eager")
  expect(img).toHaveAttribute("fetchpriority", "high")
  expect(img).toHaveAttribute("decoding", "sync")
})

test("a layout's sizes override every format's", () => {
  const { container } = render(<Picture image={photo} alt="" sizes="(min-width: 1024px) 540px, 90vw" />)
  for (const element of Array.from(container.querySelectorAll("source, img"))) expect(element).toHaveAttribute("sizes", "(min-width: 1024px) 540px, 90vw")
})

test("the server HTML is a working image on its own: no noscript copy, no hidden start, no script", () => {
  const html = renderToStaticMarkup(<Picture image={photo} alt="The pipeline board" />)
  expect(html).toMatch(/^<picture[^>]*><source type="image\/avif"/)
  expect(html).toContain('src="/assets/_transforms/blog/photo.jpg/800.jpg"')
  expect(html).not.toMatch(/noscript|opacity|<script|data-src/)
})

test("a fixed image keeps its size; decorative images have an empty alt", () => {
  const { container } = render(<Picture image={{ ...photo, layout: "fixed", width: 40, height: 40 }} alt="" />)
  expect(container.querySelector("picture")).toHaveStyle({ width: "40px", height: "40px" })
  expect(container.querySelector("img")).toHaveAttribute("alt", "")
})

test("a constrained picture's box takes the image's width before the image arrives (no layout shift when it does)", () => {
  const { container } = render(<Picture image={photo} alt="" />)
  expect((container.querySelector("picture") as HTMLElement).style.getPropertyValue("--picture-width")).toBe("800px")
  const fixed = render(<Picture image={{ ...photo, layout: "fixed" }} alt="" />).container.querySelector("picture") as HTMLElement
  expect([fixed.style.width, fixed.style.height]).toEqual(["800px", "450px"])
})

test("a full-width picture fills its container: no box width, and its img keeps the ratio of its largest file", () => {
  const { container } = render(<Picture image={{ ...photo, layout: "fullWidth" }} alt="Wide" />)
  expect((container.querySelector("picture") as HTMLElement).style.getPropertyValue("--picture-width")).toBe("")
  const img = screen.getByRole("img", { name: "Wide" })
  expect(img).toHaveAttribute("width", "800")
  expect(img).toHaveAttribute("height", "450")
})
