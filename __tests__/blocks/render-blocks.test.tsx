/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { renderBlocks, type BlockRegistry } from "../../src/blocks/render-blocks"

type Block =
  | { __typename: "CmsDemoQuoteBlock"; cmsId: string; typeHandle: string; quote: string }
  | { __typename: "CmsDemoUnknownBlock"; cmsId: string; typeHandle: string }

const registry: BlockRegistry<Block, { position: number }> = {
  CmsDemoQuoteBlock: ({ block, position }) => <blockquote>{`${position}: ${block.quote}`}</blockquote>,
}

const blocks: Block[] = [
  { __typename: "CmsDemoQuoteBlock", cmsId: "1", typeHandle: "quote", quote: "Follow up or fall behind." },
  { __typename: "CmsDemoUnknownBlock", cmsId: "2", typeHandle: "poll" },
]

const renderAll = () => render(<>{renderBlocks({ field: "demoBuilder", blocks, registry, props: (_block, index) => ({ position: index + 1 }) })}</>)

const env = process.env as Record<string, string | undefined>
const originalEnv = env.NODE_ENV
afterEach(() => {
  env.NODE_ENV = originalEnv
})

test("each block goes to its registry's component with its own props", () => {
  renderAll()
  expect(screen.getByText("1: Follow up or fall behind.")).toBeInTheDocument()
})

test("a block type the registry does not have renders nothing in production", () => {
  env.NODE_ENV = "production"
  renderAll()
  expect(screen.queryByRole("alert")).not.toBeInTheDocument()
})

test("a block type the registry does not have is a visible warning in development", () => {
  env.NODE_ENV = "development"
  renderAll()
  expect(screen.getByRole("alert")).toHaveTextContent("Unknown demoBuilder block “poll”")
})
