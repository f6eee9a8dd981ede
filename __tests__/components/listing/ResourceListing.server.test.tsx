/** The server side (node environment, as Gatsby renders pages): a listing page's sections, each complete in a deferred part of its own. */
import React, { Suspense } from "react"
import { JSDOM } from "jsdom"
import { renderOnServer } from "../../support/render-on-server"
import { ResourceListing, type ResourceListingProps } from "../../../src/components/listing/ResourceListing"
import type { BlogCardData } from "../../../src/components/cards/BlogCard"
import { LAYOUT_DEFERRED_CLASS } from "../../../src/lib/loading/layout-deferred"

const post = (n: number): BlogCardData =>
  ({
    __typename: "CmsBlogBlogEntry",
    id: `post-${n}`,
    title: `Post number ${n}`,
    path: `/resources/post-${n}`,
    postDate: "2026-03-02T09:00:00Z",
    seoDescription: `What post ${n} says.`,
    sectionHandle: "blog",
    readingTime: 4,
    blogCategories: [{ title: "Sales" }],
    featuredImage: null,
  }) as unknown as BlogCardData

const sales = { id: "7", slug: "sales", title: "Sales", path: "/resources/category/sales" }
const frontPage: ResourceListingProps = {
  label: "Blog",
  listed: [post(1), post(2), post(3)],
  featured: [post(4), post(5)],
  pagination: { basePath: "/resources", pageNumber: 1, pageCount: 2, skip: 0, limit: 3 },
  discovery: { listingPath: "/resources", searchPath: "/resources/search", categories: [sales] },
  rails: [{ category: sales, items: [{ path: "/resources/post-9", title: "Post number 9", summary: null, readingTime: 3 }] }],
  picks: [post(6)],
}

const render = (props: ResourceListingProps): Promise<Document> =>
  renderOnServer(
    <Suspense fallback={null}>
      <ResourceListing {...props} />
    </Suspense>,
  ).then((html) => new JSDOM(`<main>${html}</main>`).window.document)

/** The deferred parts at the top level of the listing, each named by its first heading or field. */
const parts = (page: Document): string[] =>
  Array.from(page.querySelectorAll("main > [data-hydration]"), (part) => part.querySelector("h2, label")?.textContent ?? "?")

const deferredCards = (page: Document, sectionHeading: string): boolean[] => {
  const section = Array.from(page.querySelectorAll("section")).find((candidate) => candidate.querySelector("h2")?.textContent === sectionHeading)
  return Array.from(section?.querySelectorAll("li:has(> article)") ?? [], (item) => item.classList.contains(LAYOUT_DEFERRED_CLASS))
}

test("the blog's front page: each section complete in a deferred part of its own, so each wakes only as it nears the viewport", async () => {
  const page = await render(frontPage)
  expect(parts(page)).toEqual(["Search the blog", "Featured", "Latest posts", "Guides, videos and stories", "Browse by topic"])
  expect(page.querySelectorAll('main > [data-hydration="server"]')).toHaveLength(5)
  expect(page.querySelector('a[href="/resources/page/2"]')).not.toBeNull()
  expect(page.body.textContent).toContain("Post number 9")
})

test("below the featured posts, every card and every rail waits for its layout until the page settles; the featured posts and the parts themselves do not", async () => {
  const page = await render(frontPage)
  expect(deferredCards(page, "Featured")).toEqual([false, false])
  expect(deferredCards(page, "Latest posts")).toEqual([true, true, true])
  expect(deferredCards(page, "Guides, videos and stories")).toEqual([true])
  expect(Array.from(page.querySelectorAll('section[aria-labelledby^="rail-"]'), (rail) => rail.classList.contains(LAYOUT_DEFERRED_CLASS))).toEqual([true])
  expect(page.querySelectorAll(`main > .${LAYOUT_DEFERRED_CLASS}`)).toHaveLength(0)
})

test("without featured posts (a topic's page, a listing of webinars) the list starts on the first screen and is laid out with it", async () => {
  const page = await render({ ...frontPage, featured: [], picks: [], rails: [], category: sales })
  expect(parts(page)).toEqual(["Search the blog", "Latest in Sales"])
  expect(deferredCards(page, "Latest in Sales")).toEqual([false, false, false])
  const webinars = await render({ label: "Webinars", listed: [post(1)], featured: [] })
  expect(parts(webinars)).toEqual(["Webinars"])
  expect(deferredCards(webinars, "Webinars")).toEqual([false])
})
