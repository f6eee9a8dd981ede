/**
 * SPEC 2.12: 'WATCH' for a webinar that has a duration, otherwise '{readingTime} READ'.
 * readingTime is a number of minutes in the contract (cms/contract/project.ts), so the
 * eyebrow names the unit: '5 MIN READ', not '5 READ'. No reading time, no eyebrow.
 */
export function cardEyebrow(card: { duration?: string | null; readingTime?: number | null; sectionHandle?: string | null }): string | null {
  if (card.duration) return "WATCH"
  if (typeof card.readingTime === "number" && card.readingTime > 0) return `${card.readingTime} MIN READ`
  return null
}

/** The blog card layouts of SPEC 2.12; anything else is a programming error (SPEC 8). */
export const blogCardLayouts = ["latestBlogs", "popularEntries", "relatedBlog", "highlightedThreeColumns", "threeColumns", "inMenuLatestBlog"] as const
export type BlogCardLayout = (typeof blogCardLayouts)[number]

export function assertBlogCardLayout(layout: string): asserts layout is BlogCardLayout {
  if (!(blogCardLayouts as readonly string[]).includes(layout)) throw new Error(`Invalid layout: ${layout}`)
}
