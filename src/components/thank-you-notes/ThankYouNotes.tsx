import React, { useEffect, useId, useState } from "react"
import { CopyButton } from "../ui/CopyButton"
import { Button } from "../ui/Button"
import { useNoteSearch } from "../layout/navigation/note-search"
import { ShareModal } from "./ShareModal"
import { useNoteCollection, type NotesTask } from "./useNoteCollection"
import { noteElementId, type NoteCategory, type ThankYouNote } from "../../lib/thank-you-notes/notes"
import { listSummary, noteShareUrl, searchSummary, writeNotesSearch } from "../../lib/thank-you-notes/paging"
import { searchNotes } from "../../lib/thank-you-notes/search"
import * as styles from "./ThankYouNotes.module.css"

export interface ThankYouNotesProps {
  /** The first page, from the page query: it is in the static HTML. */
  firstNotes: ThankYouNote[]
  /** How many notes the generator has, at build time. */
  total: number
  categories: NoteCategory[]
  /** The page's path, for the category links. */
  path: string
}

const failureMessage = (task: NotesTask, categoryTitle: string | null): string =>
  task === "category"
    ? `We couldn't load the notes in ${categoryTitle ?? "this category"} just now. The notes below are from every category.`
    : "We couldn't load more notes just now. The notes above are still here."

/** A native share sheet where phones have one (a note usually goes by message); the share dialog elsewhere. */
function canShareNatively(data: ShareData): boolean {
  return typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true) && window.matchMedia("(pointer: coarse)").matches
}

/**
 * The generator's notes (SPEC 2.7): the first page from the static HTML, "Load more" by
 * 8 through /api/base-api, a category's notes on choosing it, the navigation's search
 * narrowing what is loaded, and per note a one-click copy and a share.
 *
 * After "Load more", focus moves to the first new note (its card is focusable): the
 * visitor reads on from there, and the button may be gone (all loaded), which would drop
 * focus to the page. The status line announces the new count either way.
 */
export function ThankYouNotes({ firstNotes, total: builtTotal, categories, path }: ThankYouNotesProps): React.JSX.Element {
  const { query } = useNoteSearch()
  const notes = useNoteCollection(
    firstNotes,
    builtTotal,
    categories.map((category) => category.slug),
  )
  const [sharing, setSharing] = useState<ThankYouNote | null>(null)
  const headingId = useId()
  const { view, categoryNotes, pending, failure } = notes

  const categoryTitle = view.category ? (categories.find((category) => category.slug === view.category)?.title ?? view.category) : null
  // Until a category's notes arrive (or if they fail), what was already shown stays.
  const list = categoryNotes ?? notes.all
  const listTotal = categoryNotes ? categoryNotes.length : notes.total
  const shownTitle = categoryNotes ? categoryTitle : null
  const search = query.trim()
  const visible = searchNotes(list, search)
  const listComplete = list.length >= listTotal

  const status =
    pending === "category"
      ? `Loading the notes in ${categoryTitle}…`
      : pending
        ? "Loading more notes…"
        : search
          ? searchSummary(visible.length, search, list.length, listTotal, shownTitle)
          : listSummary(list.length, listTotal, shownTitle)

  useEffect(() => {
    if (!notes.focusNoteId) return
    document.getElementById(noteElementId(notes.focusNoteId))?.focus()
  }, [notes.focusNoteId])

  // A shared note's link (#note-{id}): once its notes are shown, bring it into view.
  const [sharedTarget, setSharedTarget] = useState<string | null>(null)
  useEffect(() => setSharedTarget(/^#note-/.test(window.location.hash) ? window.location.hash.slice(1) : null), [])
  const settled = !pending && (!view.category || categoryNotes !== null || failure !== null)
  useEffect(() => {
    // Only once the view the link asks for is shown: the note moves when its category's list replaces the first page.
    if (!sharedTarget || !settled) return
    const element = document.getElementById(sharedTarget)
    if (!element) return
    element.scrollIntoView({ block: "center" })
    element.focus({ preventScroll: true })
    setSharedTarget(null)
  }, [sharedTarget, settled, list])

  const share = (note: ThankYouNote): void => {
    const url = noteShareUrl(window.location.href, note, noteElementId)
    const data = { title: note.title, text: note.copy, url }
    if (canShareNatively(data)) {
      navigator.share(data).catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setSharing(note)
      })
    } else setSharing(note)
  }

  const categoryLink = (slug: string | null): string => `${path}${writeNotesSearch({ category: slug, shown: notes.all.length }, "")}`
  const failureBox = (task: NotesTask): React.ReactNode =>
    failure && (failure.task === "category") === (task === "category") ? (
      <div role="alert" className={styles.failure}>
        <p>{failureMessage(failure.task, categoryTitle)}</p>
        <Button size="small" variant="secondary" onClick={failure.retry}>
          Try again
        </Button>
      </div>
    ) : null

  return (
    <section className={styles.generator} aria-labelledby={headingId}>
      <nav aria-label="Note categories" className={`${styles.categories} ${styles.needsScript}`}>
        <ul>
          {[{ slug: null, title: "All notes" }, ...categories].map((category) => (
            <li key={category.slug ?? ""}>
              <a
                href={categoryLink(category.slug)}
                aria-current={view.category === category.slug ? "page" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
                  event.preventDefault()
                  notes.chooseCategory(category.slug)
                }}
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <noscript>
        <p className={styles.noScript}>
          Here are the first {firstNotes.length} notes. The search above looks through all of them; turn on JavaScript to see them all here, choose a category,
          copy and share.
        </p>
      </noscript>
      <h2 id={headingId} className={styles.heading}>
        {shownTitle ?? "All thank-you notes"}
      </h2>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failureBox("category")}
      {/* A list per view: choosing a category replaces the cards rather than moving the ones both lists share (a layout shift). */}
      <ul key={shownTitle ?? ""} className={styles.notes} aria-busy={pending ? true : undefined}>
        {visible.map((note) => (
          <li key={note.id} id={noteElementId(note.id)} tabIndex={-1} className={styles.note} aria-labelledby={`${noteElementId(note.id)}-title`}>
            <h3 id={`${noteElementId(note.id)}-title`}>{note.title}</h3>
            <p className={styles.copy}>{note.copy}</p>
            <div className={styles.footer}>
              <p className={styles.tags}>{note.categories.map((category) => category.title).join(" · ")}</p>
              <div className={`${styles.actions} ${styles.needsScript}`}>
                <CopyButton className={styles.action} text={() => note.copy} announcement={`“${note.title}” copied to the clipboard.`}>
                  Copy<span className="visually-hidden"> “{note.title}”</span>
                </CopyButton>
                <button type="button" className={styles.action} onClick={() => share(note)}>
                  Share<span className="visually-hidden"> “{note.title}”</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {failureBox("more")}
      <div className={`${styles.more} ${styles.needsScript}`}>
        {search && !categoryNotes && !listComplete && (
          <Button variant="secondary" onClick={notes.loadAll} aria-disabled={pending ? true : undefined}>
            Search all {listTotal} notes
          </Button>
        )}
        {!view.category && !listComplete && (
          <Button onClick={() => !pending && notes.loadMore()} aria-disabled={pending ? true : undefined}>
            Load more notes
          </Button>
        )}
      </div>
      <ShareModal
        open={sharing !== null}
        onClose={() => setSharing(null)}
        title={sharing ? `Share “${sharing.title}”` : "Share a note"}
        url={() => (sharing ? noteShareUrl(window.location.href, sharing, noteElementId) : window.location.href)}
        text={sharing?.title ?? ""}
      />
    </section>
  )
}
