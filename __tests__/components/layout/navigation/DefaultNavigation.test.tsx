/** @jest-environment jsdom */
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { DefaultNavigation } from "../../../../src/components/layout/navigation/DefaultNavigation"
import { PersonalizationProvider } from "../../../../src/lib/personalization/personalization"
import { consentTo } from "../../../support/consent"
import { installStatusVariantStyles } from "../../../support/status-variant-styles"

// Every status's buttons are in the bar; the site's stylesheet shows the visitor's (lib/personalization/head-script.ts).
beforeAll(installStatusVariantStyles)

// A visitor who allowed all cookies: Marketo, the marketing scripts and the campaign on links wait for it (lib/consent; __tests__/lib/consent).
beforeEach(() => consentTo({ analytics: true, marketing: true }))

const navigationData = (navCtaOption: string | null) => ({
  settings: { navCtaOption, navCtaUrl: "/signup", generalSignupUrl: "/signup", productSignInUrl: "" },
  g2: { rating: 4.7, reviewCount: 1280 },
  industries: { nodes: [] },
})
/** The slice's posts (src/slices/site-navigation.tsx): none, so the slider shows its placeholder. */
const noPosts = { featured: [], latest: [] }

function renderNavigation({ option = null as string | null, path = "/pricing", loggedIn = undefined as string | undefined } = {}) {
  ;(useStaticQuery as jest.Mock).mockReturnValue(navigationData(option))
  // The browser is on that page: clicks read its real path (the slice's prop is only what the server HTML marks).
  window.history.replaceState(null, "", path)
  return render(
    <PersonalizationProvider global={null} readLoggedInCookie={() => loggedIn}>
      <DefaultNavigation path={path} posts={noPosts} />
      <p>Outside the navigation</p>
    </PersonalizationProvider>,
  )
}

const desktopNav = () => screen.getByRole("navigation", { name: "Main" })
const trigger = (name: string) => within(desktopNav()).getByRole("button", { name })

test("an anonymous visitor sees Login and one 'Try free' button by default", () => {
  renderNavigation()
  const banner = screen.getByRole("banner")
  expect(within(banner).getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", "https://app.rapport.example/users/sign_in")
  expect(within(banner).getAllByRole("link", { name: "Try free" })[0]).toHaveAttribute("href", "/signup")
  expect(within(banner).queryByRole("link", { name: "Get demo" })).toBeNull()
})

test("the 'GET DEMO' option shows 'Get demo' and 'Try Rapport free', without the demo link on /demos", () => {
  const { unmount } = renderNavigation({ option: "GET DEMO" })
  expect(screen.getAllByRole("link", { name: "Get demo" })[0]).toHaveAttribute("href", "/demos")
  expect(screen.getAllByRole("link", { name: "Try Rapport free" })[0]).toHaveAttribute("href", "/signup")
  unmount()
  renderNavigation({ option: "GET DEMO", path: "/demos" })
  expect(screen.queryByRole("link", { name: "Get demo" })).toBeNull()
})

test("a recognised visitor sees 'Go to Rapport' instead of the trial and demo buttons", async () => {
  renderNavigation({ option: "GET DEMO", loggedIn: "1" })
  expect((await screen.findAllByRole("link", { name: "Go to Rapport" }))[0]).toHaveAttribute("href", "https://app.rapport.example/users/sign_in")
  expect(screen.queryByRole("link", { name: /Try .*free/ })).toBeNull()
  expect(screen.queryByRole("link", { name: "Get demo" })).toBeNull()
  expect(screen.queryByRole("link", { name: "Login" })).toBeNull()
})

test("an unknown cookie value stays anonymous", async () => {
  renderNavigation({ loggedIn: "yes" })
  await act(async () => undefined)
  expect(screen.queryByRole("link", { name: "Go to Rapport" })).toBeNull()
})

test("one dropdown at a time; the same trigger or a click outside closes it", async () => {
  const user = userEvent.setup()
  renderNavigation()
  await user.click(trigger("Features"))
  expect(trigger("Features")).toHaveAttribute("aria-expanded", "true")
  const panel = document.getElementById(trigger("Features").getAttribute("aria-controls")!)!
  expect(panel).toBeVisible()
  expect(await within(panel).findByRole("link", { name: /Organize contacts/ })).toHaveAttribute("href", "/manage-contacts")
  await user.click(trigger("Resources"))
  expect(trigger("Features")).toHaveAttribute("aria-expanded", "false")
  expect(trigger("Resources")).toHaveAttribute("aria-expanded", "true")
  await user.click(trigger("Resources"))
  expect(trigger("Resources")).toHaveAttribute("aria-expanded", "false")
  await user.click(trigger("Industries"))
  expect(screen.getByText("Rapport for", { selector: "p" })).toBeVisible()
  await user.click(screen.getByText("Outside the navigation"))
  expect(trigger("Industries")).toHaveAttribute("aria-expanded", "false")
})

test("Escape closes the open dropdown and returns focus to its trigger", async () => {
  const user = userEvent.setup()
  renderNavigation()
  await user.click(trigger("Resources"))
  await user.keyboard("{Escape}")
  expect(trigger("Resources")).toHaveAttribute("aria-expanded", "false")
  expect(trigger("Resources")).toHaveFocus()
})

test("the Features menu lists its nine items in columns by colPos", async () => {
  const user = userEvent.setup()
  renderNavigation()
  await user.click(trigger("Features"))
  const panel = document.getElementById(trigger("Features").getAttribute("aria-controls")!)!
  const columns = await within(panel).findAllByRole("list")
  expect(columns.slice(0, 3).map((c) => within(c).getAllByRole("link").length)).toEqual([3, 3, 3])
})

test("the hamburger resets both dropdown states; Escape closes it and returns focus", async () => {
  const user = userEvent.setup()
  renderNavigation()
  await user.click(trigger("Features"))
  const hamburger = screen.getByRole("button", { name: "Open menu" })
  await user.click(hamburger)
  expect(trigger("Features")).toHaveAttribute("aria-expanded", "false")
  const mobile = screen.getByRole("navigation", { name: "Main (mobile)" })
  const section = within(mobile).getByRole("button", { name: "Rapport for" })
  await user.click(section)
  expect(section).toHaveAttribute("aria-expanded", "true")
  await user.click(screen.getByRole("button", { name: "Close menu" }))
  await user.click(screen.getByRole("button", { name: "Open menu" }))
  expect(within(screen.getByRole("navigation", { name: "Main (mobile)" })).getByRole("button", { name: "Rapport for" })).toHaveAttribute(
    "aria-expanded",
    "false",
  )
  await user.keyboard("{Escape}")
  expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus()
})

test("choosing the item for the current page closes the mobile menu", async () => {
  const user = userEvent.setup()
  renderNavigation({ path: "/pricing" })
  // jsdom cannot navigate; the menu's own click handling is what is under test.
  document.addEventListener("click", (event) => event.preventDefault())
  await user.click(screen.getByRole("button", { name: "Open menu" }))
  await user.click(within(screen.getByRole("navigation", { name: "Main (mobile)" })).getByRole("link", { name: "Pricing" }))
  expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
})

test("'Request a demo' opens the demo form in a modal, which closes", async () => {
  const user = userEvent.setup()
  renderNavigation()
  await user.click(screen.getByRole("button", { name: "Open menu" }))
  const open = screen.getByRole("button", { name: "Request a demo" })
  await user.click(open)
  const dialog = await screen.findByRole("dialog", { name: "It's demo time" }) // its code arrives on first opening
  expect(await within(dialog).findByRole("form", { name: "Demo request" })).toBeInTheDocument()
  await user.click(within(dialog).getByRole("button", { name: "Close" }))
  expect(screen.queryByRole("dialog")).toBeNull()
})
