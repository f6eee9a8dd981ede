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
