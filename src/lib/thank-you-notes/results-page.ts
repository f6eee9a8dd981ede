/**
 * The thank-you note generator's search for a visitor without JavaScript (issue 32: "every
 * form has a submit control and works without JavaScript"). The generator is a static page
 * whose notes are searched in the browser, so without scripts its search form submits to
 * this Function (api/thank-you-notes-search.ts), which asks the CMS for every note with the
 * generator's own named operation and answers a plain page of the notes that match, by the
 * generator's own rule (searchNotes): the form again, the count, each note's title and copy
 * as text, and a link back to the generator.
 *
 * Like the blog's results page (lib/blog-search/results-page.ts): small, self-contained
 * (inline styles, no script) and noindex.
 */
import { operations } from "../../../cms/operations"
import { createCmsClient, type CmsClientOptions } from "../../../plugins/gatsby-source-cms/client"
import { entryPath } from "../../../plugins/gatsby-source-cms/paths"
import { escapeHtml, siteFramedPageHtml } from "../html/plain-page"
import { reshapeNotes, type RawNote, type ThankYouNote } from "./notes"
import { searchSummary } from "./paging"
import { NOTES_SEARCH_FALLBACK_PATH, NOTES_SEARCH_MAX_LENGTH, NOTES_SEARCH_PARAM, searchNotes } from "./search"

export interface NotesAnswer {
  notes: ThankYouNote[]
  /** The generator's page, to link back to (null when the CMS gives it no uri). */
  generatorPath: string | null
}

/** What the visitor searched for: trimmed, bounded. */
export function notesSearchQuery(queryString: string): string {
  return (new URLSearchParams(queryString).get(NOTES_SEARCH_PARAM) ?? "").trim().slice(0, NOTES_SEARCH_MAX_LENGTH)
}

/** The operation's answer ({ entry: { uri, thankYouNote } }), or null when it has no notes list (SPEC 8's `{}`). */
export function toNotesAnswer(data: { entry?: unknown } | null | undefined): NotesAnswer | null {
  const entry = data?.entry as { uri?: unknown; thankYouNote?: unknown } | null | undefined
  if (!entry || !Array.isArray(entry.thankYouNote)) return null
  return { notes: reshapeNotes(entry.thankYouNote as RawNote[]), generatorPath: typeof entry.uri === "string" ? entryPath(entry.uri) : null }
}

/** The page for a search and the CMS's answer, or null when the CMS could not answer. */
export function resultsPageHtml(query: string, answer: NotesAnswer | null): string {
  const matches = answer && query ? searchNotes(answer.notes, query) : []
  const summary =
    answer === null
      ? "Search is not available right now. Please try again in a moment."
      : query
        ? searchSummary(matches.length, query, answer.notes.length, answer.notes.length, null)
        : "Type a word from a note’s title or text."
  const title = query ? `Thank-you notes matching “${query}”` : "Search thank-you notes"
  const back = answer?.generatorPath
    ? `<a href="${escapeHtml(answer.generatorPath)}">Back to the thank-you note generator</a>`
    : `<a href="/">Back to the home page</a>`
  return siteFramedPageHtml({
    title,
    robots: "noindex,follow",
    style: "li p{white-space:pre-line;color:inherit}",
    body: `<form role="search" aria-label="Thank-you notes" action="${NOTES_SEARCH_FALLBACK_PATH}" method="get">
<div class="field"><label for="q">Search thank-you notes</label><input id="q" type="search" name="${NOTES_SEARCH_PARAM}" value="${escapeHtml(query)}" maxlength="${NOTES_SEARCH_MAX_LENGTH}"></div>
<button type="submit">Search</button>
</form>
<p class="summary" role="status">${escapeHtml(summary)}</p>
${matches.length ? `<ol>${matches.map((note) => `<li><h2>${escapeHtml(note.title)}</h2><p>${escapeHtml(note.copy)}</p></li>`).join("")}</ol>` : ""}
<p>${back}</p>`,
  })
}

/** GET {NOTES_SEARCH_FALLBACK_PATH}?q=…: the matching notes; the CMS failing is a page that says so (SPEC 8), never an error page. */
export async function handleResultsPage(queryString: string, cms: CmsClientOptions | null): Promise<{ status: number; html: string }> {
  const query = notesSearchQuery(queryString)
  if (!cms) return { status: 503, html: resultsPageHtml(query, null) }
  // Every note (no limit, no offset): the generator's own operation, as the browser's "Search all notes" loads them.
  const data = await createCmsClient(cms).request<{ entry: unknown }>(operations.getThankYouNotesWithLimitAndOffset, {})
  const answer = toNotesAnswer(data)
  return { status: answer ? 200 : 502, html: resultsPageHtml(query, answer) }
}
