import { indexablePages, isIndexableEntry, isNotFoundPath, lastModified } from "../../../src/lib/seo/indexable"

describe("isIndexableEntry", () => {
  test.each([
    [{ path: "/pricing", index: true, enabled: true }, true],
    [{ path: "/pricing", index: null, enabled: null }, true],
    [{ path: "/pricing" }, true],
    [{ path: "/blog/placeholder", index: false, enabled: true }, false],
    [{ path: "/upcoming-launch", index: true, enabled: false }, false],
    [{ path: null, index: true, enabled: true }, false],
    [{ path: "", index: true }, false],
    [{ path: "/404", index: true }, false],
    [{ path: "/404.html" }, false],
    [{ path: "/404/" }, false],
    [{ path: "/dev-404-page" }, false],
  ])("%o → %s", (entry, expected) => {
    expect(isIndexableEntry(entry)).toBe(expected)
  })

  test("a path merely starting with 404 is a page like any other", () => {
    expect(isNotFoundPath("/404-errors-explained")).toBe(false)
  })
})

describe("lastModified: the later of postDate and dateUpdated, W3C datetime in UTC", () => {
  test.each([
    [{ postDate: "2026-02-03T09:00:00Z", dateUpdated: "2026-03-01T10:30:00+01:00" }, "2026-03-01T09:30:00Z"],
    [{ postDate: "2026-02-03T09:00:00Z", dateUpdated: "2025-01-01T00:00:00Z" }, "2026-02-03T09:00:00Z"],
    [{ postDate: "2026-02-03T09:00:00Z", dateUpdated: null }, "2026-02-03T09:00:00Z"],
    [{ postDate: null, dateUpdated: "2026-02-03T09:00:00.123Z" }, "2026-02-03T09:00:00Z"],
    [{ postDate: "not a date", dateUpdated: undefined }, null],
    [{}, null],
  ])("%o → %s", (entry, expected) => {
    expect(lastModified(entry)).toBe(expected)
  })
})

describe("indexablePages", () => {
  const built = ["/", "/pricing", "/blog/placeholder", "/resources/a", "/404", "/404.html", "/dev-404-page"]
  const entries = [
    { path: "/pricing", index: true, enabled: true, postDate: "2026-01-01T00:00:00Z" },
    { path: "/", index: true, enabled: true, postDate: null },
    { path: "/resources/a", index: null, enabled: true, postDate: "2026-02-01T00:00:00Z", dateUpdated: "2026-02-05T00:00:00Z" },
    { path: "/blog/placeholder", index: false, enabled: true },
    { path: "/upcoming-launch", index: true, enabled: false },
    { path: "/never-built", index: true, enabled: true },
    { path: null, index: true, enabled: true },
  ]

  test("lists exactly the built CMS pages that may be indexed, sorted, with their lastmod", () => {
    expect(indexablePages(entries, built)).toEqual([
      { path: "/", lastmod: null },
      { path: "/pricing", lastmod: "2026-01-01T00:00:00Z" },
      { path: "/resources/a", lastmod: "2026-02-05T00:00:00Z" },
    ])
  })

  test("pages that are not CMS entries (the 404 pages) are never listed", () => {
    const paths = indexablePages(entries, built).map((p) => p.path)
    expect(paths).not.toContain("/404")
    expect(paths).not.toContain("/404.html")
  })

  test("a 404 entry in the CMS is not listed either, and a path appears once", () => {
    const withDuplicates = [...entries, { path: "/404", index: true, enabled: true }, { path: "/pricing/", index: true, enabled: true }]
    expect(indexablePages(withDuplicates, built).map((p) => p.path)).toEqual(["/", "/pricing", "/resources/a"])
  })

  test("a blog category's pages and a listing's later pages are listed when the listing is; the search page is not", () => {
    const blog = [
      { path: "/resources", index: true, enabled: true },
      { path: "/hidden", index: false, enabled: true },
    ]
    const pages = [
      "/resources",
      "/resources/page/2",
      "/resources/page/12",
      "/resources/category/sales",
      "/resources/category/sales/page/2",
      "/resources/search",
      "/hidden",
      "/hidden/page/2",
      "/hidden/category/x",
      "/hidden/category/x/page/2",
    ]
    expect(indexablePages(blog, pages).map((p) => p.path)).toEqual([
      "/resources",
      "/resources/category/sales",
      "/resources/category/sales/page/2",
      "/resources/page/12",
      "/resources/page/2",
    ])
  })

  test("only numbered later pages count: no page 0 or 1 (the first page is the listing itself), nothing under a page that is not built", () => {
    const blog = [{ path: "/resources", index: true, enabled: true }]
    expect(
      indexablePages(blog, ["/resources", "/resources/page/1", "/resources/page/0", "/resources/page/two", "/resources/page/03"]).map((p) => p.path),
    ).toEqual(["/resources"])
    expect(indexablePages(blog, ["/elsewhere/page/2"]).map((p) => p.path)).toEqual([])
  })
})
