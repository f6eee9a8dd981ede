/** @jest-environment node */
import { FEATURED_BLOG_PLACEHOLDER } from "../../../src/lib/blog/featured-blog"
import { CATEGORY_RAIL_SIZE, categoryFeedPath, elementApiFeed, loadCategoryRails, railItems } from "../../../src/lib/pages/category-rails"
import { createCmsClient } from "../../../plugins/gatsby-source-cms/client"
import { startCmsServer, type RunningCms } from "../../../cms/server"

describe("the element-api feeds (SPEC 7.2)", () => {
  test("a category's feed path, with the optional suffix", () => {
    expect(categoryFeedPath("2270")).toBe("nextjs-cats/2270.json")
    expect(categoryFeedPath("2270", 2)).toBe("nextjs-cats/2270/2.json")
    expect(categoryFeedPath("a/b", "x y")).toBe("nextjs-cats/a%2Fb/x%20y.json")
  })
  test("the featured key makes no call and answers the placeholder", async () => {
    const readFeed = jest.fn(async () => [])
    await expect(elementApiFeed("featured", readFeed)).resolves.toEqual([FEATURED_BLOG_PLACEHOLDER])
    expect(readFeed).not.toHaveBeenCalled()
    expect(FEATURED_BLOG_PLACEHOLDER.summary).toBe("This is a placeholder because the API is offline.")
    expect(Object.keys(FEATURED_BLOG_PLACEHOLDER).sort()).toEqual(["image", "summary", "title", "url"])
  })
  test("railItems keeps cards with a title and a path, at most a rail's worth, skipping malformed ones", () => {
    const feed = [
      null,
      "x",
      { title: "No uri" },
      { title: " ", uri: "resources/blank" },
      ...Array.from({ length: 5 }, (_, i) => ({ title: `Post ${i}`, uri: `resources/post-${i}`, summary: i ? "About it" : "", readingTime: i })),
    ]
    expect(railItems(feed)).toEqual([
      { path: "/resources/post-0", title: "Post 0", summary: null, readingTime: null },
      { path: "/resources/post-1", title: "Post 1", summary: "About it", readingTime: 1 },
      { path: "/resources/post-2", title: "Post 2", summary: "About it", readingTime: 2 },
    ])
    expect(CATEGORY_RAIL_SIZE).toBe(3)
  })
})

describe("loadCategoryRails against the local CMS over HTTP", () => {
  let cms: RunningCms
  beforeAll(async () => {
    // The sample content (cms/content): its blog categories carry SPEC 9.4's ids.
    cms = await startCmsServer()
  })
  afterAll(() => cms.close())

  const category = (id: string, slug: string, title: string) => ({ id, slug, title, path: `/resources/category/${slug}` })

  test("a rail per category with posts, in the categories' order, from the real feeds", async () => {
    const client = createCmsClient({ url: cms.url, logger: { error: jest.fn(), warn: jest.fn() } })
    const rails = await loadCategoryRails([category("2270", "sales", "Sales"), category("754", "marketing", "Marketing")], (path) => client.elementApi(path))
    expect(rails.map((rail) => rail.category.slug)).toEqual(["sales", "marketing"])
    for (const rail of rails) {
      expect(rail.items.length).toBeGreaterThan(0)
      expect(rail.items.length).toBeLessThanOrEqual(CATEGORY_RAIL_SIZE)
      for (const item of rail.items) expect(item.path).toMatch(/^\/resources\/[a-z0-9-]+$/)
    }
  })

  test("SPEC 8: a feed that fails is [] (logged) and its rail is left out; the others stay", async () => {
    const warn = jest.fn()
    const client = createCmsClient({ url: cms.url, logger: { error: jest.fn(), warn } })
    const rails = await loadCategoryRails([category("999999", "gone", "Gone"), category("2270", "sales", "Sales")], (path) => client.elementApi(path))
    expect(rails.map((rail) => rail.category.slug)).toEqual(["sales"])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("nextjs-cats/999999.json answered HTTP 404"))
    const offline = createCmsClient({ url: "http://127.0.0.1:1", logger: { error: jest.fn(), warn: jest.fn() } })
    await expect(loadCategoryRails([category("2270", "sales", "Sales")], (path) => offline.elementApi(path))).resolves.toEqual([])
  })
})
