import { g2Summary } from "../../../src/lib/home/g2-rating"

describe("g2Summary (the G2 aggregate beside the homepage ratings)", () => {
  it("shows the rating and the review count with thousands grouped", () => {
    expect(g2Summary({ rating: 4.7, reviewCount: 1284 })).toBe("4.7 out of 5 on G2 · 1,284 reviews")
    expect(g2Summary({ rating: 5, reviewCount: 1234567 })).toBe("5 out of 5 on G2 · 1,234,567 reviews")
  })

  it("rounds the rating to one decimal and says 'review' for one", () => {
    expect(g2Summary({ rating: 4.666, reviewCount: 1 })).toBe("4.7 out of 5 on G2 · 1 review")
  })

  it("shows the rating alone when the count is missing", () => {
    expect(g2Summary({ rating: 4.5, reviewCount: null })).toBe("4.5 out of 5 on G2")
    expect(g2Summary({ rating: 4.5, reviewCount: 0 })).toBe("4.5 out of 5 on G2")
  })

  it.each([
    ["no global set", null],
    ["a null rating", { rating: null, reviewCount: 1284 }],
    ["a zero rating", { rating: 0, reviewCount: 1284 }],
    ["a NaN rating", { rating: Number.NaN, reviewCount: 10 }],
  ])("is hidden (null) with %s", (_case, g2) => {
    expect(g2Summary(g2)).toBeNull()
  })
})
