/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { PageBuilder, type PageBuilderBlock } from "../../../src/blocks/page-builder/PageBuilder"
import { LAYOUT_DEFERRED_CLASS } from "../../../src/lib/loading/settle-layout"

const richText = (cmsId: string, heading: string): PageBuilderBlock =>
  ({ __typename: "CmsPageBuilderRichTextBlock", typeHandle: "richText", cmsId, heading, copy: `<p>${heading} copy</p>` }) as PageBuilderBlock

const blocks = [richText("101", "Plans"), richText("comparison", "Compare plans"), richText("103", "Questions")]

const wrapperOf = (heading: string): HTMLElement | null => screen.getByRole("heading", { name: heading }).closest("section")?.parentElement ?? null

test("blocks from deferLayoutFrom on are parts whose layout may wait (content-visibility), each in its own wrapper, anchors kept", () => {
  render(<PageBuilder blocks={blocks} firstIsTitle={false} deferLayoutFrom={1} />)
  expect(wrapperOf("Plans")).not.toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(wrapperOf("Compare plans")).toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(wrapperOf("Compare plans")).toHaveAttribute("id", "comparison")
  expect(wrapperOf("Questions")).toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(wrapperOf("Questions")).not.toHaveAttribute("id")
})

test("without deferLayoutFrom no block is deferred, and only an anchor gets a wrapper", () => {
  const { container } = render(<PageBuilder blocks={blocks} firstIsTitle={false} />)
  expect(container.getElementsByClassName(LAYOUT_DEFERRED_CLASS)).toHaveLength(0)
  expect(wrapperOf("Plans")).toBe(container)
  expect(wrapperOf("Compare plans")).toHaveAttribute("id", "comparison")
})
