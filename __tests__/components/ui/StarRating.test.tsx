/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { StarRating } from "../../../src/components/ui/StarRating"

describe("StarRating", () => {
  it("is one image named by its rating, with the gold share of the row set for the stylesheet", () => {
    render(<StarRating rating={4.5} size={20} />)
    const stars = screen.getByRole("img", { name: "4.5 out of 5 stars" })
    expect(stars.childElementCount).toBe(0)
    expect(stars.style.getPropertyValue("--star-size")).toBe("20px")
    // Four 22-unit tiles and half of a 20-unit star, of five tiles.
    expect(stars.style.getPropertyValue("--star-share")).toBe(((4 * 22 + 10) / 110).toFixed(4))
  })

  it("fills whole rows and empty rows exactly", () => {
    render(
      <>
        <StarRating rating={5} />
        <StarRating rating={0} />
      </>,
    )
    expect(screen.getByRole("img", { name: "5 out of 5 stars" }).style.getPropertyValue("--star-share")).toBe("1.0000")
    expect(screen.getByRole("img", { name: "0 out of 5 stars" }).style.getPropertyValue("--star-share")).toBe("0.0000")
  })
})
