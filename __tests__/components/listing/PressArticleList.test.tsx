/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PressArticleList } from "../../../src/components/listing/PressArticleList"
import { pressArticleList } from "../../../src/lib/press/press-articles"

test("a headline opens the publication in a new tab, and its name says so", () => {
  const articles = pressArticleList([
    { id: "1", articleTitle: "Rapport adds AI deal flags", articleUrl: "https://news.example/a", source: "The Ledger", postDate: "2025-06-17T09:00:00Z" },
  ])
  render(<PressArticleList articles={articles} heading="Latest coverage" />)
  const link = screen.getByRole("link", { name: "Rapport adds AI deal flags (The Ledger, opens in a new tab)" })
  expect(link).toHaveAttribute("href", "https://news.example/a")
  expect(link).toHaveAttribute("target", "_blank")
  expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/)
  const item = screen.getByRole("listitem")
  expect(within(item).getByText("June 17, 2025").tagName).toBe("TIME")
})

test("an article without a usable URL, source or date still shows its headline, unlinked, with nothing dangling", () => {
  const articles = pressArticleList([{ id: "1", articleTitle: "Quoted in the Sunday papers", articleUrl: "not a url", source: null, postDate: null }])
  render(<PressArticleList articles={articles} heading="Latest coverage" />)
  expect(screen.getByRole("heading", { level: 3, name: "Quoted in the Sunday papers" })).toBeInTheDocument()
  expect(screen.queryByRole("link")).not.toBeInTheDocument()
  expect(screen.getByRole("listitem").textContent).toBe("Quoted in the Sunday papers")
})

test("no articles: the section says so instead of showing an empty list", () => {
  render(<PressArticleList articles={[]} heading="Latest coverage" />)
  expect(screen.getByRole("region", { name: "Latest coverage" })).toHaveTextContent("No coverage to show yet.")
  expect(screen.queryByRole("list")).not.toBeInTheDocument()
})
