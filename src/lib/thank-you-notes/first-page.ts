/**
 * Fields gatsby-node's createResolvers adds to the generator entry, so its page query can
 * put only the first page of notes in the static HTML and page data (SPEC 2.7: more load
 * through /api/base-api), yet still know how many there are and which categories to offer.
 * Gatsby's query language cannot slice a list field; these read the entry's own Matrix
 * blocks (inline on the node, so no other node becomes a dependency of the page).
 */
import { NOTES_PAGE_SIZE } from "./paging"

interface RawBlock {
  categories?: ReadonlyArray<{ slug?: string | null; title?: string | null } | null> | null
}

interface GeneratorNode {
  thankYouNote?: ReadonlyArray<RawBlock | null> | null
}

const blocksOf = (source: GeneratorNode): ReadonlyArray<RawBlock | null> => source.thankYouNote ?? []

/** The categories the notes use, each once, in the order they first appear (editors order the notes). */
export function categoriesOfNotes(blocks: ReadonlyArray<RawBlock | null>): Array<{ slug: string; title: string | null }> {
  const found = new Map<string, { slug: string; title: string | null }>()
  for (const category of blocks.flatMap((block) => block?.categories ?? [])) {
    if (category?.slug && !found.has(category.slug)) found.set(category.slug, { slug: category.slug, title: category.title ?? null })
  }
  return [...found.values()]
}

export const thankYouNoteGeneratorResolvers = {
  /** The first `limit` notes (default one page). */
  thankYouNoteFirstPage: {
    type: "[CmsThankYouNoteBlock]",
    args: { limit: { type: "Int", defaultValue: NOTES_PAGE_SIZE } },
    resolve: (source: GeneratorNode, { limit }: { limit: number }): ReadonlyArray<RawBlock | null> => blocksOf(source).slice(0, Math.max(0, limit)),
  },
  /** How many notes there are: "Load more" hides at the end, the status line says "8 of 36". */
  thankYouNoteCount: {
    type: "Int!",
    resolve: (source: GeneratorNode): number => blocksOf(source).length,
  },
  thankYouNoteCategories: {
    type: "[CmsCategory!]!",
    resolve: (source: GeneratorNode): Array<{ slug: string; title: string | null }> => categoriesOfNotes(blocksOf(source)),
  },
}
