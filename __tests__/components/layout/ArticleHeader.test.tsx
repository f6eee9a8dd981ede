/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import { ArticleHeader } from "../../../src/components/layout/ArticleHeader"
import { heroGradient } from "../../../src/lib/blog/hero-gradient"

const header = () => screen.getByRole("heading", { level: 1 }).closest("header")!

test("a header given a background draws it; the title, eyebrow and subtitle are unchanged", () => {
  render(
    <ArticleHeader
      section={{ label: "Blog", href: "/resources" }}
      detail="Sales"
      title="A post"
      subtitle="Its subtitle"
      background={heroGradient("#FDE7EF,#E3ECFF")}
    />,
  )
  expect(header().style.backgroundImage).toBe("linear-gradient(135deg, #fde7ef, #e3ecff)")
  expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/resources")
  expect(screen.getByText("Its subtitle")).toBeInTheDocument()
})

test.each([undefined, null, heroGradient("not a colour")])("a header without one (%p) has no style", (background) => {
  render(<ArticleHeader section={{ label: "Blog", href: "/resources" }} title="A post" background={background} />)
  expect(header()).not.toHaveAttribute("style")
})
