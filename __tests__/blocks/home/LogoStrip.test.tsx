/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { LogoStrip } from "../../../src/blocks/home/LogoStrip/LogoStrip"
import { customerLogos } from "../../../src/config/customer-logos"
import { fakeHomeImageNodes, imagePathsIn, homeInputs } from "../../support/home"

// Keep the CSS module's class names (identity-obj-proxy alone yields none under `import * as`),
// so the logos' fixed boxes show.
jest.mock("../../../src/blocks/home/LogoStrip/LogoStrip.module.css", () => new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) }))

const inputs = homeInputs()

afterEach(() => jest.restoreAllMocks())

const caption = "Rapport is trusted by 30,000+ companies of all sizes"

test("the section is named by its caption, an h2", () => {
  render(<LogoStrip id="logo-strip" inputs={inputs} />)
  expect(screen.getByRole("heading", { level: 2, name: caption })).toBeInTheDocument()
  expect(screen.getByRole("region", { name: caption })).toHaveAttribute("id", "logo-strip")
})

test("twelve customers' logos, each named once for screen readers", () => {
  render(<LogoStrip id="logo-strip" inputs={inputs} />)
  const strip = screen.getByRole("region", { name: "Customer logos" })
  const logos = within(strip).getAllByRole("img")
  expect(customerLogos).toHaveLength(12)
  expect(logos.map((img) => img.getAttribute("alt"))).toEqual(customerLogos.map((logo) => logo.alt))
  expect(new Set(customerLogos.map((logo) => logo.id)).size).toBe(12)
})

test("it loops continuously, one loop in 70 s, with a control to pause it", () => {
  const { container } = render(<LogoStrip id="logo-strip" inputs={inputs} />)
  const track = container.querySelector("ul")
  expect(track?.style.getPropertyValue("--loop")).toBe("70s")
  // The loop runs over a second, hidden copy of the logos.
  expect(container.querySelectorAll('[aria-hidden="true"] img[alt="Brightwater Creative"]')).toHaveLength(1)
  expect(screen.getByRole("button", { name: /pause customer logos/i })).toBeInTheDocument()
})

test("every logo sits in a fixed box of its own size class", () => {
  render(<LogoStrip id="logo-strip" inputs={inputs} />)
  const strip = screen.getByRole("region", { name: "Customer logos" })
  for (const logo of customerLogos) {
    const box = within(strip).getByRole("img", { name: logo.alt }).closest(".logo")
    expect(box).toHaveClass(logo.widthClass, logo.heightClass)
  }
})

test("a logo missing from the CMS's site volume fails loudly instead of leaving a gap", () => {
  const withoutTheFirst = homeInputs({ pictures: { logoStripImages: { nodes: fakeHomeImageNodes(imagePathsIn(customerLogos).slice(1)) } } })
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  expect(() => render(<LogoStrip id="logo-strip" inputs={withoutTheFirst} />)).toThrow(/no home-logos-brightwater-creative\.png in the CMS.s site volume/)
})
