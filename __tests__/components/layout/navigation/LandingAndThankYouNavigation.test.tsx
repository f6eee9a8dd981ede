/** @jest-environment jsdom */
import React from "react"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { LandingNavigation } from "../../../../src/components/layout/navigation/LandingNavigation"
import { ThankYouNavigation } from "../../../../src/components/layout/navigation/ThankYouNavigation"
import { NoteSearchProvider, useNoteSearch } from "../../../../src/components/layout/navigation/note-search"

describe("landing navigation", () => {
  test("shows its links and utility button", () => {
    render(
      <LandingNavigation
        links={[{ customText: "Why Rapport", url: "#why" }, null, { customText: "Compare", url: "#compare" }]}
        action={{ label: "Get Demo", href: "#hero-form" }}
      />,
    )
    const nav = screen.getByRole("navigation", { name: "On this page" })
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["#why", "#compare"])
    expect(screen.getByRole("link", { name: "Get Demo" })).toHaveAttribute("href", "#hero-form")
  })

  test("renders no link list when all five are empty, and no button when the trial is removed", () => {
    render(<LandingNavigation links={[null, null, { customText: "", url: "" }, null, null]} action={null} />)
    expect(screen.queryByRole("navigation")).toBeNull()
    expect(screen.queryByRole("link", { name: /try|demo/i })).toBeNull()
  })

  test("hides after scrolling down past 200 px and shows on the way up", () => {
    render(<LandingNavigation links={[]} action={{ label: "Try free", href: "/signup" }} />)
    const header = screen.getByRole("banner")
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true })
        fireEvent.scroll(window)
      })
    scrollTo(150)
    expect(header).toHaveAttribute("data-visible", "true")
    scrollTo(260)
    expect(header).toHaveAttribute("data-visible", "false")
    scrollTo(240)
    expect(header).toHaveAttribute("data-visible", "true")
  })

  test("hides in its first frame when the page is already scrolled past 200 px as it hydrates", async () => {
    Object.defineProperty(window, "scrollY", { value: 900, configurable: true })
    try {
      render(<LandingNavigation links={[]} action={{ label: "Try free", href: "/signup" }} />)
      await waitFor(() => expect(screen.getByRole("banner")).toHaveAttribute("data-visible", "false"))
    } finally {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true })
    }
  })
})

function QueryProbe() {
  return <output aria-label="current search">{useNoteSearch().query}</output>
}

describe("thank-you note generator navigation", () => {
  test("the search toggle opens 'Looking for something special?'; closing clears the text", async () => {
    const user = userEvent.setup()
    render(
      <NoteSearchProvider>
        <ThankYouNavigation />
        <QueryProbe />
      </NoteSearchProvider>,
    )
    const toggle = screen.getByRole("button", { name: "Search notes" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    await user.click(toggle)
    expect(screen.getByRole("heading", { name: "Looking for something special?" })).toBeVisible()
    const input = screen.getByPlaceholderText("Search here")
    await user.type(input, "referral")
    expect(screen.getByLabelText("current search")).toHaveTextContent("referral")
    await user.click(screen.getByRole("button", { name: "Close search" }))
    expect(screen.getByLabelText("current search")).toHaveTextContent("")
    await user.click(screen.getByRole("button", { name: "Search notes" }))
    expect(screen.getByPlaceholderText("Search here")).toHaveValue("")
  })

  test("the search form has a submit button, and without JavaScript it would GET /api/thank-you-notes-search?q=", async () => {
    const user = userEvent.setup()
    render(
      <NoteSearchProvider>
        <ThankYouNavigation />
      </NoteSearchProvider>,
    )
    await user.click(screen.getByRole("button", { name: "Search notes" }))
    const form = screen.getByRole("search", { name: "Thank-you notes" })
    expect(form).toHaveAttribute("action", "/api/thank-you-notes-search")
    expect(form).toHaveAttribute("method", "get")
    expect(within(form).getByLabelText("Search thank-you notes")).toHaveAttribute("name", "q")
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit")
  })

  test("with JavaScript, Enter or the submit button keeps the page: the list narrows as the visitor types", async () => {
    const user = userEvent.setup()
    const submits: Event[] = []
    // Reached after React's own handler: whether it let the browser navigate.
    const record = (event: Event): void => void submits.push(event)
    window.addEventListener("submit", record)
    try {
      render(
        <NoteSearchProvider>
          <ThankYouNavigation />
          <QueryProbe />
        </NoteSearchProvider>,
      )
      await user.click(screen.getByRole("button", { name: "Search notes" }))
      await user.type(screen.getByLabelText("Search thank-you notes"), "coffee{Enter}")
      await user.click(screen.getByRole("button", { name: "Search" }))
      expect(submits.map((event) => event.defaultPrevented)).toEqual([true, true])
      expect(screen.getByLabelText("current search")).toHaveTextContent("coffee")
    } finally {
      window.removeEventListener("submit", record)
    }
  })

  test("Share opens share links and 'Copy link' turns into 'Copied  !' until the pointer leaves", async () => {
    const user = userEvent.setup()
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    render(
      <NoteSearchProvider>
        <ThankYouNavigation />
      </NoteSearchProvider>,
    )
    await user.click(screen.getByRole("button", { name: "Share" }))
    const dialog = screen.getByRole("dialog")
    // Each opens a new tab, and says so to screen readers.
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Share on LinkedIn (opens in a new tab)", "Share on X (opens in a new tab)", "Share on Facebook (opens in a new tab)"])
    const copy = within(dialog).getByRole("button", { name: "Copy link" })
    await user.click(copy)
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(copy.textContent).toBe("Copied  !")
    fireEvent.pointerLeave(copy)
    expect(copy.textContent).toBe("Copy link")
  })
})
