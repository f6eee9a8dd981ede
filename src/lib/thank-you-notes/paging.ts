/**
 * Paging and URL state of the thank-you note generator (SPEC 2.7). Pure, so the rules are
 * unit-tested; the browser applies them in components/thank-you-notes.
 *
 * The URL, decided:
 * - `?notes=24`: the all-notes list shows its first 24 notes. The count, not a page number:
 *   it says exactly what the visitor saw, survives a change of page size, and a reload
 *   refetches only what the static HTML lacks (offset 8, limit 16: one request). Absent
 *   means the first page, which is in the static HTML. Written with history.replaceState
 *   on "Load more": loading more is not a place to go back to, so Back leaves the page,
 *   and coming back (Back from the next page, or a reload) restores the same notes.
 * - `?category=referrals`: one category's notes (getThankYouNotesByCategory, all of them:
 *   the operation takes no limit). Written with history.pushState: choosing a category is a
 *   view of its own, so Back returns to the list as it was. With a category the `notes`
 *   count is dropped; the all-notes list keeps its own in memory.
 * - Any other parameter (utm_*, fpr …: SPEC 9.3) is kept as it is.
 */

/** Notes per page: the first page is in the static HTML, then "Load more" adds this many. */
export const NOTES_PAGE_SIZE = 8

export const NOTES_PARAM = "notes"
export const CATEGORY_PARAM = "category"

export interface NotesView {
  /** A category's slug, or null for all notes. */
  category: string | null
  /** How many notes of the all-notes list to show (at least one page). */
  shown: number
}

export const FIRST_VIEW: NotesView = { category: null, shown: NOTES_PAGE_SIZE }

/**
 * The view a URL asks for. A count that is not a whole number, or is below one page, shows
 * one page; above the total, every note (the link may be older than a deletion). A category
 * the page does not list (a typo, a deleted category) is ignored: all notes are shown.
 */
export function readNotesView(search: string, total: number, categories: readonly string[]): NotesView {
  const params = new URLSearchParams(search)
  const category = params.get(CATEGORY_PARAM)
  const requested = Number(params.get(NOTES_PARAM))
  const shown = Number.isInteger(requested) && requested > NOTES_PAGE_SIZE ? Math.min(requested, Math.max(total, NOTES_PAGE_SIZE)) : NOTES_PAGE_SIZE
  return { category: category && categories.includes(category) ? category : null, shown }
}

/** The query string for a view ('' when it is the first view), keeping the URL's other parameters. */
export function writeNotesSearch(view: NotesView, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch)
  params.delete(NOTES_PARAM)
  params.delete(CATEGORY_PARAM)
  if (view.category) params.set(CATEGORY_PARAM, view.category)
  else if (view.shown > NOTES_PAGE_SIZE) params.set(NOTES_PARAM, String(view.shown))
  const search = params.toString()
  return search ? `?${search}` : ""
}

export interface PageRequest {
  limit: number
  offset: number
}

/** The next page after the `loaded` notes, or null when every note is loaded. */
export function nextPageRequest(loaded: number, total: number, pageSize = NOTES_PAGE_SIZE): PageRequest | null {
  if (loaded >= total) return null
  return { limit: Math.min(pageSize, total - loaded), offset: loaded }
}

/** What to fetch so the list shows `wanted` notes when `loaded` are there (a reload of `?notes=24`, "Search all notes"), or null. */
export function catchUpRequest(loaded: number, wanted: number): PageRequest | null {
  if (wanted <= loaded) return null
  return { limit: wanted - loaded, offset: loaded }
}

/** A page that came back shorter than asked means the CMS has no more notes, whatever the build counted. */
export const reachedEnd = (request: PageRequest, received: number): boolean => received < request.limit

const notesWord = (count: number): string => (count === 1 ? "note" : "notes")

/** What the list's status line says when no search narrows it. */
export function listSummary(shown: number, total: number, categoryTitle: string | null): string {
  if (categoryTitle) return shown === 0 ? `No notes in ${categoryTitle} yet.` : `Showing all ${shown} ${notesWord(shown)} in ${categoryTitle}.`
  return shown >= total ? `Showing all ${shown} ${notesWord(shown)}.` : `Showing ${shown} of ${total} notes.`
}

/**
 * What the status line says while a search narrows the list. Search narrows the notes
 * loaded so far (instant, no request per keystroke); when more exist, it says so, and the
 * list offers to load the rest ("Search all notes").
 */
export function searchSummary(matches: number, query: string, searched: number, total: number, categoryTitle: string | null): string {
  const found = matches === 0 ? `No notes match “${query}”` : `${matches} ${matches === 1 ? "note matches" : "notes match"} “${query}”`
  if (categoryTitle) return `${found} in ${categoryTitle}.${matches === 0 ? " Try another word." : ""}`
  if (searched < total) return `${found} among the ${searched} notes loaded so far.`
  return `${found}.${matches === 0 ? " Try another word." : ""}`
}

/**
 * The link that shares one note: the generator showing the note's category, scrolled to the
 * note (`#note-{id}`), so it works whichever page of the list the note is on. Other
 * parameters of the current URL are dropped: a shared link starts its own visit.
 */
export function noteShareUrl(
  pageHref: string,
  note: { id: string; categories: ReadonlyArray<{ slug: string }> },
  noteElementId: (id: string) => string,
): string {
  const url = new URL(pageHref)
  url.search = writeNotesSearch({ category: note.categories[0]?.slug ?? null, shown: NOTES_PAGE_SIZE }, "")
  url.hash = noteElementId(note.id)
  return url.toString()
}
