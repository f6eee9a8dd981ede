/** @jest-environment jsdom */
import "../../support/text-encoder"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import React from "react"
import { render, screen, waitFor, within, fireEvent } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThankYouNotes } from "../../../src/components/thank-you-notes/ThankYouNotes"
import { NoteSearchProvider } from "../../../src/components/layout/navigation/note-search"
import { reshapeNotes, type ThankYouNote } from "../../../src/lib/thank-you-notes/notes"

/**
 * The generator's list in detail (its states, focus, announcements). The network is the
 * boundary faked here: /api/base-api answers as the proxy does, over the site's own sample
 * notes (the proxy and the CMS themselves: __tests__/lib/thank-you-notes/api.test.ts; the
 * whole page in a browser: e2e/thank-you-notes.all.spec.ts).
 */
const content = JSON.parse(readFileSync(join(__dirname, "../../../cms/content/entries/pages/thank-you-cards-for-customers.json"), "utf8")) as {
  thankYouNote: Array<{ thankYouNoteTitle: string; copy: string; categories: string[] }>
}
const titles: Record<string, string> = {
  "after-a-purchase": "After a purchase",
  "after-a-meeting": "After a meeting",
  referrals: "Referrals",
  holidays: "Holidays",
}
const blocks = content.thankYouNote.map((note, index) => ({
  id: String(1000 + index),
  thankYouNoteTitle: note.thankYouNoteTitle,
  copy: note.copy,
  categories: note.categories.map((slug) => ({ slug, title: titles[slug] })),
}))
const firstPage: ThankYouNote[] = reshapeNotes(blocks.slice(0, 8))

let cmsDown = false
const requests: unknown[] = []
beforeEach(() => {
  cmsDown = false
  requests.length = 0
  window.history.replaceState(null, "", "/resources/thank-you-cards-for-customers")
  global.fetch = jest.fn(async (_path: string, init: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init.body)) as {
      operationName: string
      variables: { limit?: number; offset?: number; slug?: string[] }
    }
    requests.push({ operationName, variables })
    if (cmsDown) return { ok: false, status: 502, json: async () => ({ data: {} }) }
    const notes =
      operationName === "getThankYouNotesByCategory"
        ? blocks.filter((block) => block.categories.some((category) => variables.slug?.includes(category.slug)))
        : blocks.slice(variables.offset ?? 0, (variables.offset ?? 0) + (variables.limit ?? blocks.length))
    return { ok: true, status: 200, json: async () => ({ data: { entry: { id: "1", thankYouNote: notes } } }) }
  }) as unknown as typeof fetch
})

const categories = [
  { slug: "after-a-purchase", title: "After a purchase" },
  { slug: "referrals", title: "Referrals" },
]

function renderNotes(): void {
  render(
    <NoteSearchProvider>
      <ThankYouNotes firstNotes={firstPage} total={blocks.length} categories={categories} path="/resources/thank-you-cards-for-customers" />
    </NoteSearchProvider>,
  )
}

const noteHeadings = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)

test("Load more: 8 more notes, focus on the first new one, the count announced and in the URL", async () => {
  const user = userEvent.setup()
  renderNotes()
  expect(noteHeadings()).toHaveLength(8)
  expect(screen.getByRole("status")).toHaveTextContent(`Showing 8 of ${blocks.length} notes.`)
  await user.click(screen.getByRole("button", { name: "Load more notes" }))
  await waitFor(() => expect(noteHeadings()).toHaveLength(16))
  expect(screen.getByRole("status")).toHaveTextContent(`Showing 16 of ${blocks.length} notes.`)
  const focused = document.activeElement as HTMLElement
  expect(focused.tagName).toBe("LI")
  expect(within(focused).getByRole("heading", { level: 3 }).textContent).toBe(noteHeadings()[8])
  expect(window.location.search).toBe("?notes=16")
  expect(requests).toEqual([{ operationName: "getThankYouNotesWithLimitAndOffset", variables: { limit: 8, offset: 8 } }])
})

test("a failed load says so in place, keeps the notes, and Try again recovers (SPEC 8)", async () => {
  const user = userEvent.setup()
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
  cmsDown = true
  renderNotes()
  await user.click(screen.getByRole("button", { name: "Load more notes" }))
  const alert = await screen.findByRole("alert")
  expect(alert).toHaveTextContent("We couldn't load more notes just now. The notes above are still here.")
  expect(noteHeadings()).toHaveLength(8)
  expect(window.location.search).toBe("")
  expect(logged).toHaveBeenCalled()
  cmsDown = false
  await user.click(within(alert).getByRole("button", { name: "Try again" }))
  await waitFor(() => expect(noteHeadings()).toHaveLength(16))
  expect(screen.queryByRole("alert")).toBeNull()
  logged.mockRestore()
})

test("a category link shows that category's notes and pushes its URL", async () => {
  const user = userEvent.setup()
  renderNotes()
  await user.click(within(screen.getByRole("navigation", { name: "Note categories" })).getByRole("link", { name: "Referrals" }))
  await waitFor(() => expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Referrals"))
  expect(window.location.search).toBe("?category=referrals")
  const referrals = blocks.filter((block) => block.categories[0]!.slug === "referrals")
  expect(noteHeadings()).toEqual(referrals.map((block) => block.thankYouNoteTitle))
  expect(screen.getByRole("status")).toHaveTextContent(`Showing all ${referrals.length} notes in Referrals.`)
  expect(screen.queryByRole("button", { name: "Load more notes" })).toBeNull()
})

test("each note's Copy puts its text on the clipboard, with the announced 'Copied' feedback", async () => {
  const user = userEvent.setup()
  const writeText = jest.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
  renderNotes()
  const note = firstPage[2]!
  const copy = screen.getByRole("button", { name: `Copy “${note.title}”` })
  await user.click(copy)
  expect(writeText).toHaveBeenCalledWith(note.copy)
  expect(copy.textContent).toBe("Copied  !")
  expect(copy.nextElementSibling).toHaveAttribute("aria-live", "polite")
  expect(copy.nextElementSibling).toHaveTextContent(`“${note.title}” copied to the clipboard.`)
  fireEvent.pointerLeave(copy)
  expect(copy).toHaveTextContent(`Copy “${note.title}”`)
})

test("a refused clipboard is said visibly, and nothing pretends it was copied", async () => {
  const user = userEvent.setup()
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: jest.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")) },
    configurable: true,
  })
  renderNotes()
  const copy = screen.getByRole("button", { name: `Copy “${firstPage[0]!.title}”` })
  await user.click(copy)
  expect(copy).toHaveTextContent(/^Copy/)
  expect(copy.nextElementSibling).toHaveTextContent("Your browser did not allow copying. Select the text and copy it instead.")
  logged.mockRestore()
})
