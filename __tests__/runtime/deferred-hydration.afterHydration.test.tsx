/** @jest-environment jsdom */
// Its own file: the first page's hydration is module state, and this needs a module that has not seen one.
import "../support/text-encoder"
import React, { Suspense, useState } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot, type Root } from "react-dom/client"
import { act, fireEvent, screen } from "@testing-library/react"
import { deferHydration, markHydrated } from "../../src/runtime/deferred-hydration"
import { stubIntersectionObserver } from "../support/intersection-observer"

function LogIn({ label }: { label: string }): React.JSX.Element {
  const [count, setCount] = useState(0)
  return (
    <header>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {label} {count}
      </button>
    </header>
  )
}

test("a part that wakes after hydration keeps the server HTML while its code loads, then comes alive wherever it is", async () => {
  const io = stubIntersectionObserver()
  const serverHtml = renderToString(
    <div data-hydration="server">
      <Suspense fallback={null}>
        <LogIn label="Log in" />
      </Suspense>
    </div>,
  )
  let deliver: (component: typeof LogIn) => void = () => undefined
  const load = jest.fn(() => new Promise<typeof LogIn>((resolve) => (deliver = resolve)))
  const Deferred = deferHydration(load, { wake: "afterHydration" })
  const container = document.createElement("div")
  container.innerHTML = serverHtml
  document.body.appendChild(container)
  const serverButton = container.querySelector("button")
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <Deferred label="Log in" />)
  })
  markHydrated()
  // Requested in a task of its own right after hydration's commit (not in it), with no viewport
  // observer involved; the server's header stays meanwhile.
  expect(load).not.toHaveBeenCalled()
  await act(() => new Promise<void>((resolve) => window.setTimeout(resolve, 0)))
  expect(load).toHaveBeenCalledTimes(1)
  expect(io.observers).toHaveLength(0)
  expect(screen.getByRole("button", { name: "Log in 0" })).toBe(serverButton)
  expect(container.firstElementChild).toHaveAttribute("data-hydration", "waiting")
  // A press meanwhile is held (the server's button has no code behind it) and replayed on the live one.
  fireEvent.click(screen.getByRole("button", { name: "Log in 0" }))
  expect(screen.getByRole("button", { name: "Log in 0" })).toBe(serverButton)

  await act(async () => deliver(LogIn))
  expect(container.firstElementChild).toHaveAttribute("data-hydration", "deferred")
  expect(screen.getByRole("button", { name: "Log in 1" })).not.toBe(serverButton)
  fireEvent.click(screen.getByRole("button", { name: "Log in 1" }))
  expect(screen.getByRole("button", { name: "Log in 2" })).toBeInTheDocument()
  expect(screen.getAllByRole("banner")).toHaveLength(1)
  expect(errors.mock.calls.filter(([message]) => !String(message).includes("suppressHydrationWarning"))).toEqual([])
  errors.mockRestore()
  act(() => root?.unmount())
  container.remove()
})
