/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Modal } from "../../../src/components/ui/Modal"

test("a closed dialog is in the server HTML empty, naming no title that is not there", () => {
  const html = renderToStaticMarkup(
    <Modal open={false} onClose={() => {}} title="Get a demo">
      <p>Form</p>
    </Modal>,
  )
  expect(html).toMatch(/^<dialog[^>]*><\/dialog>$/)
  expect(html).not.toContain("aria-labelledby")
})

test("an open dialog is named by its title", () => {
  render(
    <Modal open onClose={() => {}} title="Get a demo">
      <p>Form</p>
    </Modal>,
  )
  expect(screen.getByRole("dialog", { name: "Get a demo", hidden: true })).toBeInTheDocument()
})

test("closing returns focus to the opener, even when the content moved focus into itself as it mounted (a video that starts playing)", async () => {
  const user = userEvent.setup()
  function TakesFocus(): React.JSX.Element {
    const ref = React.useRef<HTMLButtonElement>(null)
    React.useEffect(() => ref.current?.focus(), [])
    return <button ref={ref}>Pause</button>
  }
  function Page(): React.JSX.Element {
    const [open, setOpen] = React.useState(false)
    return (
      <>
        <button onClick={() => setOpen(true)}>Watch the tour</button>
        <Modal open={open} onClose={() => setOpen(false)} title="Rapport in 60 seconds">
          <TakesFocus />
        </Modal>
      </>
    )
  }
  render(<Page />)
  await user.click(screen.getByRole("button", { name: "Watch the tour" }))
  expect(screen.getByRole("button", { name: "Pause" })).toHaveFocus()
  await user.click(screen.getByRole("button", { name: "Close" }))
  expect(screen.getByRole("button", { name: "Watch the tour" })).toHaveFocus()
})
