/** @jest-environment jsdom */
import "../../../support/text-encoder"
import React from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot, type Root } from "react-dom/client"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DemoBooking } from "../../../../src/features/lead-capture/booking/DemoBooking"
import { slotKey, upcomingSlots, bookingSettingsOf } from "../../../../src/features/lead-capture/rules/slots"

// A visitor in Berlin, whatever zone the tests run in (the browser's zone is the one thing the page reads from its environment).
jest.mock("../../../../src/features/lead-capture/rules/slots", () => ({
  ...jest.requireActual("../../../../src/features/lead-capture/rules/slots"),
  visitorTimeZone: () => "Europe/Berlin",
}))

const entry = {
  bookingTimeZone: "America/New_York",
  bookingSlotMinutes: 30,
  bookingDaysAhead: 3,
  bookingNoticeHours: 0,
  bookingAvailability: [
    { weekday: "monday", startTime: "09:00", endTime: "10:00", hostName: "Maya Okafor", hostRole: "Product specialist" },
    { weekday: "wednesday", startTime: "09:00", endTime: "10:00", hostName: "Daniel Brooks", hostRole: "Senior product specialist" },
    { weekday: "friday", startTime: "09:00", endTime: "10:00", hostName: "Priya Raman", hostRole: "Product specialist" },
  ],
}
const builtAt = "2026-11-29T12:00:00.000Z"

type FetchCall = [string, RequestInit | undefined]
function fakeFetch(answers: Array<{ status: number; body: unknown }>, taken: string[][] = [[]]): jest.Mock {
  let gets = 0
  return jest.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method || init.method === "GET") {
      const keys = taken[Math.min(gets++, taken.length - 1)]
      return { ok: true, status: 200, json: async () => ({ taken: keys }) }
    }
    const answer = answers.shift()!
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body }
  })
}

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date("2026-11-29T12:00:00Z"),
    doNotFake: ["queueMicrotask", "nextTick", "setImmediate", "setTimeout", "clearTimeout", "requestAnimationFrame"],
  })
  sessionStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ""
})

test("the server HTML (the build's clock, the hosts' zone) hydrates without a mismatch, then shows the visitor's zone", async () => {
  global.fetch = fakeFetch([]) as unknown as typeof fetch
  const container = document.createElement("div")
  container.innerHTML = renderToString(<DemoBooking entry={entry} builtAt={builtAt} search="?companySize=21-100" />)
  document.body.appendChild(container)
  expect(container).toHaveTextContent("Times are in our hosts' time zone: Eastern Standard Time.")
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <DemoBooking entry={entry} builtAt={builtAt} search="?companySize=21-100" />)
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  expect(within(container).getByText("Times are in your time zone: Central European Standard Time.")).toBeInTheDocument()
  expect(within(container).getByRole("radio", { name: "3:00 PM to 3:30 PM with Maya Okafor" })).toBeInTheDocument()
  act(() => root?.unmount())
  container.remove()
})

test("days as groups of radios; the name and email the demo form took are filled in; a booking answers in place with the calendar file", async () => {
  sessionStorage.setItem("rapport_demo_booking_visitor", JSON.stringify({ fullName: "Kay Board", email: "kay@tabstop.example" }))
  const slots = upcomingSlots(bookingSettingsOf(entry), new Date())
  const fetchMock = fakeFetch([{ status: 201, body: { ok: true, booking: slots[1], hostTimeZone: "America/New_York" } }])
  global.fetch = fetchMock as unknown as typeof fetch
  URL.createObjectURL = jest.fn(() => "blob:ics")
  URL.revokeObjectURL = jest.fn()
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<DemoBooking entry={entry} builtAt={builtAt} search="?companySize=100%2B" />)
  expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual([
    "1. Choose a time",
    "Monday, November 30",
    "Wednesday, December 2",
    "Friday, December 4",
    "2. Your details",
  ])
  expect(await screen.findByDisplayValue("Kay Board")).toBeInTheDocument()
  expect(screen.getByLabelText("Work email")).toHaveValue("kay@tabstop.example")

  await user.click(screen.getByRole("radio", { name: "3:30 PM to 4:00 PM with Maya Okafor" }))
  await user.click(screen.getByRole("button", { name: "Confirm booking" }))
  const [, init] = fetchMock.mock.calls.find(([, i]: FetchCall) => i?.method === "POST") as FetchCall
  expect(JSON.parse(String(init!.body))).toMatchObject({
    slot: slotKey(slots[1]!),
    fullName: "Kay Board",
    email: "kay@tabstop.example",
    companySize: "100+",
    website: "",
  })
  const done = await screen.findByRole("heading", { name: "You're booked!" })
  expect(done).toHaveFocus()
  expect(screen.getByText(/^Monday, November 30 at 3:30 PM \(Central European Standard Time\) with Maya Okafor, Product specialist\.$/)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Add to your calendar (.ics)" })).toHaveAttribute("href", "blob:ics")
})

test("nothing chosen, fields empty: each message, focus on the times; a slot taken meanwhile: the alert, focused, and the list read again", async () => {
  const slots = upcomingSlots(bookingSettingsOf(entry), new Date())
  global.fetch = fakeFetch(
    [
      {
        status: 409,
        body: {
          error: "Sorry, someone has just booked that time. The list now shows what is still free: please choose another time.",
          fieldErrors: { slot: "x" },
        },
      },
    ],
    [[], [slotKey(slots[0]!)]],
  ) as unknown as typeof fetch
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<DemoBooking entry={entry} builtAt={builtAt} search="" />)
  await user.click(screen.getByRole("button", { name: "Confirm booking" }))
  expect(screen.getByText("Choose a time for your call")).toBeInTheDocument()
  expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Enter your full name")
  expect(screen.getByRole("radio", { name: "3:00 PM to 3:30 PM with Maya Okafor" })).toHaveFocus()

  await user.click(screen.getByRole("radio", { name: "3:00 PM to 3:30 PM with Maya Okafor" }))
  await user.type(screen.getByLabelText("Full name"), "Ada Lovelace")
  await user.type(screen.getByLabelText("Work email"), "ada@engine.example")
  await user.click(screen.getByRole("button", { name: "Confirm booking" }))
  const alert = await screen.findByRole("alert")
  expect(alert).toHaveTextContent(/^Sorry, someone has just booked that time/)
  const taken = await screen.findByRole("radio", { name: "3:00 PM to 3:30 PM with Maya Okafor (booked)" })
  expect(taken).toBeDisabled()
  expect(taken).not.toBeChecked()
})
