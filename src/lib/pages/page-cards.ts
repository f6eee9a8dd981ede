/**
 * An index's cards for pages of one type (the CRM comparisons): the pages that have a path,
 * each with its title and description, in the order given.
 */
export interface PageCardSource {
  id: string
  title?: string | null
  path?: string | null
  seoDescription?: string | null
}

export interface PageCardItem {
  id: string
  title: string
  path: string
  description: string | null
}

export function pageCards(entries: ReadonlyArray<PageCardSource | null | undefined>): PageCardItem[] {
  const cards: PageCardItem[] = []
  for (const entry of entries) {
    const title = entry?.title?.trim()
    if (!entry?.path || !title) continue
    cards.push({ id: entry.id, title, path: entry.path, description: entry.seoDescription?.trim() || null })
  }
  return cards
}
