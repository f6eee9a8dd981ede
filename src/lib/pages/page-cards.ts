/**
 * An entry shown as a card on another page (SPEC 3.1 "bento fields"): the comparison index's
 * cards, the related pages under a feature or an industry, the homepage's bento grid and the
 * navigation's resource slider. The card says what the editors wrote for it (bentoTitle,
 * bentoCopy, bentoImage) when they did, and otherwise what the entry says of itself (its title,
 * its SEO description, its featured image). A value of blank text counts as not set.
 */
export interface CardFieldsSource<Image> {
  title?: string | null
  seoDescription?: string | null
  bentoTitle?: string | null
  bentoCopy?: string | null
  bentoImage?: Image | null
  featuredImage?: Image | null
}

export interface CardFields<Image> {
  title: string | null
  description: string | null
  image: Image | null
}

const text = (value: string | null | undefined): string | null => value?.trim() || null

/** The title, description and image an entry shows as a card. */
export function cardFields<Image>(entry: CardFieldsSource<Image>): CardFields<Image> {
  return {
    title: text(entry.bentoTitle) ?? text(entry.title),
    description: text(entry.bentoCopy) ?? text(entry.seoDescription),
    image: entry.bentoImage ?? entry.featuredImage ?? null,
  }
}

export interface PageCardSource<Image> extends CardFieldsSource<Image> {
  id: string
  path?: string | null
}

export interface PageCardItem<Image> {
  id: string
  title: string
  path: string
  description: string | null
  image: Image | null
}

/** Cards for the entries that have a path and a title, in the order given. */
export function pageCards<Image>(entries: ReadonlyArray<PageCardSource<Image> | null | undefined>): PageCardItem<Image>[] {
  const cards: PageCardItem<Image>[] = []
  for (const entry of entries) {
    if (!entry?.path) continue
    const { title, description, image } = cardFields(entry)
    if (!title) continue
    cards.push({ id: entry.id, title, path: entry.path, description, image })
  }
  return cards
}

/** Pages shown under a page as related cards, and how many. */
export const RELATED_TYPES: ReadonlySet<string> = new Set(["feature", "industry"])
export const RELATED_CARDS = 3

/**
 * The entries a page of a related type shows at its foot: the next RELATED_CARDS entries of its
 * type with a page, by path, starting after it and wrapping round, so every page of the type is
 * some other page's card and a page's cards stay put while other content changes. Empty for
 * other types.
 */
export function relatedEntryIds(entry: { id: string; typeHandle: string }, entries: ReadonlyArray<{ id: string; typeHandle: string; path?: string | null }>): string[] {
  if (!RELATED_TYPES.has(entry.typeHandle)) return []
  const siblings = entries
    .flatMap((other) => (other.typeHandle === entry.typeHandle && other.path ? [{ id: other.id, path: other.path }] : []))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const at = siblings.findIndex((other) => other.id === entry.id)
  const others = [...siblings.slice(at + 1), ...siblings.slice(0, Math.max(at, 0))].filter((other) => other.id !== entry.id)
  return others.slice(0, RELATED_CARDS).map((other) => other.id)
}
