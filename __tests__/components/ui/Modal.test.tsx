/** @jest-environment jsdom */
import "../../support/text-encoder"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { render, screen } from "@testing-library/react"
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
