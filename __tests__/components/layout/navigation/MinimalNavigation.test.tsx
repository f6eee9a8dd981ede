/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { MinimalNavigation } from "../../../../src/components/layout/navigation/MinimalNavigation"

const action = { label: "Log in", href: "https://app.rapport.example/login" }
const featured = () => screen.getByRole("group", { name: "From the blog" })

test("the sign-up bar shows its featured post, its title cut at 28 characters and its description at 62", () => {
  const post = {
    title: "New in Rapport: automatic call and SMS logging on mobile",
    path: "/resources/mobile-call-and-sms-logging",
    seoDescription: "The Rapport mobile app for iOS and Android now logs calls and texts to the right contact.",
  }
  render(<MinimalNavigation action={action} featured={post} />)
  expect(within(featured()).getByRole("link", { name: "New in Rapport: automatic ca..." })).toHaveAttribute("href", post.path)
  expect(within(featured()).getByText("The Rapport mobile app for iOS and Android now logs calls and...")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", action.href)
})

test("with no featured post, the featured-blog lookup's placeholder says the API is offline (SPEC 8)", () => {
  render(<MinimalNavigation action={action} featured={null} />)
  expect(within(featured()).getByRole("link", { name: "Featured article" })).toHaveAttribute("href", "/resources")
  expect(within(featured()).getByText("This is a placeholder because the API is offline.")).toBeInTheDocument()
})

test("without the featured prop at all (a page that asked for none) the bar is the logo and 'Log in' alone", () => {
  render(<MinimalNavigation action={action} />)
  expect(screen.queryByRole("group")).toBeNull()
  expect(screen.getByRole("link", { name: "Log in" })).toBeInTheDocument()
})
