/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { BlogCard, BlogCardGrid, cardContent, type BlogCardData, type CardContent } from "../../../src/components/cards/BlogCard"

const post = {
  __typename: "CmsBlogBlogEntry",
  id: "post-1",
  title: "How to build a sales pipeline in Gmail",
  path: "/resources/how-to-build-a-sales-pipeline-in-gmail",
  postDate: "2026-03-02T09:00:00Z",
  seoDescription: "Set up stages, move deals and never lose a follow-up.",
  sectionHandle: "blog",
  readingTime: 6,
  blogCategories: [{ title: "Sales" }],
  featuredImage: null,
} as unknown as BlogCardData

const webinar = {
  __typename: "CmsWebinarsWebinarsEntry",
  id: "web-1",
  title: "Pipeline rescue, live",
  path: "/webinars/pipeline-rescue-live",
  postDate: null,
  seoDescription: null,
  sectionHandle: "webinars",
  duration: "45 min",
  featuredImage: null,
} as unknown as BlogCardData

describe("cardContent: what a card shows (SPEC 3.4)", () => {
  test("category and eyebrow joined; 'WATCH' for a webinar with a duration", () => {
    expect(cardContent(post)).toMatchObject({ eyebrow: "Sales · 6 MIN READ", title: post.title, path: post.path, postDate: "2026-03-02T09:00:00Z" })
    expect(cardContent(webinar)?.eyebrow).toBe("WATCH")
  })
  test("a post's consolidatedTitle is its cards' title when set (SPEC 3.3); blank falls back to the title", () => {
    expect(cardContent({ ...post, consolidatedTitle: "Build a sales pipeline in Gmail" } as BlogCardData)?.title).toBe("Build a sales pipeline in Gmail")
    expect(cardContent({ ...post, consolidatedTitle: "  " } as BlogCardData)?.title).toBe(post.title)
    expect(cardContent({ ...post, consolidatedTitle: null } as BlogCardData)?.title).toBe(post.title)
    render(<BlogCard entry={{ ...post, consolidatedTitle: "Pipeline in Gmail" } as BlogCardData} layout="threeColumns" />)
    expect(screen.getByRole("link", { name: "Pipeline in Gmail" })).toHaveAttribute("href", post.path)
  })
  test("an entry without a path or title has no card", () => {
    expect(cardContent({ ...post, path: null } as BlogCardData)).toBeNull()
    expect(cardContent({ ...post, title: null } as BlogCardData)).toBeNull()
  })
})

describe("the six layouts are six designs (SPEC 2.12)", () => {
  // How each looks is CSS (BlogCard.module.css), checked in a real browser by e2e/blog.all.spec.ts.
  test("each shows what its place needs", () => {
    const card = (layout: string) => {
      const { container, unmount } = render(<BlogCard entry={post} layout={layout} />)
      const article = container.querySelector("article")!
      const facts = {
        link: within(article).getByRole("link", { name: post.title! }).getAttribute("href"),
        picture: article.querySelectorAll(":scope > div").length === 2,
        summary: within(article).queryByText(post.seoDescription!) !== null,
        date: article.querySelector("time")?.getAttribute("dateTime") ?? null,
        eyebrow: within(article).queryByText("Sales · 6 MIN READ") !== null,
        readMore: within(article).queryByText("Read the post →") !== null,
      }
      unmount()
      return facts
    }
    expect(card("threeColumns")).toEqual({ link: post.path, picture: true, summary: true, date: null, eyebrow: true, readMore: false })
    expect(card("highlightedThreeColumns")).toEqual({ link: post.path, picture: true, summary: true, date: null, eyebrow: true, readMore: false })
    expect(card("latestBlogs")).toEqual({ link: post.path, picture: true, summary: true, date: "2026-03-02T09:00:00Z", eyebrow: true, readMore: false })
    expect(card("popularEntries")).toEqual({ link: post.path, picture: false, summary: false, date: null, eyebrow: true, readMore: false })
    expect(card("relatedBlog")).toEqual({ link: post.path, picture: false, summary: true, date: null, eyebrow: true, readMore: true })
    expect(card("inMenuLatestBlog")).toEqual({ link: post.path, picture: true, summary: false, date: null, eyebrow: false, readMore: false })
  })

  test("popular entries are a numbered list; the others a plain list", () => {
    const { container, rerender } = render(<BlogCardGrid entries={[post]} layout="popularEntries" />)
    expect(container.querySelector("ol")).not.toBeNull()
    rerender(<BlogCardGrid entries={[post]} layout="latestBlogs" />)
    expect(container.querySelector("ul")).not.toBeNull()
  })

  test("the heading level follows the page's outline", () => {
    render(<BlogCard entry={post} headingLevel={4} />)
    expect(screen.getByRole("heading", { level: 4, name: post.title! })).toBeInTheDocument()
  })
})

describe("an unknown layout (SPEC 8)", () => {
  test("throws 'Invalid layout: {layout}'", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<BlogCard entry={post} layout="fourColumns" />)).toThrow("Invalid layout: fourColumns")
    error.mockRestore()
  })

  test("in a grid, one failing card is left out and logged; the rest of the page stays", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const broken = { path: "/resources/broken", title: "Broken", description: null, eyebrow: null, image: null, postDate: null } as CardContent
    Object.defineProperty(broken, "title", {
      get: () => {
        throw new Error("malformed card")
      },
      enumerable: true,
    })
    render(
      <main>
        <h1>Blog</h1>
        <BlogCardGrid entries={[post, broken, webinar]} />
      </main>,
    )
    expect(screen.getByRole("heading", { name: "Blog" })).toBeInTheDocument()
    expect(screen.getAllByRole("listitem")).toHaveLength(3)
    expect(screen.getAllByRole("article").map((a) => within(a).getByRole("link").textContent)).toEqual([post.title, webinar.title])
    expect(error).toHaveBeenCalledWith("a threeColumns card could not be shown:", "malformed card")
    error.mockRestore()
  })
})
