/** @jest-environment node */
/**
 * The thank-you note generator's search without JavaScript (issue 32): GET
 * /api/thank-you-notes-search over real HTTP against the local CMS, the page read by its
 * roles and labels; and the page's rules alone.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import handler from "../../src/api/thank-you-notes-search"
import { serveFunctionAgainstLocalCms } from "../support/function-server"
import { plainPageDom, type PlainPageDom } from "../support/plain-page-dom"
import { handleResultsPage, notesSearchQuery, resultsPageHtml, toNotesAnswer } from "../../src/lib/thank-you-notes/results-page"

/** The sample generator's notes, as the expectations' source (as e2e/content.ts reads them). */
const generator = JSON.parse(readFileSync(join(__dirname, "../../cms/content/entries/pages/thank-you-cards-for-customers.json"), "utf8")) as {
  uri: string
  thankYouNote: Array<{ thankYouNoteTitle: string; copy: string }>
}
const notesWith = (...words: string[]) =>
  generator.thankYouNote.filter((note) => words.every((word) => `${note.thankYouNoteTitle} ${note.copy}`.toLowerCase().includes(word)))

const noteTitles = (dom: PlainPageDom): string[] => dom.page.queryAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "")

describe("the page's rules", () => {
  const answer = toNotesAnswer({
    entry: {
      uri: "resources/thanks",
      thankYouNote: [
        { id: "1", thankYouNoteTitle: 'Thanks <img src=x onerror="alert(1)">', copy: "For the <b>coffee</b> & the talk.\nSee you soon.", categories: [] },
        { id: "2", thankYouNoteTitle: "For the referral", copy: "Your friend is now a client.", categories: [] },
        { id: "3", thankYouNoteTitle: "No copy", copy: "", categories: [] },
      ],
    },
  })

  test("the query is trimmed and bounded; an answer without a notes list is none", () => {
    expect(notesSearchQuery("q=%20coffee%20")).toBe("coffee")
    expect(notesSearchQuery(`q=${"a".repeat(500)}`)).toHaveLength(100)
    expect(notesSearchQuery("")).toBe("")
    expect(toNotesAnswer({})).toBeNull()
    expect(toNotesAnswer({ entry: null })).toBeNull()
    expect(answer?.generatorPath).toBe("/resources/thanks")
  })

  test("every word must appear in the title or the copy (the generator's rule), and notes are text, never markup", () => {
    const html = resultsPageHtml("coffee talk", answer)
    expect(html).not.toContain("<img")
    expect(html).not.toContain("<b>")
    const dom = plainPageDom(html)
    expect(noteTitles(dom)).toEqual(['Thanks <img src=x onerror="alert(1)">'])
    expect(dom.page.getByText(/For the <b>coffee<\/b> & the talk\./)).toBeInTheDocument()
    expect(dom.page.getByRole("status")).toHaveTextContent("1 note matches “coffee talk”.")
    expect(dom.page.getByRole("link", { name: "Back to the thank-you note generator" })).toHaveAttribute("href", "/resources/thanks")
  })

  test("what a visitor typed is shown back escaped", () => {
    const html = resultsPageHtml('"><script>alert(1)</script>', answer)
    expect(html).not.toMatch(/<script/i)
    expect(plainPageDom(html).page.getByLabelText("Search thank-you notes")).toHaveValue('"><script>alert(1)</script>')
  })

  test("an empty search asks for a word and lists nothing; noindex", () => {
    const html = resultsPageHtml("", answer)
    expect(html).toContain('<meta name="robots" content="noindex,follow">')
    const dom = plainPageDom(html)
    expect(dom.page.getByRole("status")).toHaveTextContent("Type a word from a note’s title or text.")
    expect(noteTitles(dom)).toEqual([])
  })
})

describe("GET /api/thank-you-notes-search against the local CMS over HTTP", () => {
  const fn = serveFunctionAgainstLocalCms(handler)

  const get = async (query: string): Promise<{ response: Response; dom: PlainPageDom }> => {
    const response = await fetch(`${fn.url}/api/thank-you-notes-search${query}`)
    return { response, dom: plainPageDom(await response.text()) }
  }

  test("a search answers every matching note of the generator, beyond its first page, with the form and a link back", async () => {
    const matching = notesWith("coffee")
    // Notes the static page's first 8 do not hold: the search is over every note.
    expect(matching.some((note) => generator.thankYouNote.indexOf(note) >= 8)).toBe(true)
    const { response, dom } = await get("?q=Coffee")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/)
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
    expect(dom.page.getByRole("heading", { level: 1, name: "Thank-you notes matching “Coffee”" })).toBeInTheDocument()
    expect(noteTitles(dom)).toEqual(matching.map((note) => note.thankYouNoteTitle))
    expect(dom.page.getByRole("status")).toHaveTextContent(`${matching.length} ${matching.length === 1 ? "note matches" : "notes match"} “Coffee”.`)
    expect(dom.page.getByRole("link", { name: "Back to the thank-you note generator" })).toHaveAttribute("href", `/${generator.uri}`)

    const form = dom.page.getByRole("search", { name: "Thank-you notes" })
    expect(form).toHaveAttribute("action", "/api/thank-you-notes-search")
    expect(form).toHaveAttribute("method", "get")
    expect(dom.page.getByLabelText("Search thank-you notes")).toHaveValue("Coffee")
    expect(dom.page.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit")
  })

  test("several words narrow the notes: each must appear", async () => {
    const matching = notesWith("referral", "client")
    expect(matching.length).toBeLessThan(notesWith("referral").length)
    expect(noteTitles((await get("?q=referral+client")).dom)).toEqual(matching.map((note) => note.thankYouNoteTitle))
  })

  test("no match says so", async () => {
    const { response, dom } = await get("?q=zzqx")
    expect(response.status).toBe(200)
    expect(dom.page.getByRole("status")).toHaveTextContent("No notes match “zzqx”. Try another word.")
    expect(noteTitles(dom)).toEqual([])
  })

  test("SPEC 8: a CMS that cannot answer is a page that says so (502), not an error page; none configured is 503", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const down = await handleResultsPage("q=coffee", { url: "http://127.0.0.1:1", timeoutMs: 2000 })
    expect(down.status).toBe(502)
    const { page } = plainPageDom(down.html)
    expect(page.getByRole("status")).toHaveTextContent("Search is not available right now.")
    expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/")
    errors.mockRestore()
    expect((await handleResultsPage("q=coffee", null)).status).toBe(503)
  })

  test("other methods are refused", async () => {
    expect((await fetch(`${fn.url}/api/thank-you-notes-search`, { method: "POST" })).status).toBe(405)
  })
})
