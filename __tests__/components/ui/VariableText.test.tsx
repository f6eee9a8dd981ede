/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import Cookies from "js-cookie"
import { site } from "../../../src/config/site"
import { PersonalizationProvider, type GlobalUserPersonalization } from "../../../src/lib/personalization/personalization"
import { VariableText } from "../../../src/components/ui/VariableText"

const global: GlobalUserPersonalization = {
  applyPersonalizations: true,
  variableElements: [
    { userStatus: [{ slug: "loggedIn" }], element: "ctaBannerHeading", copy: "Pick up where you left off" },
    { userStatus: [{ slug: "anonymous" }], element: "ctaBannerCopy", copy: "Start free today." },
  ],
}

const banner = (
  <PersonalizationProvider global={global}>
    <h2>
      <VariableText element="ctaBannerHeading">Ready to build better relationships?</VariableText>
    </h2>
    <p>
      <VariableText element="ctaBannerCopy">Join thousands of small businesses.</VariableText>
    </p>
    <p>
      <VariableText element="somethingElse">Unchanged copy</VariableText>
    </p>
  </PersonalizationProvider>
)

afterEach(() => Cookies.remove(site.loggedInCookie, { path: "/" }))

test("the server HTML shows the anonymous copy and carries the recognised one hidden, so the switch cannot move the page", () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(banner)
  const heading = container.querySelector("h2")!
  const [anonymous, recognised] = Array.from(heading.querySelectorAll("[data-variable-element] > span"))
  expect(anonymous).toHaveTextContent("Ready to build better relationships?")
  expect(anonymous).not.toHaveAttribute("aria-hidden")
  expect(recognised).toHaveTextContent("Pick up where you left off")
  expect(recognised).toHaveAttribute("aria-hidden", "true")
  // An anonymous row applies to the anonymous variant, from the server HTML on.
  expect(container.querySelectorAll("p")[0]).toHaveTextContent("Start free today.")
  // An element no row names is plain text.
  expect(container.querySelectorAll("p")[1]?.innerHTML).toBe("Unchanged copy")
})

test("a recognised visitor sees their copy, and screen readers read only that one", () => {
  document.cookie = `${site.loggedInCookie}=true; path=/`
  render(banner)
  expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Pick up where you left off")
  expect(screen.getByText("Ready to build better relationships?")).toHaveAttribute("aria-hidden", "true")
  // The recognised visitor's copy for ctaBannerCopy is the element's own (no loggedIn row).
  expect(screen.getByText("Join thousands of small businesses.")).not.toHaveAttribute("aria-hidden")
})

test("an anonymous visitor's accessible heading is the anonymous copy", () => {
  render(banner)
  expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Ready to build better relationships?")
})
