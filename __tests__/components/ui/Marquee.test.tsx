/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToString } from "react-dom/server"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Marquee } from "../../../src/components/ui/Marquee"

const logos = ["Saltmarsh Creative", "Northwind Advisory", "Keel & Beam Builders"].map((name) => <span key={name}>{name}</span>)

test("each item is read once: the loop's second copy is hidden and inert", () => {
  render(<Marquee label="Customer logos" items={logos} />)
  const region = screen.getByRole("region", { name: "Customer logos" })
  expect(within(region).getAllByRole("listitem")).toHaveLength(3)
  const copies = region.querySelectorAll('li[aria-hidden="true"]')
  expect(copies).toHaveLength(3)
  copies.forEach((copy) => expect(copy).toHaveAttribute("inert"))
})

test("one loop takes the given time, 70 s by default", () => {
  const { container, rerender } = render(<Marquee label="Reviews" items={logos} />)
  expect((container.querySelector("ul") as HTMLElement).style.getPropertyValue("--loop")).toBe("70s")
  rerender(<Marquee label="Reviews" items={logos} loopSeconds={30} />)
  expect((container.querySelector("ul") as HTMLElement).style.getPropertyValue("--loop")).toBe("30s")
})

test("a visible control pauses and resumes the loop (WCAG 2.2.2)", async () => {
  render(<Marquee label="Customer logos" items={logos} />)
  const region = screen.getByRole("region", { name: "Customer logos" })
  expect(region).toHaveAttribute("data-paused", "false")
  await userEvent.click(screen.getByRole("button", { name: "Pause Customer logos" }))
  expect(region).toHaveAttribute("data-paused", "true")
  await userEvent.click(screen.getByRole("button", { name: "Play Customer logos" }))
  expect(region).toHaveAttribute("data-paused", "false")
})

test("the server HTML carries each item once and stands still: the loop and its control come with JavaScript", () => {
  const html = renderToString(<Marquee label="Customer logos" items={logos} />)
  expect(html.match(/Saltmarsh Creative/g)).toHaveLength(1)
  expect(html).toContain('data-looping="false"')
  expect(html).not.toContain("Pause")
})

test("the row takes keyboard focus, so it can be scrolled where it scrolls and paused by focusing it", () => {
  render(<Marquee label="Reviews" items={logos} />)
  const viewport = screen.getByRole("region", { name: "Reviews" }).firstElementChild as HTMLElement
  expect(viewport).toHaveAttribute("tabindex", "0")
})
