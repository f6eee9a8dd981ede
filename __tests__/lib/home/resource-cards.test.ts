import type { CmsImageData } from "../../../src/components/ui/CmsImage"
import type { ResourceCard } from "../../../src/lib/home/types"
import type { PostSource } from "../../../src/lib/home/resource-cards"
import { postResourceCards, resourceCardClasses, resourceCategoryOf, themeForCategory, withLatestPosts } from "../../../src/lib/home/resource-cards"

const image: CmsImageData = { altText: "A pipeline board", title: null, picture: null }

const post = (over: Partial<PostSource<CmsImageData>> = {}): PostSource<CmsImageData> => ({
  id: "blog-1",
  title: "How to build a sales pipeline in Gmail",
  path: "/resources/how-to-build-a-sales-pipeline-in-gmail",
  blogCategories: [{ title: "Sales" }],
  featuredImage: image,
  ...over,
})

const story = (id: string, url: string): ResourceCard => ({
  id,
  rating: 5,
  imageUrl: null,
  quote: "A quote",
  logoUrl: null,
  companyName: "Northwind Advisory",
  category: "Case Study",
  url,
  ...resourceCardClasses("green"),
})

describe("postResourceCards (blog entries reshaped into resource cards)", () => {
  it("keeps the post's page path, title, image and id, with no rating or logo", () => {
    const [card] = postResourceCards([post()])
    expect(card).toEqual({
      id: "post-blog-1",
      rating: null,
      imageUrl: null,
      quote: "How to build a sales pipeline in Gmail",
      logoUrl: null,
      companyName: "Rapport blog",
      category: "Sales",
      url: "/resources/how-to-build-a-sales-pipeline-in-gmail",
      bgClassName: "bgPink",
      categoryColorClassName: "categoryPink",
      borderColorClassName: "borderPink",
      featuredImage: image,
    })
  })

  it("leaves out posts without a page and keeps the order of the rest", () => {
    const cards = postResourceCards([post({ id: "a", path: null }), post({ id: "b", path: "/resources/b" }), post({ id: "c", path: "/resources/c" })])
    expect(cards.map((card) => card.id)).toEqual(["post-b", "post-c"])
  })

  it("colours a card by its category", () => {
    const [card] = postResourceCards([post({ blogCategories: [{ title: "Productivity" }] })])
    expect(card).toMatchObject({
      category: "Productivity",
      bgClassName: "bgAmber",
      categoryColorClassName: "categoryAmber",
      borderColorClassName: "borderAmber",
    })
  })
})

describe("resourceCategoryOf (CMS blog categories → card categories)", () => {
  it.each([
    [[{ title: "Sales" }], "Sales"],
    [[{ title: "Marketing" }], "Sales"],
    [[{ title: "Customer Experience" }, { title: "Marketing" }], "Client Success"],
    [[{ title: "Rapport News" }], "Rapport News"],
    [[{ title: "CRM & Tech" }, { title: "Productivity" }], "Productivity"],
    [[{ title: " productivity " }], "Productivity"],
  ])("%j → %s (the first known one)", (categories, expected) => {
    expect(resourceCategoryOf(categories)).toBe(expected)
  })

  it.each([[null], [[]], [[{ title: "Gardening" }]]])("falls back to News for %j", (categories) => {
    expect(resourceCategoryOf(categories)).toBe("News")
  })
})

describe("themes", () => {
  it("gives every category a theme and a theme three class names", () => {
    expect(themeForCategory("Case Study")).toBe("green")
    expect(resourceCardClasses("violet")).toEqual({ bgClassName: "bgViolet", categoryColorClassName: "categoryViolet", borderColorClassName: "borderViolet" })
  })
})

describe("withLatestPosts", () => {
  const posts = postResourceCards([
    post({ id: "1", path: "/resources/one" }),
    post({ id: "2", path: "/resources/two" }),
    post({ id: "3", path: "/resources/three" }),
  ])

  it("puts the stories first, then at most maxPosts posts in the order given", () => {
    const cards = withLatestPosts([story("s1", "resources/x")], posts, 2)
    expect(cards.map((card) => card.id)).toEqual(["s1", "post-1", "post-2"])
  })

  it("skips a post whose page a story already links to, relative urls resolved", () => {
    const cards = withLatestPosts([story("s1", "../resources/one/"), story("s2", "resources/two")], posts, 2)
    expect(cards.map((card) => card.id)).toEqual(["s1", "s2", "post-3"])
  })

  it("adds no posts with maxPosts 0 and copes with none", () => {
    expect(withLatestPosts([story("s1", "/resources/x")], posts, 0).map((card) => card.id)).toEqual(["s1"])
    expect(withLatestPosts([story("s1", "/resources/x")], []).map((card) => card.id)).toEqual(["s1"])
  })
})
