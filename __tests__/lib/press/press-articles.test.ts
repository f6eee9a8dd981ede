import { articleHref, pressArticleList } from "../../../src/lib/press/press-articles"

const article = (id: string, postDate: string | null, extra: Record<string, string | null> = {}) => ({
  id,
  title: `Entry ${id}`,
  articleTitle: `Headline ${id}`,
  articleUrl: `https://news.example/${id}`,
  source: "The Ledger",
  postDate,
  ...extra,
})

describe("pressArticleList", () => {
  test("newest first, undated last, with the date as it reads and as ISO", () => {
    const list = pressArticleList([
      article("old", "2025-03-04T09:00:00Z"),
      article("undated", null),
      article("new", "2025-10-08T09:00:00Z"),
      article("mid", "2025-06-17T09:00:00Z"),
    ])
    expect(list.map((item) => item.id)).toEqual(["new", "mid", "old", "undated"])
    expect(list[0]).toEqual({
      id: "new",
      headline: "Headline new",
      url: "https://news.example/new",
      source: "The Ledger",
      date: "2025-10-08T09:00:00Z",
      dateLabel: "October 8, 2025",
    })
    expect(list[3]).toMatchObject({ date: null, dateLabel: "" })
  })

  test("articles of one day keep one order on every build (by headline)", () => {
    const day = "2025-06-17T09:00:00Z"
    const list = pressArticleList([article("b", day, { articleTitle: "Zebra" }), article("a", day, { articleTitle: "Apple" })])
    expect(list.map((item) => item.headline)).toEqual(["Apple", "Zebra"])
  })

  test("the entry title stands in for an empty headline; an article with neither is left out, as are nulls", () => {
    const list = pressArticleList([
      article("x", "2025-01-01T00:00:00Z", { articleTitle: "  " }),
      article("y", "2025-01-02T00:00:00Z", { articleTitle: null, title: null }),
      null,
    ])
    expect(list.map((item) => item.headline)).toEqual(["Entry x"])
  })

  test("an unreadable date is treated as no date, not as 'Invalid Date'", () => {
    expect(pressArticleList([article("x", "someday")])[0]).toMatchObject({ date: null, dateLabel: "" })
  })

  test("a missing or unsafe URL leaves the headline unlinked instead of dropping the article", () => {
    const list = pressArticleList([article("x", "2025-01-01T00:00:00Z", { articleUrl: "javascript:alert(1)" })])
    expect(list).toHaveLength(1)
    expect(list[0]!.url).toBeNull()
  })
})

describe("articleHref", () => {
  test.each([
    ["https://news.example/a?b=1", "https://news.example/a?b=1"],
    [" http://news.example/a ", "http://news.example/a"],
    ["/press/a", null],
    ["news.example/a", null],
    ["mailto:press@news.example", null],
    ["", null],
    [null, null],
  ])("%p → %p", (input, expected) => {
    expect(articleHref(input)).toBe(expected)
  })
})
