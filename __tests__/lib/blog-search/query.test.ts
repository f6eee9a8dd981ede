import {
  MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  isEmptySearch,
  resultsSummary,
  searchFromQueryString,
  searchUrl,
  searchVariables,
  titleWildcard,
} from "../../../src/lib/blog-search/query"

describe("the search in the URL", () => {
  test("reads q and category, trimmed, spaces collapsed, other parameters ignored", () => {
    expect(searchFromQueryString("?q=%20follow%20%20up%20&category=CRM+%26+Tech&utm_source=x")).toEqual({ q: "follow up", category: "CRM & Tech" })
    expect(searchFromQueryString("")).toEqual({ q: "", category: "" })
    expect(searchFromQueryString("?q=" + "a".repeat(300)).q).toHaveLength(MAX_QUERY_LENGTH)
  })
  test("writes only what is set, and reads back what it wrote", () => {
    expect(searchUrl("/resources/search", { q: "", category: "" })).toBe("/resources/search")
    const url = searchUrl("/resources/search", { q: "CRM & tech: “best”?", category: "CRM & Tech" })
    expect(url).toBe("/resources/search?q=CRM+%26+tech%3A+%E2%80%9Cbest%E2%80%9D%3F&category=CRM+%26+Tech")
    expect(searchFromQueryString(url.split("?")[1]!)).toEqual({ q: "CRM & tech: “best”?", category: "CRM & Tech" })
  })
  test("an empty search is one with neither words nor topic", () => {
    expect(isEmptySearch({ q: "", category: "" })).toBe(true)
    expect(isEmptySearch({ q: "", category: "Sales" })).toBe(false)
  })
})

describe("the operation's variables (SPEC 2.12: title wildcard, category title)", () => {
  test("each word is a wildcard on the title", () => {
    expect(titleWildcard("pipeline")).toBe("title:*pipeline*")
    expect(titleWildcard("  sales   pipeline ")).toBe("title:*sales* title:*pipeline*")
  })
  test("Craft's search syntax typed by a visitor is words, never an operator", () => {
    expect(titleWildcard('"sales" OR -gmail* title:(x)')).toBe("title:*sales* title:*gmail* title:*titlex*")
    expect(titleWildcard('** "" -')).toBeNull()
    expect(titleWildcard("")).toBeNull()
  })
  test("limit and offset page through the results", () => {
    expect(searchVariables({ q: "follow up", category: "Sales" })).toEqual({
      search: "title:*follow* title:*up*",
      category: "Sales",
      limit: SEARCH_PAGE_SIZE,
      offset: 0,
    })
    expect(searchVariables({ q: "", category: "" }, 24.7)).toEqual({ search: null, category: null, limit: SEARCH_PAGE_SIZE, offset: 24 })
    expect(searchVariables({ q: "x", category: "" }, -5).offset).toBe(0)
  })
})

describe("what the results say", () => {
  test("counts, with the words and the topic", () => {
    expect(resultsSummary({ q: "pipeline", category: "" }, 1)).toBe("1 post matches “pipeline”.")
    expect(resultsSummary({ q: "pipeline", category: "Sales" }, 3)).toBe("3 posts match “pipeline” in Sales.")
    expect(resultsSummary({ q: "", category: "Sales" }, 4)).toBe("4 posts in Sales.")
    expect(resultsSummary({ q: "", category: "Sales" }, 0)).toBe("No posts in Sales yet.")
  })
  test("the no-results state says so", () => {
    expect(resultsSummary({ q: "zebra", category: "" }, 0)).toBe("No posts match “zebra”.")
    expect(resultsSummary({ q: "zebra", category: "Sales" }, 0)).toBe("No posts match “zebra” in Sales.")
  })
})
