/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Ratings } from "../../../src/blocks/home/Ratings/Ratings"
import { reviewCards, reviewTestimonials } from "../../../src/blocks/home/Ratings/Ratings.content"
import { homeInputs } from "../../support/home"
import type { HomeInputs } from "../../../src/blocks/home/types"
import type { HomeGlobals } from "../../../src/lib/home/types"

const inputs = (g2Rating: HomeGlobals["g2Rating"]): HomeInputs => homeInputs({ globals: { g2Rating } })

const renderRatings = (g2Rating: HomeGlobals["g2Rating"] = { rating: 4.7, reviewCount: 1284 }) => render(<Ratings id="ratings" inputs={inputs(g2Rating)} />)

test("the section is titled 'Meet the folks who chose Rapport' and labelled by it", () => {
  renderRatings()
  const heading = screen.getByRole("heading", { level: 2, name: "Meet the folks who chose Rapport" })
  expect(screen.getByRole("region", { name: "Meet the folks who chose Rapport" })).toHaveAttribute("id", "ratings")
  expect(heading).toBeInTheDocument()
})

test("three testimonial cards show their stars (4.5 and 5 out of 5), the quote in quotation marks and the author", () => {
  renderRatings()
  const list = screen.getByRole("list", { name: "Featured reviews" })
  const cards = within(list).getAllByRole("figure")
  expect(cards).toHaveLength(3)
  expect(within(list).getByRole("img", { name: "4.5 out of 5 stars" })).toBeInTheDocument()
  expect(within(list).getAllByRole("img", { name: "5 out of 5 stars" })).toHaveLength(2)
  cards.forEach((card, index) => {
    const testimonial = reviewTestimonials[index]!
    expect(within(card).getByRole("img", { name: `${testimonial.rating} out of 5 stars` })).toBeInTheDocument()
    expect(within(card).getByRole("blockquote")).toHaveTextContent(`“${testimonial.quote}”`, { normalizeWhitespace: true })
    expect(within(card).getByText(testimonial.author)).toBeInTheDocument()
  })
})

test("the static data keeps to SPEC 3.14: featured ratings of 4.5 or 5 (at least one 4.5), 8 to 10 review cards with unique ids", () => {
  expect(reviewTestimonials.every((t) => t.rating === 4.5 || t.rating === 5)).toBe(true)
  expect(reviewTestimonials.some((t) => t.rating === 4.5)).toBe(true)
  expect(reviewCards.length).toBeGreaterThanOrEqual(8)
  expect(reviewCards.length).toBeLessThanOrEqual(10)
  expect(new Set(reviewCards.map((card) => card.id)).size).toBe(reviewCards.length)
})

test("the G2 aggregate shows the global rating and review count", () => {
  renderRatings({ rating: 4.7, reviewCount: 1284 })
  expect(screen.getByText("4.7 out of 5 on G2 · 1,284 reviews")).toBeInTheDocument()
})

test.each([
  ["no G2 global set", null],
  ["an empty rating", { rating: null, reviewCount: 1284 }],
])("the G2 aggregate is hidden with %s", (_case, g2) => {
  renderRatings(g2)
  expect(screen.queryByText(/on G2/)).toBeNull()
  expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument()
})

test("the review carousel reads each review card once, with its stars, quote and company, looping every 70 s", () => {
  renderRatings()
  const carousel = screen.getByRole("region", { name: "Customer reviews" })
  const cards = within(carousel).getAllByRole("figure")
  expect(cards).toHaveLength(reviewCards.length)
  cards.forEach((card, index) => {
    const review = reviewCards[index]!
    expect(within(card).getByRole("img", { name: `${review.rating} out of 5 stars` })).toBeInTheDocument()
    expect(card).toHaveTextContent(`“${review.quote}”`)
    expect(card).toHaveTextContent(review.companyName)
    expect(card).toHaveTextContent(review.category)
  })
  expect(within(carousel).getByRole("button", { name: /Pause/ })).toBeInTheDocument()
  expect(carousel.querySelector("ul")?.style.getPropertyValue("--loop")).toBe("70s")
})
