import { blogCategoriesOf, blogCategoryPath, blogSearchPath, listingEntrySeo, type BlogDiscovery } from "../../../src/lib/pages/blog-discovery"

const discovery: BlogDiscovery = {
  listingPath: "/resources",
  searchPath: "/resources/search",
  categories: [{ id: "2270", slug: "sales", title: "Sales", path: "/resources/category/sales" }],
}
const entry = {
  title: "Blog",
  seoTitle: "The Rapport blog",
  seoDescription: "Practical advice.",
  url: "https://www.rapport.example/resources",
  canonical: null,
  path: "/resources",
  index: true,
}

describe("paths", () => {
  test("category and search pages hang below the listing", () => {
    expect(blogCategoryPath("/resources", "crm-and-tech")).toBe("/resources/category/crm-and-tech")
    expect(blogCategoryPath("/resources/", "a b")).toBe("/resources/category/a%20b")
    expect(blogSearchPath("/resources")).toBe("/resources/search")
    expect(blogSearchPath("/")).toBe("/search")
  })
})

describe("blogCategoriesOf: the categories the posts are filed under", () => {
  test("most posts first, then by title; other groups and incomplete categories left out", () => {
    const sales = { cmsId: "2270", slug: "sales", title: "Sales", groupHandle: "blogCategories" }
    const news = { cmsId: "2264", slug: "rapport-news", title: "Rapport News", groupHandle: "blogCategories" }
    const craft = { cmsId: "198", slug: "crm-and-tech", title: "CRM & Tech", groupHandle: "blogCategories" }
    const other = { cmsId: "9", slug: "after-a-purchase", title: "After a purchase", groupHandle: "thankYouNoteCategories" }
    const posts = [
      { blogCategories: [news, craft] },
      { blogCategories: [sales, null, other] },
      { blogCategories: [sales, { ...news, cmsId: null }] },
      { blogCategories: null },
      {},
    ]
    expect(blogCategoriesOf(posts)).toEqual([
      { id: "2270", slug: "sales", title: "Sales" },
      { id: "198", slug: "crm-and-tech", title: "CRM & Tech" },
      { id: "2264", slug: "rapport-news", title: "Rapport News" },
    ])
  })
})

describe("listingEntrySeo", () => {
  test("the listing itself is the entry as the editor set it", () => {
    expect(
      listingEntrySeo(entry, {
        path: "/resources",
        context: { blogDiscovery: discovery, pagination: { basePath: "/resources", pageNumber: 1, pageCount: 2, skip: 0, limit: 12 } },
      }),
    ).toBe(entry)
  })
  test("a category page has its own title, description and canonical path; its later pages say their number", () => {
    const category = discovery.categories[0]!
    const first = listingEntrySeo(entry, { path: category.path, context: { blogDiscovery: discovery, listingCategory: category } })
    expect(first).toMatchObject({
      title: "Sales – Blog",
      seoTitle: "Sales articles from the Rapport blog",
      canonical: null,
      url: null,
      path: "/resources/category/sales",
      index: true,
    })
    expect(first.seoDescription).toMatch(/^Rapport articles on sales/)
    const second = listingEntrySeo(entry, {
      path: "/resources/category/sales/page/2",
      context: {
        blogDiscovery: discovery,
        listingCategory: category,
        pagination: { basePath: category.path, pageNumber: 2, pageCount: 3, skip: 12, limit: 12 },
      },
    })
    expect(second).toMatchObject({ title: "Sales – Blog – page 2 of 3", path: "/resources/category/sales/page/2", canonical: null })
  })
  test("the search page is noindex, with its own title", () => {
    expect(listingEntrySeo(entry, { path: "/resources/search", context: { blogDiscovery: discovery } })).toMatchObject({
      title: "Search the blog",
      index: false,
      path: "/resources/search",
      canonical: null,
    })
  })
})
