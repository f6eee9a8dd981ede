/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import Cookies from "js-cookie"
import { site } from "../../../src/config/site"
import { PersonalizationProvider, type GlobalUserPersonalization } from "../../../src/lib/personalization/personalization"
import { VariableText } from "../../../src/components/ui/VariableText"
import { userStatusHeadScript } from "../../../src/lib/personalization/head-script"
import { USER_STATUS_ATTRIBUTE } from "../../../src/lib/personalization/context"
import { installStatusVariantStyles } from "../../support/status-variant-styles"

// Every status's copy is in the page; the site's stylesheet shows the visitor's (lib/personalization/head-script.ts).
beforeAll(installStatusVariantStyles)

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

afterEach(() => {
  Cookies.remove(site.loggedInCookie, { path: "/" })
  document.documentElement.removeAttribute(USER_STATUS_ATTRIBUTE)
})

test("the server HTML carries every status's copy, each marked with its status, so the switch cannot move the page", () => {
  const container = document.createElement("div")
  container.innerHTML = renderToString(banner)
  const heading = container.querySelector("h2")!
  const [anonymous, recognised] = Array.from(heading.querySelectorAll("[data-variable-element] > span"))
  expect(anonymous).toHaveTextContent("Ready to build better relationships?")
  expect(anonymous).toHaveAttribute("data-for-status", "anonymous")
  expect(recognised).toHaveTextContent("Pick up where you left off")
  expect(recognised).toHaveAttribute("data-for-status", "loggedIn")
  // An anonymous row applies to the anonymous variant, from the server HTML on.
  expect(container.querySelectorAll("p")[0]).toHaveTextContent("Start free today.")
  // An element no row names is plain text.
  expect(container.querySelectorAll("p")[1]?.innerHTML).toBe("Unchanged copy")
})

test("a recognised visitor sees their copy from the server HTML on, and screen readers read only that one", () => {
  document.cookie = `${site.loggedInCookie}=true; path=/`
  // What the browser has before any of the app runs: the head script's mark, and the server HTML.
  new Function(userStatusHeadScript())()
  const server = document.body.appendChild(document.createElement("div"))
  server.innerHTML = renderToString(banner)
  expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Pick up where you left off")
  expect(screen.getByText("Ready to build better relationships?")).not.toBeVisible()
  server.remove()
  // And once the app runs.
  render(banner)
  expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Pick up where you left off")
  expect(screen.getByText("Ready to build better relationships?")).not.toBeVisible()
  // The recognised visitor's copy for ctaBannerCopy is the element's own (no loggedIn row).
  expect(screen.getByText("Join thousands of small businesses.")).toBeVisible()
})

test("an anonymous visitor's accessible heading is the anonymous copy", () => {
  render(banner)
  expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Ready to build better relationships?")
})
