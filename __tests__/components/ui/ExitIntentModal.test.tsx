/** @jest-environment jsdom */
import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ExitIntentModal } from "../../../src/components/ui/ExitIntentModal"
import { EXIT_INTENT_ARM_DELAY_MS, EXIT_INTENT_SEEN_KEY } from "../../../src/lib/modals/exit-intent"
import { stubMatchMedia } from "../../support/match-media"

function stubPointer(desktop: boolean): void {
  stubMatchMedia((query) => desktop && query.includes("pointer: fine"))
}

function leaveWindow(): void {
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null })
}

beforeEach(() => {
  sessionStorage.clear()
  jest.spyOn(performance, "now").mockReturnValue(0)
})

afterEach(() => jest.restoreAllMocks())

function renderModal(): void {
  render(
    <>
      <button type="button">Pricing</button>
      <ExitIntentModal title="Before you go">
        <p>Get the playbook</p>
      </ExitIntentModal>
    </>,
  )
}

test("on desktop, leaving the window opens the modal once per session; Escape closes it", async () => {
  stubPointer(true)
  renderModal()
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()

  jest.spyOn(performance, "now").mockReturnValue(EXIT_INTENT_ARM_DELAY_MS + 10)
  act(() => leaveWindow())
  expect(await screen.findByRole("dialog", { name: "Before you go" })).toBeInTheDocument()
  expect(sessionStorage.getItem(EXIT_INTENT_SEEN_KEY)).toBe("1")

  fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true })) // what Escape fires on a dialog
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()

  act(() => leaveWindow())
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})

test("its close control closes it", async () => {
  stubPointer(true)
  renderModal()
  jest.spyOn(performance, "now").mockReturnValue(EXIT_INTENT_ARM_DELAY_MS + 10)
  act(() => leaveWindow())
  await userEvent.click(await screen.findByRole("button", { name: "Close" }))
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})

test("nothing opens on touch devices or when the pointer leaves in the first moments", () => {
  stubPointer(false)
  renderModal()
  jest.spyOn(performance, "now").mockReturnValue(EXIT_INTENT_ARM_DELAY_MS + 10)
  act(() => leaveWindow())
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})

test("a visitor who already saw it this session does not see it again", () => {
  stubPointer(true)
  sessionStorage.setItem(EXIT_INTENT_SEEN_KEY, "1")
  renderModal()
  jest.spyOn(performance, "now").mockReturnValue(EXIT_INTENT_ARM_DELAY_MS + 10)
  act(() => leaveWindow())
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
})
