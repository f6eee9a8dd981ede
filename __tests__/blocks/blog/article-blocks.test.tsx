/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { BlogBuilder, ContentBuilder } from "../../../src/blocks/blog/BlogBuilder"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../../support/intersection-observer"
import { fakeCmsImage } from "../../support/cms-image"
import { LAYOUT_DEFERRED_CLASS } from "../../../src/lib/loading/layout-deferred"

/*
 * The article blocks an editor fills in a blog post (blogBuilder) and a customer story
 * (contentBuilder), and what the page shows of each field (issue 30; the rows of
 * __tests__/cms/field-renderings.table.ts point here).
 */

/** One of each block both fields have, under the given Matrix field's type names. */
function articleBlocks(prefix: "CmsBlogBuilder" | "CmsContentBuilder") {
  return [
    { __typename: `${prefix}TldrBlock`, copy: "<p>Follow up within a day, in the client's own thread.</p>" },
    {
      __typename: `${prefix}CopyEditorBlock`,
      calloutSentence: "Replies come from the thread, not the template.",
      copy: "<p>Write the first line yourself.</p>",
      copyEditorSectionId: "first-line",
    },
    {
      __typename: `${prefix}MediaBlock`,
      addMedia: fakeCmsImage("timeline", "A client's timeline in Rapport"),
      mediaDescription: "Every email on one timeline.",
    },
    { __typename: `${prefix}CalloutBlock`, copy: "<p>Keep the follow-up under 80 words.</p>" },
    { __typename: `${prefix}CardBlock`, eyebrow: "Template", header: "The two-line follow-up", copy: "Thanks for today. Here is what happens next." },
    { __typename: `${prefix}QuoteBlock`, quote: "Our reply rate doubled in a month.", author: "Ana, Brightline Studio" },
    { __typename: `${prefix}WistiaVideoBlock`, wistiaVideoCode: "introduction", mediaDescription: "The follow-up, recorded in Gmail." },
  ]
}

let io: IntersectionObserverStub
beforeEach(() => {
  io = stubIntersectionObserver()
})

/** Each Matrix field: its name, how a page renders its blocks, and its blocks' type-name prefix. */
const bothFields = [
  ["blogBuilder", (blocks: unknown[]) => <BlogBuilder blocks={blocks as Queries.BlogBuilderBlocksFragment[]} />, "CmsBlogBuilder"],
  ["contentBuilder", (blocks: unknown[]) => <ContentBuilder blocks={blocks as Queries.ContentBuilderBlocksFragment[]} />, "CmsContentBuilder"],
] as const

test.each(bothFields)(
  "%s: tldr copy, copyEditor calloutSentence/copy/copyEditorSectionId, media addMedia/mediaDescription, callout copy, card eyebrow/header/copy, quote quote/author, wistiaVideo mediaDescription",
  (_field, view, prefix) => {
    const { container } = render(view(articleBlocks(prefix)))
    expect(screen.getByRole("heading", { name: "TL;DR" })).toBeInTheDocument()
    expect(screen.getByText("Follow up within a day, in the client's own thread.")).toBeInTheDocument()
    expect(screen.getByText("Replies come from the thread, not the template.")).toBeInTheDocument()
    expect(screen.getByText("Write the first line yourself.").closest("section")).toHaveAttribute("id", "first-line")
    expect(screen.getByRole("img", { name: "A client's timeline in Rapport" })).toHaveAttribute("src", "/assets/timeline.jpg")
    expect(screen.getByText("Every email on one timeline.").tagName).toBe("FIGCAPTION")
    expect(screen.getByText("Keep the follow-up under 80 words.")).toBeInTheDocument()
    expect(screen.getByText("Template")).toHaveClass("eyebrow")
    expect(screen.getByRole("heading", { name: "The two-line follow-up" })).toBeInTheDocument()
    expect(screen.getByText("Thanks for today. Here is what happens next.")).toBeInTheDocument()
    expect(container.querySelector("blockquote")).toHaveTextContent("“Our reply rate doubled in a month.”— Ana, Brightline Studio")
    expect(screen.getByText("The follow-up, recorded in Gmail.").tagName).toBe("FIGCAPTION")
  },
)

test("blogBuilder's adverts: adA's header and copy, adB's header, copy and pinkPeriodAfterHeader; the defaults when they are empty", () => {
  const blocks = [
    { __typename: "CmsBlogBuilderAdABlock", header: "Try Rapport on your own inbox", copy: "Set up in ten minutes." },
    { __typename: "CmsBlogBuilderAdBBlock", header: "See your pipeline in Rapport", copy: "A 20-minute walkthrough.", pinkPeriodAfterHeader: true },
    { __typename: "CmsBlogBuilderAdBBlock", header: null, copy: null, pinkPeriodAfterHeader: false },
  ] as unknown as Queries.BlogBuilderBlocksFragment[]
  render(<BlogBuilder blocks={blocks} />)
  expect(screen.getByRole("heading", { name: "Try Rapport on your own inbox" })).toBeInTheDocument()
  expect(screen.getByText("Set up in ten minutes.")).toBeInTheDocument()
  const withPeriod = screen.getByRole("heading", { name: /^See your pipeline in Rapport/ })
  expect(withPeriod.lastElementChild).toHaveTextContent(".")
  expect(screen.getByText("A 20-minute walkthrough.")).toBeInTheDocument()
  // Empty fields: the advert's own wording, and no pink full stop.
  expect(screen.getByRole("heading", { name: "See it with your own workflow" }).children).toHaveLength(0)
})

test("blogBuilder's relatedBlog: its header over its entries as cards; subscribeForm: its header and copy over the newsletter form", async () => {
  const blocks = [
    {
      __typename: "CmsBlogBuilderRelatedBlogBlock",
      header: "Keep reading",
      entries: [
        {
          __typename: "CmsBlogBlogEntry",
          id: "p2",
          title: "Client follow-up emails that get replies",
          consolidatedTitle: null,
          path: "/resources/follow-up-emails",
          postDate: "2025-04-01T09:00:00Z",
          seoDescription: "Five templates.",
          sectionHandle: "blog",
          readingTime: 5,
          blogCategories: [{ title: "Sales" }],
          featuredImage: null,
        },
      ],
    },
    {
      __typename: "CmsBlogBuilderSubscribeFormBlock",
      header: "One letter a month, no fluff",
      copy: "The best of the blog for client-first teams.",
      formId: "2401",
    },
  ] as unknown as Queries.BlogBuilderBlocksFragment[]
  render(<BlogBuilder blocks={blocks} />)
  await act(async () => io.fireAll(true))
  const related = await screen.findByRole("region", { name: "Keep reading" })
  expect(within(related).getByRole("link", { name: /Client follow-up emails that get replies/ })).toHaveAttribute("href", "/resources/follow-up-emails")
  expect(await screen.findByRole("heading", { name: "One letter a month, no fluff" })).toBeInTheDocument()
  expect(screen.getByText("The best of the blog for client-first teams.")).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument()
})

test.each(bothFields)(
  "%s: from the third block on, the boxed blocks, the quote and the figures wait for their layout, each itself; the first two blocks, the copy and the video never do",
  (_field, view, prefix) => {
    const blocks = articleBlocks(prefix)
    const { container } = render(view([...blocks, ...blocks]))
    const waiting = (text: string): boolean[] => screen.getAllByText(text).map((element) => Boolean(element.closest(`.${LAYOUT_DEFERRED_CLASS}`)))
    // The TL;DR opens the article: the first of the two is laid out at once.
    expect(waiting("Follow up within a day, in the client's own thread.")).toEqual([false, true])
    expect(waiting("Every email on one timeline.")).toEqual([true, true])
    expect(waiting("Keep the follow-up under 80 words.")).toEqual([true, true])
    expect(waiting("Thanks for today. Here is what happens next.")).toEqual([true, true])
    expect(waiting("“Our reply rate doubled in a month.”")).toEqual([true, true])
    expect(waiting("Write the first line yourself.")).toEqual([false, false])
    expect(waiting("The follow-up, recorded in Gmail.")).toEqual([false, false])
    // The class is on the block's own element, not a wrapper: its margins collapse with its neighbours' as before.
    for (const element of container.querySelectorAll(`.${LAYOUT_DEFERRED_CLASS}`)) expect(element.parentElement).toBe(container)
  },
)

test("blogBuilder: from the third block on, the newsletter form's card and the related posts' cards wait, each itself; before it, neither does", async () => {
  const subscribe = { __typename: "CmsBlogBuilderSubscribeFormBlock", header: "Get the best of the blog", copy: null }
  const related = (header: string) => ({
    __typename: "CmsBlogBuilderRelatedBlogBlock",
    header,
    entries: [
      {
        __typename: "CmsBlogBlogEntry",
        id: "p1",
        title: "Rekindle emails",
        path: "/resources/rekindle",
        sectionHandle: "blog",
        blogCategories: [],
        featuredImage: null,
      },
    ],
  })
  render(<BlogBuilder blocks={[subscribe, related("Read first"), subscribe, related("Read next")] as unknown as Queries.BlogBuilderBlocksFragment[]} />)
  await act(async () => io.fireAll(true))
  await screen.findByRole("region", { name: "Read next" })
  const forms = (await screen.findAllByRole("heading", { name: "Get the best of the blog" })).map((heading) => heading.parentElement!)
  expect(forms).toHaveLength(2)
  expect(forms.map((card) => card.classList.contains(LAYOUT_DEFERRED_CLASS))).toEqual([false, true])
  // The card, not the block around it: a waiting wrapper would clip the card's shadow.
  expect(forms[1]!.parentElement!.closest(`.${LAYOUT_DEFERRED_CLASS}`)).toBeNull()
  const cardsUnder = (name: string) => within(screen.getByRole("region", { name })).getAllByRole("listitem")
  expect(cardsUnder("Read first")[0]).not.toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(cardsUnder("Read next")[0]).toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(screen.getByRole("region", { name: "Read next" }).closest(`.${LAYOUT_DEFERRED_CLASS}`)).toBeNull()
})
