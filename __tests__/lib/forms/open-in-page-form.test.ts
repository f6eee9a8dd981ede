/** @jest-environment jsdom */
import { openInPageForm } from "../../../src/lib/forms/open-in-page-form"

beforeEach(() => {
  document.body.innerHTML = `
    <div id="hero-form">
      <input name="website" tabindex="-1" aria-hidden="true">
      <input type="hidden" name="t">
      <label for="e">Work email</label><input id="e" name="email">
    </div>
    <section id="no-fields"><p>Nothing to fill</p></section>`
  Element.prototype.scrollIntoView = jest.fn()
})

test("focus lands in the form's first field, not the honeypot or a hidden input, and the address names the form", () => {
  expect(openInPageForm("#hero-form")).toBe(true)
  expect(document.activeElement).toBe(document.getElementById("e"))
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" })
  expect(window.location.hash).toBe("#hero-form")
})

test("reduced motion jumps instead of scrolling smoothly", () => {
  openInPageForm("#hero-form", { reducedMotion: true })
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" })
})

test("a target with no field takes focus itself; a missing target or another link does nothing", () => {
  expect(openInPageForm("#no-fields")).toBe(true)
  expect(document.activeElement).toBe(document.getElementById("no-fields"))
  expect(openInPageForm("#missing")).toBe(false)
  expect(openInPageForm("/demos")).toBe(false)
})
