import { LISTING_PAGE_SIZE, listingPagePath, listingPageSeo, paginateListing, paginationLinks, type PageLinkItem } from "../../../src/lib/pages/pagination"

describe("listingPagePath", () => {
  test("page 1 keeps the listing's path; page n is {path}/page/{n}", () => {
    expect(listingPagePath("/resources", 1)).toBe("/resources")
    expect(listingPagePath("/resources", 2)).toBe("/resources/page/2")
    expect(listingPagePath("/resources/case-studies", 10)).toBe("/resources/case-studies/page/10")
  })
  test("no page 0 or fractional pages", () => {
    expect(() => listingPagePath("/resources", 0)).toThrow(RangeError)
    expect(() => listingPagePath("/resources", 1.5)).toThrow(RangeError)
  })
})

describe("paginateListing", () => {
  test.each([
    [0, 1],
    [1, 1],
    [LISTING_PAGE_SIZE, 1],
    [LISTING_PAGE_SIZE + 1, 2],
    [10_000, Math.ceil(10_000 / LISTING_PAGE_SIZE)],
  ])("%i entries → %i page(s)", (count, pages) => {
    expect(paginateListing("/resources", count)).toHaveLength(pages)
  })

  test("skip and limit walk the listing without gaps or overlaps", () => {
    const pages = paginateListing("/webinars", 25, 10)
    expect(pages.map((p) => [p.path, p.skip, p.limit, p.pageNumber, p.pageCount])).toEqual([
      ["/webinars", 0, 10, 1, 3],
      ["/webinars/page/2", 10, 10, 2, 3],
      ["/webinars/page/3", 20, 10, 3, 3],
    ])
  })

  test("a page size must be a positive integer", () => {
    expect(() => paginateListing("/resources", 5, 0)).toThrow(RangeError)
  })
})

const numbersOf = (items: PageLinkItem[]): Array<number | "…"> => items.map((item) => (item.kind === "gap" ? "…" : item.pageNumber))

describe("paginationLinks", () => {
  test("first page: no previous, next is page 2", () => {
    const links = paginationLinks({ basePath: "/resources", pageNumber: 1, pageCount: 3 })
    expect(links.previous).toBeNull()
    expect(links.next).toBe("/resources/page/2")
    expect(numbersOf(links.items)).toEqual([1, 2, 3])
    expect(links.items[0]).toEqual({ kind: "page", pageNumber: 1, path: "/resources", current: true })
  })

  test("last page: previous, no next", () => {
    const links = paginationLinks({ basePath: "/resources", pageNumber: 3, pageCount: 3 })
    expect(links.previous).toBe("/resources/page/2")
    expect(links.next).toBeNull()
  })

  test("page 2 links back to the listing's own path, not /page/1", () => {
    expect(paginationLinks({ basePath: "/resources", pageNumber: 2, pageCount: 3 }).previous).toBe("/resources")
  })

  test("a single page has no links to other pages", () => {
    const links = paginationLinks({ basePath: "/resources", pageNumber: 1, pageCount: 1 })
    expect([links.previous, links.next, numbersOf(links.items)]).toEqual([null, null, [1]])
  })

  test("many pages: first, last and the current page's neighbours, whatever the count", () => {
    expect(numbersOf(paginationLinks({ basePath: "/r", pageNumber: 400, pageCount: 834 }).items)).toEqual([1, "…", 398, 399, 400, 401, 402, "…", 834])
    expect(numbersOf(paginationLinks({ basePath: "/r", pageNumber: 1, pageCount: 834 }).items)).toEqual([1, 2, 3, "…", 834])
    expect(numbersOf(paginationLinks({ basePath: "/r", pageNumber: 834, pageCount: 834 }).items)).toEqual([1, "…", 832, 833, 834])
  })

  test("a gap of one page shows that page's number instead of an ellipsis", () => {
    expect(numbersOf(paginationLinks({ basePath: "/r", pageNumber: 4, pageCount: 10 }).items)).toEqual([1, 2, 3, 4, 5, 6, "…", 10])
  })
})

describe("listingPageSeo", () => {
  const entry = {
    title: "Resources",
    seoTitle: "CRM guides and articles",
    url: "https://www.rapport.example/resources",
    canonical: null,
    path: "/resources",
    seoDescription: "…",
  }

  test("page 1 is the entry as the editor set it", () => {
    expect(listingPageSeo(entry, { basePath: "/resources", pageNumber: 1, pageCount: 3 })).toBe(entry)
    expect(listingPageSeo(entry, undefined)).toBe(entry)
  })

  test("later pages name their number and are their own canonical URL", () => {
    expect(listingPageSeo({ ...entry, canonical: "https://elsewhere.example/" }, { basePath: "/resources", pageNumber: 2, pageCount: 3 })).toEqual({
      ...entry,
      title: "Resources – page 2 of 3",
      seoTitle: "CRM guides and articles – page 2 of 3",
      canonical: null,
      url: null,
      path: "/resources/page/2",
    })
  })
})
