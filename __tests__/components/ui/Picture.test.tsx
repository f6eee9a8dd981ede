/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../../src/components/ui/Picture"

const photo: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 450,
  images: {
    fallback: { src: "/static/a/800/photo.jpg", srcSet: "/static/a/480/photo.jpg 480w,\n/static/a/800/photo.jpg 800w", sizes: "(min-width: 800px) 800px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/480/photo.avif 480w,\n/static/a/800/photo.avif 800w", sizes: "(min-width: 800px) 800px, 100vw" },
      { type: "image/webp", srcSet: "/static/a/480/photo.webp 480w,\n/static/a/800/photo.webp 800w", sizes: "(min-width: 800px) 800px, 100vw" },
    ],
  },
}

test("renders a picture with a source per modern format and a sized, lazily loaded image", () => {
  const { container } = render(<Picture image={photo} alt="The pipeline board" />)
  const img = screen.getByRole("img", { name: "The pipeline board" })
  expect(img).toHaveAttribute("src", "/static/a/800/photo.jpg")
  expect(img).toHaveAttribute("width", "800")
  expect(img).toHaveAttribute("height", "450")
  expect(img).toHaveAttribute("loading", "lazy")
  expect(img).toHaveAttribute("decoding", "async")
  expect(img).not.toHaveAttribute("fetchpriority")
  const sources = Array.from(container.querySelectorAll("picture > source"))
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
  expect(sources[0]).toHaveAttribute("srcset", photo.images.sources?.[0]?.srcSet)
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
  expect(html).toContain('src="/static/a/800/photo.jpg"')
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

test("a full-width image gets whole-pixel width and height with its ratio (its largest file's), not gatsby-plugin-image's 1 × 0.625", () => {
  const fullWidth: IGatsbyImageData = { ...photo, layout: "fullWidth", width: 1, height: 0.5625 }
  render(<Picture image={fullWidth} alt="Wide" />)
  const img = screen.getByRole("img", { name: "Wide" })
  expect(img).toHaveAttribute("width", "800")
  expect(img).toHaveAttribute("height", "450")
})
