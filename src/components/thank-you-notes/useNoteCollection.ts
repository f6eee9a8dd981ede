import { useCallback, useEffect, useRef, useState } from "react"
import { fetchNotes, notesByCategoryBody, notesPageBody } from "../../lib/thank-you-notes/api"
import { appendNotes, type ThankYouNote } from "../../lib/thank-you-notes/notes"
import {
  FIRST_VIEW,
  catchUpRequest,
  nextPageRequest,
  reachedEnd,
  readNotesView,
  writeNotesSearch,
  type NotesView,
  type PageRequest,
} from "../../lib/thank-you-notes/paging"

export type NotesTask = "more" | "all" | "restore" | "category"

export interface NotesFailure {
  task: NotesTask
  retry: () => void
}

export interface NoteCollection {
  view: NotesView
  /** The all-notes list as loaded so far (the first page came with the HTML). */
  all: readonly ThankYouNote[]
  /** How many notes the all-notes list has in all, as far as anyone knows. */
  total: number
  /** The chosen category's notes, once loaded. */
  categoryNotes: readonly ThankYouNote[] | null
  pending: NotesTask | null
  failure: NotesFailure | null
  /** The note that should take focus once rendered (the first of a page "Load more" brought). */
  focusNoteId: string | null
  loadMore: () => void
  loadAll: () => void
  chooseCategory: (slug: string | null) => void
}

/**
 * The generator's notes and where the visitor is in them (lib/thank-you-notes/paging.ts
 * decides the URL): starts as the static HTML (the first page, no category) so hydration
 * matches, then follows the URL, and keeps the URL in step with what is shown.
 */
export function useNoteCollection(firstNotes: readonly ThankYouNote[], builtTotal: number, categorySlugs: readonly string[]): NoteCollection {
  const [view, setView] = useState<NotesView>(FIRST_VIEW)
  const [all, setAll] = useState<readonly ThankYouNote[]>(firstNotes)
  // The build's count can be stale by the time of the visit: a short page means the end.
  const [endReached, setEndReached] = useState(firstNotes.length >= builtTotal)
  const [byCategory, setByCategory] = useState<Readonly<Record<string, readonly ThankYouNote[]>>>({})
  const [pending, setPending] = useState<NotesTask | null>(null)
  const [failure, setFailure] = useState<NotesFailure | null>(null)
  const [focusNoteId, setFocusNoteId] = useState<string | null>(null)

  // The latest values, for callbacks that finish after a render (a fetch resolving).
  const allRef = useRef(all)
  allRef.current = all
  const viewRef = useRef(view)
  viewRef.current = view
  const byCategoryRef = useRef(byCategory)
  byCategoryRef.current = byCategory
  const listBusy = useRef(false)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  const total = endReached ? all.length : Math.max(builtTotal, all.length)

  const fetchPage = useCallback(async (request: PageRequest, task: Exclude<NotesTask, "category">): Promise<void> => {
    if (listBusy.current) return
    listBusy.current = true
    setPending(task)
    setFailure(null)
    const result = await fetchNotes(notesPageBody(request))
    listBusy.current = false
    if (!alive.current) return
    setPending(null)
    if (result.failed) {
      // SPEC 8: logged by fetchNotes; what is shown stays, and the page says so with a retry.
      setFailure({ task, retry: () => void fetchPage(request, task) })
      return
    }
    const next = appendNotes(allRef.current, result.notes)
    if (reachedEnd(request, result.notes.length)) setEndReached(true)
    setAll(next)
    if (task === "more") setFocusNoteId(next[allRef.current.length]?.id ?? null)
    // The URL keeps the position, unless the visitor has moved on to a category meanwhile.
    if (!viewRef.current.category) {
      const shown = { category: null, shown: next.length }
      setView(shown)
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${writeNotesSearch(shown, window.location.search)}${window.location.hash}`,
      )
    }
  }, [])

  const fetchCategory = useCallback(async (slug: string): Promise<void> => {
    setPending("category")
    setFailure(null)
    const result = await fetchNotes(notesByCategoryBody(slug))
    if (!alive.current || viewRef.current.category !== slug) return
    setPending(null)
    if (result.failed) {
      setFailure({ task: "category", retry: () => void fetchCategory(slug) })
      return
    }
    setByCategory((current) => ({ ...current, [slug]: result.notes }))
  }, [])

  /** Shows what a view asks for, fetching only what is not loaded yet. */
  const apply = useCallback(
    (next: NotesView): void => {
      setView(next)
      setFailure(null)
      if (next.category) {
        if (!byCategoryRef.current[next.category]) void fetchCategory(next.category)
        return
      }
      setPending((current) => (current === "category" ? null : current))
      const request = catchUpRequest(allRef.current.length, next.shown)
      if (request) void fetchPage(request, "restore")
    },
    [fetchCategory, fetchPage],
  )

  // After hydration, and on Back/Forward: the URL decides. (The slugs by value: a parent's
  // re-render hands over a new array with the same slugs, which must not re-apply the URL.)
  const slugsKey = categorySlugs.join(" ")
  useEffect(() => {
    const slugs = slugsKey.split(" ")
    const fromUrl = (): void => apply(readNotesView(window.location.search, builtTotal, slugs))
    fromUrl()
    window.addEventListener("popstate", fromUrl)
    return () => window.removeEventListener("popstate", fromUrl)
  }, [apply, builtTotal, slugsKey])

  const loadMore = useCallback((): void => {
    const request = nextPageRequest(allRef.current.length, endReached ? allRef.current.length : Math.max(builtTotal, allRef.current.length))
    if (request) void fetchPage(request, "more")
  }, [builtTotal, endReached, fetchPage])

  const loadAll = useCallback((): void => {
    const request = catchUpRequest(allRef.current.length, Math.max(builtTotal, allRef.current.length))
    if (request) void fetchPage(request, "all")
  }, [builtTotal, fetchPage])

  const chooseCategory = useCallback(
    (slug: string | null): void => {
      if (slug === viewRef.current.category) return
      const next = { category: slug, shown: allRef.current.length }
      // A category is a view of its own: Back returns to the list as it was.
      window.history.pushState(window.history.state, "", `${window.location.pathname}${writeNotesSearch(next, window.location.search)}`)
      apply(next)
    },
    [apply],
  )

  return {
    view,
    all,
    total,
    categoryNotes: view.category ? (byCategory[view.category] ?? null) : null,
    pending,
    failure,
    focusNoteId,
    loadMore,
    loadAll,
    chooseCategory,
  }
}
