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
