import { assertBlogCardLayout, blogCardLayouts, cardEyebrow } from "../../../src/lib/text/card-eyebrow"

describe("the card eyebrow (SPEC 2.12)", () => {
  test("'WATCH' for a webinar with a duration, whatever its reading time", () => {
    expect(cardEyebrow({ duration: "45 min", readingTime: 7, sectionHandle: "webinars" })).toBe("WATCH")
  })
  test("otherwise the reading time in minutes", () => {
    expect(cardEyebrow({ readingTime: 6 })).toBe("6 MIN READ")
    expect(cardEyebrow({ duration: "", readingTime: 1 })).toBe("1 MIN READ")
  })
  test("nothing when there is neither (a webinar without a duration, an e-book)", () => {
    expect(cardEyebrow({ duration: null, readingTime: null })).toBeNull()
    expect(cardEyebrow({ readingTime: 0 })).toBeNull()
  })
})

describe("card layouts (SPEC 2.12, 8)", () => {
  test("the six layouts pass", () => {
    expect(blogCardLayouts).toHaveLength(6)
    for (const layout of blogCardLayouts) expect(() => assertBlogCardLayout(layout)).not.toThrow()
  })
  test("any other layout is 'Invalid layout: {layout}'", () => {
    expect(() => assertBlogCardLayout("fourColumns")).toThrow(new Error("Invalid layout: fourColumns"))
    expect(() => assertBlogCardLayout("")).toThrow("Invalid layout: ")
  })
})
