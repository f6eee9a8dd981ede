/** @jest-environment jsdom */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ClosingCta } from "../../../src/blocks/home/ClosingCta/ClosingCta"
import { homeInputs } from "../../support/home"
import type { HomeInputs } from "../../../src/blocks/home/types"

// identity-obj-proxy says its exports are not an ES module, so `import * as styles` sees none of
// its class names; this proxy does, so the rendered classes are the CSS module's keys.
jest.mock("../../../src/blocks/home/ClosingCta/ClosingCta.module.css", () => new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) }))

type WithDataLayer = { dataLayer?: unknown[] }
const inputs = (signupUrl = "/signup"): HomeInputs => homeInputs({ globals: { signupUrl } })

// jsdom cannot navigate; stop link clicks at the document so only the tracking runs.
const stopNavigation = (event: MouseEvent) => event.preventDefault()
beforeAll(() => document.addEventListener("click", stopNavigation))
afterAll(() => document.removeEventListener("click", stopNavigation))
beforeEach(() => {
  delete (window as WithDataLayer).dataLayer
})

test("the heading, the text, the trial button to the sign-up URL and the demo link", () => {
  render(<ClosingCta id="closing-cta" inputs={inputs()} />)
  const section = screen.getByRole("region", { name: "Get started for free" })
  expect(section).toHaveAttribute("id", "closing-cta")
  expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Get started for free")
  expect(within(section).getByText("Take Rapport for a spin first. Pay and add your team later.")).toBeInTheDocument()
  expect(within(section).getByRole("link", { name: "Try Rapport free" })).toHaveAttribute("href", "/signup")
  expect(within(section).getByRole("link", { name: "Get a demo" })).toHaveAttribute("href", "/demos")
})

test("the trial button follows the general sign-up URL setting", () => {
  render(<ClosingCta id="closing-cta" inputs={inputs("https://app.rapport.example/users/sign_up?plan=team")} />)
  const button = screen.getByRole("link", { name: "Try Rapport free (opens in a new tab)" })
  expect(button).toHaveAttribute("href", "https://app.rapport.example/users/sign_up?plan=team")
  expect(button).toHaveAttribute("target", "_blank")
})

test("clicking the trial button reports a sign-up click placed in the closing CTA", async () => {
  const user = userEvent.setup()
  render(<ClosingCta id="closing-cta" inputs={inputs()} />)
  await user.click(screen.getByRole("link", { name: "Try Rapport free" }))
  expect((window as WithDataLayer).dataLayer).toEqual([
    expect.objectContaining({ eventCategory: "Free Trial", eventAction: "Sign Up - Try Rapport free", eventLabel: "Closing CTA / Get started for free" }),
  ])
})

test("three bullets in order; only the last is marked for wider screens, and the stylesheet hides it below 768 px", () => {
  render(<ClosingCta id="closing-cta" inputs={inputs()} />)
  const items = within(screen.getByRole("list")).getAllByRole("listitem")
  expect(items.map((item) => item.textContent)).toEqual(["Free 14-day trial", "Instant activation", "No credit card required"])
  expect(items.map((item) => item.classList.contains("wideOnly"))).toEqual([false, false, true])

  const css = readFileSync(join(__dirname, "../../../src/blocks/home/ClosingCta/ClosingCta.module.css"), "utf8")
  const [narrow, wide] = css.split("@media (min-width: 768px)")
  expect(narrow).toMatch(/\.wideOnly\s*\{\s*display:\s*none;?\s*\}/)
  expect(wide).toMatch(/\.wideOnly\s*\{\s*display:\s*(inline-)?flex;?\s*\}/)
})

test("the intro video's thumbnail, 834x469 in its frame, opens 'Rapport in 60 seconds' in a modal", async () => {
  render(<ClosingCta id="closing-cta" inputs={inputs()} />)
  const section = screen.getByRole("region", { name: "Get started for free" })
  expect(within(section).getByText("Not sure yet? Watch Rapport in 60 seconds")).toBeInTheDocument()
  await userEvent.click(within(section).getByRole("button", { name: "Play video: Rapport in 60 seconds" }))
  const dialog = await screen.findByRole("dialog", { name: "Rapport in 60 seconds" })
  expect(dialog).toBeVisible()
})
