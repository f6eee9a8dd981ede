/**
 * The fields without which the site cannot place or name an entry: the build stops on an
 * entry that lacks one (DESIGN 3.2) rather than publish a page with no title, no address or
 * no template. Craft's schema makes them nullable (a section can turn titles off, a custom
 * field can be dropped), so the contract alone does not guarantee them.
 */
type Raw = Record<string, unknown>

/** Natives every entry query selects (content-model.ts `entryNatives`) and the site relies on. */
export const REQUIRED_ENTRY_FIELDS = ["id", "__typename", "title", "slug", "sectionHandle", "typeHandle"] as const

const present = (value: unknown): boolean => (typeof value === "string" ? value.trim() !== "" : value !== null && value !== undefined)

/** The required fields `raw` lacks (absent, null or blank). */
export function missingEntryFields(raw: Raw): string[] {
  return REQUIRED_ENTRY_FIELDS.filter((field) => !present(raw[field]))
}

/** How a message names an entry: its id, and whichever of its title, slug and uri it has. */
export function describeEntry(raw: Raw): string {
  const id = present(raw.id) ? String(raw.id) : "(no id)"
  const names = [
    present(raw.title) ? `"${String(raw.title)}"` : null,
    present(raw.uri) ? `/${String(raw.uri)}` : present(raw.slug) ? `slug ${String(raw.slug)}` : null,
  ].filter(Boolean)
  return `entry ${id}${names.length ? ` (${names.join(", ")})` : ""}`
}
