/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToString } from "react-dom/server"
import { act, render, screen, waitFor } from "@testing-library/react"
import { Reveal } from "../../../src/components/ui/Reveal"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { stubMatchMedia, stubReducedMotion } from "../../support/match-media"

/** A wide screen without reduced motion: where content reveals itself. */
const wideScreen = () => stubMatchMedia((query) => query.includes("min-width: 768px"))

let io: IntersectionObserverStub

beforeEach(() => {
  io = stubIntersectionObserver()
})

test("the server HTML shows the content as it is: nothing starts transparent or moved", () => {
  const html = renderToString(
    <Reveal as="article">
      <h3>Templates</h3>
    </Reveal>,
  )
  expect(html).toContain("<h3>Templates</h3>")
  expect(html).not.toMatch(/opacity:\s*0/)
  expect(html).not.toMatch(/translate/)
})

/** Lets the animation chunk (an async import) arrive and apply any style. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)))

test("content already in view when the page starts stays visible", async () => {
  wideScreen()
  jest
    .spyOn(Element.prototype, "getBoundingClientRect")
    .mockReturnValue({ top: 100, bottom: 200, left: 0, right: 100, width: 100, height: 100, x: 0, y: 100, toJSON: () => ({}) })
  render(
    <Reveal>
      <p>Above the fold</p>
    </Reveal>,
  )
  await settle()
  expect(screen.getByText("Above the fold").parentElement?.style.opacity ?? "").not.toBe("0")
  jest.restoreAllMocks()
})

test("under reduced motion content below the fold is never tucked away", async () => {
  stubReducedMotion(true)
  jest
    .spyOn(Element.prototype, "getBoundingClientRect")
    .mockReturnValue({ top: 5000, bottom: 5100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 5000, toJSON: () => ({}) })
  render(
    <Reveal>
      <p>Far below</p>
    </Reveal>,
  )
  await settle()
  expect(screen.getByText("Far below").parentElement?.style.opacity ?? "").not.toBe("0")
  jest.restoreAllMocks()
})

test("content below the fold is tucked away after hydration and comes in when it scrolls into view", async () => {
  wideScreen()
  jest
    .spyOn(Element.prototype, "getBoundingClientRect")
    .mockReturnValue({ top: 5000, bottom: 5100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 5000, toJSON: () => ({}) })
  render(
    <Reveal>
      <p>Bento card</p>
    </Reveal>,
  )
  const waiting = screen.getByText("Bento card").parentElement as HTMLElement
  expect(waiting.style.opacity).toBe("0")

  const fire = (element: Element) =>
    act(() => {
      expect(io.watching(element)).not.toHaveLength(0)
      io.fire(element, true)
    })
  // Near the viewport: the animation chunk loads and watches it, still hidden…
  fire(waiting)
  await waitFor(() => expect(io.observers.filter((observer) => observer.observed.includes(waiting))).toHaveLength(1))
  expect(waiting.style.opacity).toBe("0")
  // …and in view, it comes in (jsdom has no Web Animations, so at once: the browser tests see the fade).
  fire(waiting)
  await waitFor(() => expect(waiting.style.opacity).toBe(""))
  expect(waiting.style.transform).toBe("")
  expect(screen.getByText("Bento card").parentElement).toBe(waiting)
  jest.restoreAllMocks()
})

test("on a phone content below the fold simply shows, and no animation code is fetched", async () => {
  stubMatchMedia(() => false) // narrower than 768 px, no reduced-motion preference
  jest
    .spyOn(Element.prototype, "getBoundingClientRect")
    .mockReturnValue({ top: 5000, bottom: 5100, left: 0, right: 100, width: 100, height: 100, x: 0, y: 5000, toJSON: () => ({}) })
  render(
    <Reveal>
      <p>Mobile app</p>
    </Reveal>,
  )
  await settle()
  const element = screen.getByText("Mobile app").parentElement as HTMLElement
  expect(element.style.opacity).not.toBe("0")
  // Nothing watches it: the animation chunk has no trigger to load on.
  expect(io.watching(element)).toHaveLength(0)
  jest.restoreAllMocks()
})
