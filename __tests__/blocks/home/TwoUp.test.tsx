/** @jest-environment jsdom */
import { readFileSync, existsSync } from "node:fs"
import { join } from "node:path"
import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { TwoUp } from "../../../src/blocks/home/TwoUp/TwoUp"
import { twoUpBlocks } from "../../../src/blocks/home/TwoUp/TwoUp.content"
import { externalLinks } from "../../../src/config/external-links"
import { homeInputs } from "../../support/home"

const inputs = homeInputs()
type WithDataLayer = { dataLayer?: unknown[] }

beforeEach(() => {
  delete (window as WithDataLayer).dataLayer
})

// jsdom cannot navigate; stop link clicks at the document so only the tracking runs.
const stopNavigation = (event: MouseEvent) => event.preventDefault()
beforeAll(() => document.addEventListener("click", stopNavigation))
afterAll(() => document.removeEventListener("click", stopNavigation))

const blockNamed = (title: string) => screen.getByRole("article", { name: title })

test("two content blocks, each with eyebrow, title, copy, image and a call to action", () => {
  render(<TwoUp id="two-up" inputs={inputs} />)
  expect(screen.getByRole("region", { name: "Take Rapport further" })).toHaveAttribute("id", "two-up")
  expect(screen.getAllByRole("article")).toHaveLength(2)
  for (const block of twoUpBlocks) {
    const article = blockNamed(block.title ?? block.eyebrow)
    expect(within(article).getByRole("heading", { level: 3 })).toHaveTextContent(block.title ?? block.eyebrow)
    expect(article).toHaveTextContent(block.eyebrow)
    expect(article).toHaveTextContent(block.copy)
    expect(within(article).getByRole("img", { name: block.image.alt })).toBeInTheDocument()
    expect(within(article).getByRole("link", { name: new RegExp(`^${block.cta.label}`) })).toBeInTheDocument()
  }
})

test("the external CTA (its url contains '://') opens in a new tab with rel noopener", () => {
  render(<TwoUp id="two-up" inputs={inputs} />)
  const link = screen.getByRole("link", { name: "Add to Chrome (opens in a new tab)" })
  expect(link).toHaveAttribute("href", externalLinks.browserExtension)
  expect(link).toHaveAttribute("target", "_blank")
  expect(link.getAttribute("rel")?.split(" ")).toContain("noopener")
})

test("the internal CTA opens in the same tab, on a page that exists", () => {
  render(<TwoUp id="two-up" inputs={inputs} />)
  const link = screen.getByRole("link", { name: "Get the playbook" })
  expect(link).toHaveAttribute("href", "/rapport-crm-playbook")
  expect(link).not.toHaveAttribute("target")
  expect(link).not.toHaveAttribute("rel")
  expect(existsSync(join(__dirname, "../../../cms/content/entries/pages/rapport-crm-playbook.json"))).toBe(true)
})

test.each([
  ["Add to Chrome (opens in a new tab)", "Add to Chrome", "Two up / Add prospects from LinkedIn in one click"],
  ["Get the playbook", "Get the playbook", "Two up / The Rapport CRM Playbook"],
])("clicking '%s' reports a CTA click placed 'Two up / {title}'", async (name, action, placement) => {
  const user = userEvent.setup()
  render(<TwoUp id="two-up" inputs={inputs} />)
  await user.click(screen.getByRole("link", { name }))
  expect((window as WithDataLayer).dataLayer).toEqual([expect.objectContaining({ eventCategory: "CTA Click", eventAction: action, eventLabel: placement })])
})

test("the layout is fixed from 1201 px and responsive below (SPEC 9.6: max-width 1200px)", () => {
  const css = readFileSync(join(__dirname, "../../../src/blocks/home/TwoUp/TwoUp.module.css"), "utf8")
  const [fixed, ...responsive] = css.split("@media (max-width: 1200px)")
  expect(responsive).toHaveLength(1)
  expect(fixed).toMatch(/\.grid\s*\{[^}]*grid-template-columns:\s*repeat\(2,\s*\d+px\)/)
  expect(responsive[0]).toMatch(/\.grid\s*\{[^}]*grid-template-columns:\s*repeat\(2,\s*minmax\(0,\s*1fr\)\)/)
})
