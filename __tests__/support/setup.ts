import "@testing-library/jest-dom"

// jsdom has no <dialog> methods: opening adds the `open` attribute, closing removes it.
// (Focus trapping is the browser's job; the browser tests check it in Chromium.)
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open")
  }
}
