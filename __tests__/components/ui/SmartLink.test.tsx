/** @jest-environment jsdom */
import React, { Profiler } from "react"
import { act, render, screen } from "@testing-library/react"
import { SmartLink } from "../../../src/components/ui/SmartLink"
import { publishAttributionState } from "../../../src/lib/attribution/live-state"
import { emptyAttributionState } from "../../../src/lib/attribution/state"
import { SiteSettingsProvider, siteSettingsFrom } from "../../../src/lib/site-settings/site-settings"
import { consentTo } from "../../support/consent"

// Links carry the campaign only with marketing consent (lib/attribution/live-state.ts).
beforeEach(() => consentTo({ analytics: true, marketing: true }))

const campaign = { ...emptyAttributionState(), params: { utm_source: "newsletter", utm_campaign: "spring" } }

test("sign-up, demo and sign-in links take the campaign once attribution publishes it; other links stay as they are", () => {
  render(
    <>
      <SmartLink href="/signup">Try Rapport free</SmartLink>
      <SmartLink href="../demos">Get a demo</SmartLink>
      <SmartLink href="https://app.rapport.example/users/sign_in">Login</SmartLink>
      <SmartLink href="/pricing">Pricing</SmartLink>
      <SmartLink href="https://help.rapport.example">Help Center</SmartLink>
    </>,
  )
  act(() => publishAttributionState(campaign))
  expect(screen.getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", "/signup?utm_source=newsletter&utm_campaign=spring")
  expect(screen.getByRole("link", { name: "Get a demo" })).toHaveAttribute("href", "/demos?utm_source=newsletter&utm_campaign=spring")
  expect(screen.getByRole("link", { name: "Login (opens in a new tab)" }).getAttribute("href")).toContain("utm_source=newsletter")
  expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
  expect(screen.getByRole("link", { name: "Help Center (opens in a new tab)" })).toHaveAttribute("href", "https://help.rapport.example")
})

test("publishing the attribution state re-renders only the links that carry it (a page has hundreds of links)", () => {
  const renders: Record<string, number> = {}
  const count = (id: string) => () => {
    renders[id] = (renders[id] ?? 0) + 1
  }
  render(
    <>
      <Profiler id="signup" onRender={count("signup")}>
        <SmartLink href="/signup">Try Rapport free</SmartLink>
      </Profiler>
      <Profiler id="pricing" onRender={count("pricing")}>
        <SmartLink href="/pricing">Pricing</SmartLink>
      </Profiler>
    </>,
  )
  act(() => publishAttributionState({ ...campaign, params: { utm_source: "ads" } }))
  expect(renders.signup).toBe(2)
  expect(renders.pricing).toBe(1)
})

test("an internal link keeps its rel (pagination's prev/next)", () => {
  render(
    <SmartLink href="/resources/page/2" rel="next">
      Next page
    </SmartLink>,
  )
  expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("rel", "next")
})

describe("the siteSettings global's sign-up and sign-in destinations (SPEC 3.8)", () => {
  test("changing generalSignupUrl and productSignInUrl moves every sign-up and sign-in link, attribution and tracking included", () => {
    const host = window as unknown as { dataLayer?: unknown[] }
    host.dataLayer = []
    const settings = siteSettingsFrom({
      settings: { generalSignupUrl: "https://app.rapport.example/start", productSignInUrl: "https://login.rapport.example/" },
    })
    render(
      <SiteSettingsProvider settings={settings}>
        <SmartLink href="/signup" placement="Hero / Try it">
          Try Rapport free
        </SmartLink>
        <SmartLink href="https://app.rapport.example/users/sign_in">Login</SmartLink>
        <SmartLink href="/pricing">Pricing</SmartLink>
      </SiteSettingsProvider>,
    )
    act(() => publishAttributionState(campaign))
    const signup = screen.getByRole("link", { name: "Try Rapport free (opens in a new tab)" })
    expect(signup).toHaveAttribute("href", "https://app.rapport.example/start?utm_source=newsletter&utm_campaign=spring")
    expect(signup).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("link", { name: "Login (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://login.rapport.example/?utm_source=newsletter&utm_campaign=spring",
    )
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
    signup.addEventListener("click", (event) => event.preventDefault())
    signup.click()
    expect(host.dataLayer).toContainEqual(expect.objectContaining({ eventCategory: "Free Trial" }))
  })
})

test("a link that opens a new tab says so to screen readers, also when it is named by aria-label; a same-tab one does not", () => {
  render(
    <>
      <SmartLink href="https://help.rapport.example">Help Center</SmartLink>
      <SmartLink href="https://www.linkedin.com/company/rapport" aria-label="Rapport on LinkedIn">
        in
      </SmartLink>
      <SmartLink href="https://app.rapport.example/users/sign_in" target="_self">
        Sign in
      </SmartLink>
    </>,
  )
  const help = screen.getByRole("link", { name: "Help Center (opens in a new tab)" })
  expect(help).toHaveAttribute("target", "_blank")
  expect(help).toHaveAttribute("rel", "noopener noreferrer")
  expect(screen.getByRole("link", { name: "Rapport on LinkedIn (opens in a new tab)" })).toHaveAttribute("target", "_blank")
  const signIn = screen.getByRole("link", { name: "Sign in" })
  expect(signIn).toHaveAttribute("target", "_self")
})
