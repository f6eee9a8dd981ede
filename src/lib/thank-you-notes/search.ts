/**
 * Where the generator's search form goes without JavaScript (the Function
 * api/thank-you-notes-search.ts, which answers lib/thank-you-notes/results-page.ts's plain
 * page), and the name of its text; with JavaScript the list narrows as the visitor types.
 */
export const NOTES_SEARCH_FALLBACK_PATH = "/api/thank-you-notes-search"
export const NOTES_SEARCH_PARAM = "q"
/** The longest search kept: no note needs more words, and a crafted URL gets no further. */
export const NOTES_SEARCH_MAX_LENGTH = 100

/** Notes matching a search (SPEC 2.7): every word must appear in the title or the copy, case-insensitively. */
export function searchNotes<T extends { title: string; copy: string }>(notes: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...notes]
  return notes.filter((note) => {
    const text = `${note.title} ${note.copy}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/** Share destinations for the current page (SPEC 2.7): professional, microblogging and major social networks. */
export function shareLinks(pageUrl: string, title: string): Array<{ network: string; href: string }> {
  const url = encodeURIComponent(pageUrl)
  return [
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: "X", href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  ]
}
