/** @jest-environment jsdom */
import "../support/text-encoder"
import React, { Suspense, useState } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot, type Root } from "react-dom/client"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { deferHydration, markHydrated } from "../../src/runtime/deferred-hydration"
import { stubIntersectionObserver, type IntersectionObserverStub } from "../support/intersection-observer"

let io: IntersectionObserverStub

beforeEach(() => {
  io = stubIntersectionObserver()
})

function Counter({ label }: { label: string }): React.JSX.Element {
  const [count, setCount] = useState(0)
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Clicked {count} times
      </button>
    </section>
  )
}

test("hydration leaves the server HTML untouched until the part nears the viewport, then it comes alive", async () => {
  // What the server sends (DeferredHydration.server.test.tsx checks the server side itself).
  const serverHtml = renderToString(
    <div data-hydration="server">
      <Suspense fallback={null}>
        <Counter label="Customer journey" />
      </Suspense>
    </div>,
  )
  const load = jest.fn(async () => Counter)
  const Deferred = deferHydration(load)
  const container = document.createElement("div")
  container.innerHTML = serverHtml
  document.body.appendChild(container)
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <Deferred label="Customer journey" />)
  })
  markHydrated()
  // Still the server's DOM, complete, and not yet wired: the code was not even fetched, and the DOM says so.
  expect(screen.getByRole("heading", { name: "Customer journey" })).toBeInTheDocument()
  expect(load).not.toHaveBeenCalled()
  expect(container.firstElementChild).toHaveAttribute("data-hydration", "waiting")
  expect(io.observers[0]?.options.rootMargin).toBe("100% 0px 100% 0px")

  await act(async () => {
    io.observers[0]?.fire(true)
  })
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(container.firstElementChild).toHaveAttribute("data-hydration", "deferred"))
  fireEvent.click(await screen.findByRole("button", { name: "Clicked 0 times" }))
  expect(screen.getByRole("button", { name: "Clicked 1 times" })).toBeInTheDocument()
  expect(screen.getAllByRole("heading", { name: "Customer journey" })).toHaveLength(1)
  expect(errors.mock.calls.filter(([message]) => !String(message).includes("suppressHydrationWarning"))).toEqual([])
  errors.mockRestore()
  act(() => root?.unmount())
  container.remove()
})

test("on a client-side navigation (no server HTML) the part renders at once", async () => {
  markHydrated()
  const Deferred = deferHydration(async () => Counter)
  render(
    <Suspense fallback={null}>
      <Deferred label="Ratings" />
    </Suspense>,
  )
  expect(await screen.findByRole("heading", { name: "Ratings" })).toBeInTheDocument()
})
