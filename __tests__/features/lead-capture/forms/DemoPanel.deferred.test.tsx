/** @jest-environment jsdom */
import "../../../support/text-encoder"
import React, { Suspense } from "react"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { DemoForm } from "../../../../src/features/lead-capture/forms/DemoForm"
import { DemoPanel } from "../../../../src/features/lead-capture/forms/DemoPanel"
import * as styles from "../../../../src/features/lead-capture/forms/DemoPage.module.css"
import * as deferredStyles from "../../../../src/features/lead-capture/forms/DeferredDemoForm.module.css"
import { markHydrated } from "../../../../src/runtime/deferred-hydration"
import { stubIntersectionObserver } from "../../../support/intersection-observer"

/**
 * /demos' form is its server HTML until its code arrives (issue 14: the form's ~30 KB are not
 * first-load JavaScript). What a visitor types meanwhile must survive the switch to the live form.
 */
/** The server's HTML for /demos' panel: the server renders the form itself, inside its wrapper. */
function serverPanel(): HTMLElement {
  const html = renderToString(
    <div className={styles.panel} data-state="form">
      <div className={styles.panelLayer}>
        <div className={deferredStyles.formLayer} data-hydration="server">
          <Suspense fallback={null}>
            <DemoForm heading="h2" loadScripts />
          </Suspense>
        </div>
      </div>
    </div>,
  )
  const container = document.createElement("div")
  container.innerHTML = html
  document.body.appendChild(container)
  return container
}

// The tests share DeferredHydration's module state, as a page does: the first page's hydration
// is in progress until the second test marks it done (what Gatsby's onInitialClientRender does).

test("the server HTML is the form; the confirmation comes after hydration, with no hydration error", async () => {
  stubIntersectionObserver()
  const container = serverPanel()
  expect(container).toHaveTextContent("It's demo time")
  expect(container).not.toHaveTextContent("Thank you")
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <DemoPanel search="?companySize=21-100" bookingPagePath="/demos/book" />)
  })
  expect(within(container).getByRole("heading", { name: "Thank you! Your demo request is in." })).toBeInTheDocument()
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  act(() => root?.unmount())
  container.remove()
})

test("what the browser filled into the server's form before its code arrived is kept by the live form", async () => {
  const io = stubIntersectionObserver()
  const container = serverPanel()
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <DemoPanel search="" bookingPagePath="/demos/book" />)
  })
  markHydrated()
  const serverEmail = screen.getByLabelText("Work email")
  // Hydration left the server's copy in place (React does not touch a waiting part's DOM).
  expect(container.querySelector('[data-hydration="waiting"]')).not.toBeNull()

  // The browser autofills the server's form before its code arrives (no focus, so nothing wakes it).
  ;(serverEmail as HTMLInputElement).value = "kay@example.com"
  ;(screen.getByLabelText("Full name") as HTMLInputElement).value = "Kay Board"
  expect(io.observers.length).toBeGreaterThan(0)
  // The form nears the viewport: its code loads and the live form replaces the server's copy.
  await act(async () => {
    io.fireAll(true)
  })
  await waitFor(() => expect(container.querySelector('[data-hydration="deferred"]')).not.toBeNull())
  const liveEmail = screen.getByLabelText("Work email")
  expect(liveEmail).not.toBe(serverEmail)
  expect(liveEmail).toHaveValue("kay@example.com")
  expect(screen.getByLabelText("Full name")).toHaveValue("Kay Board")

  // And it is the live form: submitting shows the other fields' errors and keeps what was typed.
  const user = userEvent.setup()
  await user.click(screen.getByRole("button", { name: "Go to demo" }))
  expect(await screen.findByText("Enter your company name", undefined, { timeout: 3000 })).toBeInTheDocument()
  expect(screen.getByLabelText("Work email")).toHaveValue("kay@example.com")
  expect(screen.queryByText("Enter your full name")).toBeNull()
  errors.mockRestore()
  act(() => root?.unmount())
  container.remove()
})
