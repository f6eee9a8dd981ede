/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { IntegrationsDirectory, type DirectoryIntegration } from "../../../src/components/integrations/IntegrationsDirectory"
import { LAYOUT_DEFERRED_CLASS } from "../../../src/lib/loading/layout-deferred"

/**
 * The integrations index's filter with JavaScript (issue 32): a real submit control, which
 * keeps the page where it is. Without JavaScript the same form is answered by
 * /api/integrations (__tests__/api/integrations.test.ts, e2e/integrations.all.spec.ts).
 */
const integration = (title: string, category: string, starter: boolean): DirectoryIntegration => ({
  id: title,
  title,
  path: `/integrations/${title.toLowerCase()}`,
  shortDescription: null,
  zapierIntegrationName: null,
  availabilityOnOtherEndCategory: null,
  isAvailableStarter: starter,
  isAvailableBasic: true,
  isAvailableProfessional: true,
  isAvailableBusiness: true,
  integrationCategory: [{ title: category, slug: category.toLowerCase() }],
  logo: null,
})

const integrations = [integration("Aircall", "Telephony", false), integration("Slack", "Chat", true), integration("Calendly", "Scheduling", true)]

afterEach(() => window.history.replaceState(null, "", "/"))

test("the filter form has a submit button, and without JavaScript it would GET /api/integrations", () => {
  render(<IntegrationsDirectory integrations={integrations} />)
  const form = screen.getByRole("search", { name: "Filter integrations" })
  expect(form).toHaveAttribute("action", "/api/integrations")
  expect(form).toHaveAttribute("method", "get")
  expect(within(form).getByLabelText("Category")).toHaveAttribute("name", "category")
  expect(within(form).getByLabelText("Available on plan")).toHaveAttribute("name", "plan")
  const submit = within(form).getByRole("button", { name: "Show integrations" })
  expect(submit).toHaveAttribute("type", "submit")
})

test("with JavaScript the list follows the choices, and submitting stays on the page and moves focus to the count", async () => {
  const user = userEvent.setup()
  const submits: SubmitEvent[] = []
  // Reached after React's own handler: whether it let the browser navigate.
  const record = (event: Event): void => void submits.push(event as SubmitEvent)
  window.addEventListener("submit", record)
  try {
    render(<IntegrationsDirectory integrations={integrations} />)
    await user.selectOptions(screen.getByLabelText("Available on plan"), "starter")
    expect(window.location.search).toBe("?plan=starter")
    const status = screen.getByRole("status")
    expect(status).toHaveTextContent("Showing 2 of 3 integrations")
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Slack", "Calendly"])

    await user.click(screen.getByRole("button", { name: "Show integrations" }))
    expect(submits).toHaveLength(1)
    expect(submits[0]!.defaultPrevented).toBe(true)
    expect(status).toHaveFocus()
    expect(window.location.search).toBe("?plan=starter")
  } finally {
    window.removeEventListener("submit", record)
  }
})

test("the keyboard submits the same way: no navigation", async () => {
  const user = userEvent.setup()
  const submits: Event[] = []
  const record = (event: Event): void => void submits.push(event)
  window.addEventListener("submit", record)
  try {
    render(<IntegrationsDirectory integrations={integrations} />)
    screen.getByRole("button", { name: "Show integrations" }).focus()
    await user.keyboard("{Enter}")
    expect(submits.map((event) => event.defaultPrevented)).toEqual([true])
    expect(screen.getByRole("status")).toHaveFocus()
  } finally {
    window.removeEventListener("submit", record)
  }
})

test("each card waits for its layout until it nears the viewport; the form and the count above them never do", () => {
  render(<IntegrationsDirectory integrations={integrations} />)
  const cards = within(screen.getByRole("list")).getAllByRole("listitem")
  expect(cards).toHaveLength(3)
  for (const card of cards) expect(card).toHaveClass(LAYOUT_DEFERRED_CLASS)
  expect(screen.getByRole("search", { name: "Filter integrations" }).closest(`.${LAYOUT_DEFERRED_CLASS}`)).toBeNull()
  expect(screen.getByRole("status").closest(`.${LAYOUT_DEFERRED_CLASS}`)).toBeNull()
})
