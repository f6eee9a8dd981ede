/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PreFooter } from "../../../src/blocks/home/PreFooter/PreFooter"
import { AppStoreLinks } from "../../../src/blocks/home/PreFooter/AppStoreLinks"
import { homeInputs } from "../../support/home"
import { externalLinks } from "../../../src/config/external-links"

const inputs = homeInputs()

test("a brand panel titled 'Rapport lives where you work'", () => {
  render(<PreFooter id="pre-footer" inputs={inputs} />)
  const section = screen.getByRole("region", { name: "Rapport lives where you work" })
  expect(section).toHaveAttribute("id", "pre-footer")
  expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Rapport lives where you work")
})

test.each([
  [/^Google Workspace CRM/, "/google-workspace-crm", false],
  [/^Mobile app/, "/mobile-crm", false],
  [/^Chrome extension \(opens in a new tab\)/, externalLinks.browserExtension, true],
  [/^Help Center \(opens in a new tab\)/, externalLinks.helpCenter, true],
])("the quick link %s goes to %s (new tab: %s)", (name, href, newTab) => {
  render(<PreFooter id="pre-footer" inputs={inputs} />)
  const link = screen.getByRole("link", { name })
  expect(link).toHaveAttribute("href", href)
  if (newTab) {
    expect(link).toHaveAttribute("target", "_blank")
    expect(link.getAttribute("rel")?.split(" ")).toContain("noopener")
  } else expect(link).not.toHaveAttribute("target")
})

test("the app store badges, named by their words, open the stores in a new tab", () => {
  render(<PreFooter id="pre-footer" inputs={inputs} />)
  const stores = screen.getByRole("list", { name: "Get the mobile app" })
  const appStore = within(stores).getByRole("link", { name: "Download on the App Store (opens in a new tab)" })
  const playStore = within(stores).getByRole("link", { name: "Get it on Google Play (opens in a new tab)" })
  expect(appStore).toHaveAttribute("href", externalLinks.appStore)
  expect(playStore).toHaveAttribute("href", externalLinks.playStore)
  for (const link of [appStore, playStore]) {
    expect(link).toHaveAttribute("target", "_blank")
    expect(link.getAttribute("rel")?.split(" ")).toContain("noopener")
  }
})

test("the badges are drawn inline, not downloaded, and hidden from screen readers behind the link's name", () => {
  const { container } = render(<AppStoreLinks />)
  expect(container.querySelector("img")).toBeNull()
  const badges = container.querySelectorAll("a > svg")
  expect(badges).toHaveLength(2)
  badges.forEach((badge) => expect(badge).toHaveAttribute("aria-hidden", "true"))
  expect(badges[0]).toHaveTextContent("App Store")
  expect(badges[1]).toHaveTextContent("Google Play")
})
