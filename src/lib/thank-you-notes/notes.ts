/**
 * The thank-you note as the generator shows it (SPEC 2.7, 3.12), whichever way it came:
 * from the page query at build time (the first page, in the static HTML) or from the
 * browser's calls through /api/base-api (the later pages, a category). Both vendor shapes
 * are reshaped here, so components never see either.
 */
export interface NoteCategory {
  slug: string
  title: string
}

export interface ThankYouNote {
  /** The Matrix block's id: the same from the build and from the API. */
  id: string
  title: string
  copy: string
  categories: NoteCategory[]
}

interface RawCategory {
  slug?: string | null
  title?: string | null
}

/** A note block as either source gives it: `cmsId` from Gatsby's data layer, `id` from the CMS. */
export interface RawNote {
  id?: string | number | null
  cmsId?: string | null
  thankYouNoteTitle?: string | null
  copy?: string | null
  categories?: ReadonlyArray<RawCategory | null> | null
}

/** The note, or null for a block without an id or without copy (nothing to show or copy). */
export function reshapeNote(raw: RawNote | null | undefined): ThankYouNote | null {
  if (!raw) return null
  const id = raw.cmsId ?? (raw.id == null ? null : String(raw.id))
  const copy = raw.copy?.trim()
  if (!id || !copy) return null
  const categories = (raw.categories ?? []).flatMap((category) =>
    category?.slug ? [{ slug: category.slug, title: category.title?.trim() || category.slug }] : [],
  )
  return { id, title: raw.thankYouNoteTitle?.trim() || "Thank you", copy, categories }
}

export const reshapeNotes = (raws: ReadonlyArray<RawNote | null> | null | undefined): ThankYouNote[] =>
  (raws ?? []).flatMap((raw) => {
    const note = reshapeNote(raw)
    return note ? [note] : []
  })

/**
 * The notes shown so far followed by a newly loaded page, without repeats: if an editor
 * added or moved a note between the build and the visit, offsets shift by one and a page
 * can repeat a note already shown.
 */
export function appendNotes(shown: readonly ThankYouNote[], loaded: readonly ThankYouNote[]): ThankYouNote[] {
  const seen = new Set(shown.map((note) => note.id))
  return [...shown, ...loaded.filter((note) => !seen.has(note.id) && seen.add(note.id))]
}

/** The DOM id of a note's card, for focus after "Load more" and for links to one note. */
export const noteElementId = (id: string): string => `note-${id}`
