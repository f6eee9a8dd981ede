/**
 * The resourcesList global (SPEC 3.8): besides the menu's featuredResources
 * (lib/navigation/resource-slides.ts), the editors pick one e-book, one video, one customer
 * story and one tool, shown as a rail on the blog's front page. Each field is a relation that
 * may hold several entries; the first with a page is the pick.
 */
export const resourcePickFields = ["ebook", "video", "caseStudy", "tools"] as const
export type ResourcePickField = (typeof resourcePickFields)[number]

type Relation<Entry> = ReadonlyArray<Entry | null> | null | undefined

export function resourcePicks<Entry extends { path?: string | null }>(list: Partial<Record<ResourcePickField, Relation<Entry>>> | null | undefined): Entry[] {
  if (!list) return []
  return resourcePickFields.flatMap((field) => {
    const pick = (list[field] ?? []).find((entry): entry is Entry => Boolean(entry?.path))
    return pick ? [pick] : []
  })
}
