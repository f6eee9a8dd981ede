/** @jest-environment jsdom */
import "../../../support/text-encoder"
import React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate, useStaticQuery } from "gatsby"
import { DemoPanel } from "../../../../src/features/lead-capture/forms/DemoPanel"
import { markHydrated } from "../../../../src/runtime/deferred-hydration"
import { TrialPromise, trialPromises } from "../../../../src/components/demo-pages/TrialPromise"
import { DemoRequestModal } from "../../../../src/features/lead-capture/forms/DemoRequestModal"
import { DefaultNavigation } from "../../../../src/components/layout/navigation/DefaultNavigation"
import { PersonalizationProvider } from "../../../../src/lib/personalization/personalization"
import { publishAttributionState } from "../../../../src/lib/attribution/live-state"
import { emptyAttributionState } from "../../../../src/lib/attribution/state"
import { consentTo } from "../../../support/consent"

// A visitor who allowed all cookies: Marketo, the marketing scripts and the campaign on links wait for it (lib/consent; __tests__/lib/consent).
beforeEach(() => consentTo({ analytics: true, marketing: true }))

beforeEach(() => {
  ;(navigate as jest.Mock).mockReset()
  global.fetch = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ ok: true }) })) as unknown as typeof fetch
})

describe("/demos: the form, or the confirmation after a request", () => {
  // The form's code is a chunk of its own that the page fetches when the form nears the viewport
  // (DemoPanel.deferred.test.tsx tests that). Here, as on a page reached by a client-side
  // navigation, it is loaded once, and every render below shows the form at once.
  beforeAll(async () => {
    markHydrated()
    const { unmount } = render(<DemoPanel search="" bookingPagePath="/demos/book" />)
    await screen.findByRole("form", { name: "It's demo time" })
    unmount()
  })

  test("without a company size in the query, the form", () => {
    render(<DemoPanel search="" bookingPagePath="/demos/book" />)
    expect(screen.getByRole("form", { name: "It's demo time" })).toBeVisible()
    expect(screen.queryByRole("heading", { name: /Thank you/ })).toBeNull()
  })

  test.each(["?companySize=7", "?companySize=", "?utm_source=x"])("an unknown size (%s) shows the form", (search) => {
    render(<DemoPanel search={search} bookingPagePath="/demos/book" />)
    expect(screen.getByRole("form", { name: "It's demo time" })).toBeVisible()
  })

  test.each(["1", "2-5", "6-20"])("size %s: thank-you, what happens next, and the trial for the impatient", async (size) => {
    render(<DemoPanel search={`?companySize=${encodeURIComponent(size)}`} bookingPagePath="/demos/book" />)
    // The confirmation's code is a chunk fetched when it shows.
    const heading = await screen.findByRole("heading", { level: 2, name: "Thank you! Your demo request is in." })
    expect(heading).toHaveFocus()
    expect(screen.getByRole("heading", { level: 3, name: "What happens next" })).toBeInTheDocument()
    expect(screen.getAllByRole("listitem")).toHaveLength(3)
    expect(screen.queryByRole("link", { name: /Choose a time/ })).toBeNull()
    expect(screen.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", "/signup")
    // The form keeps its place, hidden: the card does not change size.
    expect(screen.queryByRole("form")).toBeNull()
    expect(document.querySelector("form")!.parentElement!.parentElement).toHaveStyle({ visibility: "hidden" })
  })

  test.each(["21-100", "100+"])("size %s: the booking step, to the site's booking page with the size (never /contact)", async (size) => {
    render(<DemoPanel search={`?companySize=${encodeURIComponent(size)}`} bookingPagePath="/demos/book" />)
    expect(await screen.findByText(/Teams your size get a dedicated specialist/)).toBeInTheDocument()
    const link = screen.getByRole("link", { name: "Choose a time" })
    expect(link).toHaveAttribute("href", `/demos/book?companySize=${encodeURIComponent(size)}`)
    expect(link).not.toHaveAttribute("target")
  })

  test("no booking page in the CMS and no scheduler configured: the confirmation still stands, with the trial", async () => {
    render(<DemoPanel search="?companySize=21-100" bookingPagePath={null} />)
    expect(await screen.findByRole("heading", { name: "Thank you! Your demo request is in." })).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /Choose a time/ })).toBeNull()
    expect(screen.getByRole("link", { name: "Try Rapport free" })).toBeInTheDocument()
  })
})

describe("/signup: the trial promise and its CTA", () => {
  test("the four promises, and the CTA to the application's sign-up, in the same tab", () => {
    render(<TrialPromise />)
    expect(trialPromises).toEqual(["Free for 14 days", "No credit card required", "Instant activation", "Pay and add your team later"])
    expect(
      within(screen.getByRole("list", { name: "The free trial" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([...trialPromises])
    const cta = screen.getByRole("link", { name: "Start my free trial" })
    expect(cta).toHaveAttribute("href", "https://app.rapport.example/users/sign_up")
    expect(cta).toHaveAttribute("target", "_self")
  })

  test("once attribution has started, the CTA carries the outgoing query list, and a click reports 'Free Trial'", async () => {
    const dataLayer: Array<Record<string, unknown>> = []
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer
    render(<TrialPromise placement="Signup / Start your free 14-day trial" />)
    act(() =>
      publishAttributionState({
        ...emptyAttributionState(),
        params: { utm_source: "newsletter", utm_campaign: "spring", promo_code: "SPRING24" },
        visitor_token: "id%3A1",
        first: { ...emptyAttributionState().first, first_source: "google" },
      }),
    )
    const cta = screen.getByRole("link", { name: "Start my free trial" })
    const url = new URL(cta.getAttribute("href")!)
    expect(`${url.origin}${url.pathname}`).toBe("https://app.rapport.example/users/sign_up")
    expect([...url.searchParams]).toEqual([
      ["utm_source", "newsletter"],
      ["utm_campaign", "spring"],
      ["visitor_token", "id%3A1"],
      ["first_source", "google"],
    ])
    cta.addEventListener("click", (event) => event.preventDefault())
    await userEvent.setup().click(cta)
    expect(dataLayer).toContainEqual(
      expect.objectContaining({
        eventCategory: "Free Trial",
        eventAction: "Sign Up - Start my free trial",
        eventLabel: "Signup / Start your free 14-day trial",
      }),
    )
    act(() => publishAttributionState(emptyAttributionState()))
  })
})

describe("the navigation's demo modal holds the same form", () => {
  test("the form loads in the dialog, titled by the dialog, and a sent request closes it on the way to the confirmation", async () => {
    const user = userEvent.setup()
    const onClose = jest.fn()
    render(<DemoRequestModal open onClose={onClose} />)
    const dialog = screen.getByRole("dialog", { name: "It's demo time" })
    const form = await within(dialog).findByRole("form", { name: "Demo request" })
    expect(within(dialog).getAllByRole("heading")).toHaveLength(1)
    await user.type(within(form).getByLabelText("Work email"), "ada@lovelace.example")
    await user.type(within(form).getByLabelText("Full name"), "Ada")
    await user.type(within(form).getByLabelText("Company name"), "Analytical Engines")
    await user.type(within(form).getByLabelText("Phone number"), "+44 20 7946 0958")
    await user.selectOptions(within(form).getByLabelText("Country"), "Canada")
    await user.selectOptions(within(form).getByLabelText("Company size"), "2-5")
    await user.click(within(form).getByRole("button", { name: "Go to demo" }))
    expect(global.fetch).toHaveBeenCalledWith("/api/demo-request", expect.anything())
    expect(onClose).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith("/demos?companySize=2-5")
  })

  test("the navigation's 'Request a demo' opens it with the form", async () => {
    ;(useStaticQuery as jest.Mock).mockReturnValue({
      settings: { navCtaOption: null, navCtaUrl: "/signup", generalSignupUrl: "/signup", productSignInUrl: "" },
      g2: { rating: 4.7, reviewCount: 1280 },
      industries: { nodes: [] },
    })
    const user = userEvent.setup()
    render(
      <PersonalizationProvider global={null} readLoggedInCookie={() => undefined}>
        <DefaultNavigation path="/pricing" posts={{ featured: [], latest: [] }} />
      </PersonalizationProvider>,
    )
    await user.click(screen.getByRole("button", { name: "Open menu" }))
    await user.click(screen.getByRole("button", { name: "Request a demo" }))
    const dialog = await screen.findByRole("dialog", { name: "It's demo time" })
    expect(await within(dialog).findByLabelText("Work email")).toBeInTheDocument()
    await user.click(within(dialog).getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
