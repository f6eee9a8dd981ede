/** @jest-environment jsdom */
import "../../support/text-encoder"
import React, { Suspense } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act, render, screen, waitFor } from "@testing-library/react"
import { PageBuilder, type PageBuilderBlock } from "../../../src/blocks/page-builder/PageBuilder"
import { PageBuilderContent } from "../../../src/blocks/page-builder/PageBuilderContent"
import { SimpleHero } from "../../../src/blocks/page-builder/SimpleHero"
import { RichTextBlock } from "../../../src/blocks/page-builder/RichTextBlock"
import { LAYOUT_DEFERRED_CLASS } from "../../../src/lib/loading/layout-deferred"
import { markHydrated } from "../../../src/runtime/deferred-hydration"
import { stubIntersectionObserver } from "../../support/intersection-observer"

const richText = (cmsId: string, heading: string): PageBuilderBlock =>
  ({ __typename: "CmsPageBuilderRichTextBlock", typeHandle: "richText", cmsId, heading, copy: `<p>${heading} copy</p>` }) as PageBuilderBlock

const blocks = [richText("101", "Plans"), richText("comparison", "Compare plans"), richText("103", "Questions")]

const simpleHero = (heading: string): PageBuilderBlock =>
  ({ __typename: "CmsPageBuilderSimpleHeroBlock", typeHandle: "simpleHero", cmsId: "100", eyebrow: null, heading, copy: null }) as PageBuilderBlock

/** The wrapper PageBuilder puts around a block (for its anchor or deferred layout), outside deferred hydration's own. */
const wrapperOf = async (heading: string): Promise<HTMLElement | null> => {
  const section = (await screen.findByRole("heading", { name: heading })).closest("section")
  const hydrationWrapper = section?.closest("[data-hydration]")
  return (hydrationWrapper ?? section)?.parentElement ?? null
}

// The first test hydrates a page as the server sent it; the others render as after a client-side navigation.
test("on the first page a hero hydrates with the page; the other blocks keep their server HTML until they near the viewport", async () => {
  const io = stubIntersectionObserver()
  const page = <PageBuilder globals={null} blocks={[simpleHero("Pricing"), ...blocks]} firstIsTitle deferLayoutFrom={2} />
  // What Gatsby's server render sends (PageBuilder.server.test.tsx renders it for real): the
  // hero, then each block complete inside deferred hydration's wrapper, inside PageBuilder's.
  const serverBlock = (block: PageBuilderBlock) => (
    <div data-hydration="server">
      <Suspense fallback={null}>
        <RichTextBlock block={block as Queries.RichTextBlockFragment} isFirst={false} />
      </Suspense>
    </div>
  )
  const serverHtml = renderToString(
    <Suspense fallback={null}>
      <SimpleHero block={{ eyebrow: null, heading: "Pricing", copy: null }} isFirst />
      {serverBlock(blocks[0]!)}
      <div id="comparison" className={LAYOUT_DEFERRED_CLASS}>
        {serverBlock(blocks[1]!)}
      </div>
      <div className={LAYOUT_DEFERRED_CLASS}>{serverBlock(blocks[2]!)}</div>
    </Suspense>,
  )
  const container = document.createElement("div")
  container.innerHTML = serverHtml
  document.body.appendChild(container)
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(async () => {
    hydrateRoot(container, <Suspense fallback={null}>{page}</Suspense>)
  })
  markHydrated()
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  expect(screen.getByRole("heading", { level: 1, name: "Pricing" })).toBeInTheDocument()
  // The rich-text blocks are still the server's HTML, complete, their code not yet run.
  expect(container.querySelectorAll('[data-hydration="waiting"]')).toHaveLength(3)
  expect(screen.getByText("Questions copy")).toBeInTheDocument()
  // Near the viewport, each one's code loads and it comes alive in place.
  await act(async () => {
    io.fireAll(true)
  })
  await waitFor(() => expect(container.querySelectorAll('[data-hydration="deferred"]')).toHaveLength(3))
  expect(container.querySelectorAll('[data-hydration="waiting"]')).toHaveLength(0)
  expect(screen.getAllByRole("heading", { name: /^(Plans|Compare plans|Questions)$/ })).toHaveLength(3)
  expect(screen.getByText("Questions copy")).toBeInTheDocument()
  container.remove()
  io.restore()
})

test("blocks from deferLayoutFrom on are parts whose layout may wait (content-visibility), each in its own wrapper, anchors kept", async () => {
  const { container } = render(<PageBuilder globals={null} blocks={blocks} firstIsTitle={false} deferLayoutFrom={1} />)
  expect(await wrapperOf("Plans")).toBe(container)
  expect(await wrapperOf("Compare plans")).toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(await wrapperOf("Compare plans")).toHaveAttribute("id", "comparison")
  expect(await wrapperOf("Questions")).toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(await wrapperOf("Questions")).not.toHaveAttribute("id")
})

test("without deferLayoutFrom no block is deferred, and only an anchor gets a wrapper", async () => {
  const { container } = render(<PageBuilder globals={null} blocks={blocks} firstIsTitle={false} />)
  expect(container.getElementsByClassName(LAYOUT_DEFERRED_CLASS)).toHaveLength(0)
  expect(await wrapperOf("Plans")).toBe(container)
  expect(await wrapperOf("Compare plans")).toHaveAttribute("id", "comparison")
})

test.each([
  ["without a section of the page's own, the block after the hero may share the first screen: the blocks after it wait", undefined, [false, true]],
  ["after the page's own section, every block waits", <section key="own" aria-label="Directory" />, [true, true]],
] as const)("PageBuilderContent: %s", async (_case, children, expected) => {
  const entry = {
    title: "Integrations",
    eyebrow: null,
    seoDescription: null,
    darkHeroBackground: null,
    pageBuilder: [simpleHero("Integrations"), ...blocks.slice(1)],
  }
  render(
    <PageBuilderContent entry={entry as Queries.PageBuilderEntryFragment} globals={null}>
      {children}
    </PageBuilderContent>,
  )
  const waiting = await Promise.all(
    ["Compare plans", "Questions"].map(async (heading) => (await wrapperOf(heading))?.classList.contains(LAYOUT_DEFERRED_CLASS)),
  )
  expect(waiting).toEqual(expected)
  expect((await screen.findByRole("heading", { name: "Integrations", level: 1 })).closest(`.${LAYOUT_DEFERRED_CLASS}`)).toBeNull()
})
