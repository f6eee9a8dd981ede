/** @jest-environment jsdom */
import React from "react"
import { render, screen } from "@testing-library/react"
import type * as Confirmation from "../../../../src/features/lead-capture/forms/DemoConfirmation"

/**
 * With GATSBY_DEMO_BOOKING_URL set (Gatsby inlines it at build time; here, set before the
 * module loads), the confirmation's booking step is that scheduler, in a new tab.
 */
test("an external scheduler: a new tab with rel=noopener, saying so, carrying the name and email the demo form just took", () => {
  process.env.GATSBY_DEMO_BOOKING_URL = "https://calendly.com/rapport/demo"
  sessionStorage.setItem("rapport_demo_booking_visitor", JSON.stringify({ fullName: "Kay Board", email: "kay@tabstop.example" }))
  // Loaded after the variable is set (this file's own module registry), as the build inlines it.
  const { DemoConfirmation } = jest.requireActual<typeof Confirmation>("../../../../src/features/lead-capture/forms/DemoConfirmation")
  render(<DemoConfirmation size="21-100" bookingPagePath="/demos/book" />)
  const link = screen.getByRole("link", { name: "Choose a time (opens in a new tab)" })
  expect(link).toHaveAttribute("href", "https://calendly.com/rapport/demo?name=Kay+Board&email=kay%40tabstop.example")
  expect(link).toHaveAttribute("target", "_blank")
  expect(link.getAttribute("rel")).toMatch(/\bnoopener\b/)
  expect(screen.getByText("Our scheduling page opens in a new tab.")).toBeVisible()
  delete process.env.GATSBY_DEMO_BOOKING_URL
})
