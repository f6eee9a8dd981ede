/** @jest-environment jsdom */
import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { BlogSearch } from "../../../src/components/listing/BlogSearch"
import { SEARCH_PAGE_SIZE } from "../../../src/lib/blog-search/query"
import type { BlogDiscovery } from "../../../src/lib/pages/blog-discovery"

/**
 * The search page's behaviour, with the network answered at the boundary (global fetch):
 * the proxy and the CMS behind it are tested over HTTP in __tests__/api and e2e/blog.all.spec.ts.
 */
const discovery: BlogDiscovery = {
  listingPath: "/resources",
  searchPath: "/resources/search",
  categories: [
    { id: "2270", slug: "sales", title: "Sales", path: "/resources/category/sales" },
    { id: "754", slug: "marketing", title: "Marketing", path: "/resources/category/marketing" },
  ],
}

const entry = (n: number) => ({
  id: String(n),
  title: `Client follow-up ${n}`,
  uri: `resources/follow-up-${n}`,
  readingTime: 4,
  seoDescription: `Part ${n}.`,
  blogCategories: [{ title: "Sales", slug: "sales" }],
})

type Variables = { search: string | null; category: string | null; limit: number; offset: number }
let answer: (variables: Variables) => { status: number; body: unknown }
const fetchMock = jest.fn(async (_url: string, init: { body: string }) => {
  const { variables } = JSON.parse(init.body) as { variables: Variables }
  const { status, body } = answer(variables)
  return { ok: status === 200, status, json: async () => body }
})

beforeEach(() => {
  fetchMock.mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
  window.history.replaceState(null, "", "/resources/search")
  answer = ({ offset, limit }) => ({
    status: 200,
    body: { data: { entries: Array.from({ length: Math.max(0, Math.min(limit, 15 - offset)) }, (_, i) => entry(offset + i)), total: 15 } },
  })
})

const box = () => screen.getByRole("searchbox", { name: "Search the blog" })
const resultLinks = () => within(screen.getByRole("list", { name: "Matching posts" })).getAllByRole("link")

test("a search in the URL is run on arrival, and its results are links to the posts", async () => {
  window.history.replaceState(null, "", "/resources/search?q=follow&category=Sales")
  render(<BlogSearch discovery={discovery} />)
  expect(box()).toHaveValue("follow")
  expect(screen.getByRole("combobox", { name: "Topic" })).toHaveValue("Sales")
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("15 posts match “follow” in Sales."))
  expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
    operationName: "getBlogsWithSearchAndCategory",
    variables: { search: "title:*follow*", category: "Sales", limit: SEARCH_PAGE_SIZE, offset: 0 },
  })
  expect(resultLinks()).toHaveLength(SEARCH_PAGE_SIZE)
  expect(resultLinks()[0]).toHaveAttribute("href", "/resources/follow-up-0")
})

test("typing searches after a pause, once, and updates the URL without a history step", async () => {
  render(<BlogSearch discovery={discovery} />)
  expect(screen.getByText("Type a word from a post’s title, or choose a topic.")).toBeInTheDocument()
  const before = window.history.length
  fireEvent.change(box(), { target: { value: "f" } })
  fireEvent.change(box(), { target: { value: "fol" } })
  fireEvent.change(box(), { target: { value: "follow" } })
  await waitFor(() => expect(resultLinks()).toHaveLength(SEARCH_PAGE_SIZE))
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(window.location.search).toBe("?q=follow")
  expect(window.history.length).toBe(before)
})

test("choosing a topic adds a history step; going back restores the search before it", async () => {
  window.history.replaceState(null, "", "/resources/search?q=follow")
  render(<BlogSearch discovery={discovery} />)
  await waitFor(() => expect(resultLinks()).toHaveLength(SEARCH_PAGE_SIZE))
  fireEvent.change(screen.getByRole("combobox", { name: "Topic" }), { target: { value: "Marketing" } })
  expect(window.location.search).toBe("?q=follow&category=Marketing")
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("in Marketing."))
  act(() => {
    window.history.replaceState(null, "", "/resources/search?q=follow")
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  expect(screen.getByRole("combobox", { name: "Topic" })).toHaveValue("")
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("15 posts match “follow”."))
})

test("'Show more results' appends the next page and moves focus to its first result", async () => {
  window.history.replaceState(null, "", "/resources/search?q=follow")
  render(<BlogSearch discovery={discovery} />)
  await waitFor(() => expect(resultLinks()).toHaveLength(SEARCH_PAGE_SIZE))
  fireEvent.click(screen.getByRole("button", { name: "Show more results" }))
  await waitFor(() => expect(resultLinks()).toHaveLength(15))
  expect(resultLinks()[SEARCH_PAGE_SIZE]).toHaveFocus()
  expect(screen.queryByRole("button", { name: "Show more results" })).not.toBeInTheDocument()
})

test("no match says so and offers the topics", async () => {
  answer = () => ({ status: 200, body: { data: { entries: [], total: 0 } } })
  window.history.replaceState(null, "", "/resources/search?q=zebra")
  render(<BlogSearch discovery={discovery} />)
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No posts match “zebra”."))
  expect(screen.getByRole("link", { name: "Sales" })).toHaveAttribute("href", "/resources/category/sales")
})

test("SPEC 8: a proxy that fails leaves a message and a retry, never a blank page", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  answer = () => ({ status: 502, body: { data: {} } })
  window.history.replaceState(null, "", "/resources/search?q=follow")
  render(<BlogSearch discovery={discovery} />)
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Search is not available right now."))
  answer = () => ({ status: 200, body: { data: { entries: [entry(1)], total: 1 } } })
  fireEvent.click(screen.getByRole("button", { name: "Try again" }))
  await waitFor(() => expect(resultLinks()).toHaveLength(1))
  expect(warn).toHaveBeenCalledWith("CMS proxy: getBlogsWithSearchAndCategory answered HTTP 502")
  warn.mockRestore()
})

test("keyboard: ↓ from the box to the results, ↑/↓ through them, ↑ from the first back to the box", async () => {
  window.history.replaceState(null, "", "/resources/search?q=follow")
  render(<BlogSearch discovery={discovery} />)
  await waitFor(() => expect(resultLinks()).toHaveLength(SEARCH_PAGE_SIZE))
  box().focus()
  fireEvent.keyDown(box(), { key: "ArrowDown" })
  expect(resultLinks()[0]).toHaveFocus()
  fireEvent.keyDown(resultLinks()[0]!, { key: "ArrowDown" })
  expect(resultLinks()[1]).toHaveFocus()
  fireEvent.keyDown(resultLinks()[1]!, { key: "End" })
  expect(resultLinks()[SEARCH_PAGE_SIZE - 1]).toHaveFocus()
  fireEvent.keyDown(resultLinks()[SEARCH_PAGE_SIZE - 1]!, { key: "Home" })
  fireEvent.keyDown(resultLinks()[0]!, { key: "ArrowUp" })
  expect(box()).toHaveFocus()
})
