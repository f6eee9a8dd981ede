/**
 * SPEC 6's "user-status categories": a personalisation row (heroPersonalisation,
 * navPersonalizationCta, pricingPersonalizationCtas, variableElements) relates to categories of
 * the CMS's userStatus group, and applies to a visitor whose status is one of their slugs
 * (recognition.ts `userStatuses`; compared case-insensitively, as editors type slugs by hand).
 */

/** A row's userStatus field as the CMS gives it: the related categories. */
export type StatusCategories = ReadonlyArray<{ slug?: string | null } | null | undefined> | null | undefined

const statusKey = (status: string | null | undefined): string => (status ?? "").trim().toLowerCase()

/** The statuses a row applies to (lower case, without blanks or repeats). */
export function rowStatuses(categories: StatusCategories): string[] {
  return [...new Set((categories ?? []).flatMap((category) => (statusKey(category?.slug) ? [statusKey(category?.slug)] : [])))]
}

/** Whether the row applies to a visitor of this status. */
export function rowAppliesTo(categories: StatusCategories, status: string): boolean {
  return rowStatuses(categories).includes(statusKey(status))
}
