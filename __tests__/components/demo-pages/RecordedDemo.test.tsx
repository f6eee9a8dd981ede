/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { RecordedDemo } from "../../../src/components/demo-pages/RecordedDemo"

test("coming soon: the section says so in the video's place, and plays nothing", () => {
  render(<RecordedDemo video={{ kind: "comingSoon" }} />)
  const section = screen.getByRole("region", { name: "Watch a recorded demo" })
  expect(within(section).getByText("Coming soon")).toBeInTheDocument()
  expect(within(section).getByText(/Our recorded walkthrough is being filmed/)).toBeInTheDocument()
  expect(section.querySelector("video, iframe, .embedded-video")).toBeNull()
})

test("no demo video: no section", () => {
  const { container } = render(<RecordedDemo video={null} />)
  expect(container).toBeEmptyDOMElement()
})
