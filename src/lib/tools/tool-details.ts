/**
 * A tool's details (SPEC 3.13: toolsDetails {toolName, summary, description, pricing,
 * recommendedFor}). toolsDetails is a Super Table field; a tool is described by its first
 * row (Craft's field is set to one row; extra rows are ignored rather than shown as a second tool).
 */
export interface ToolDetailsRow {
  toolName?: string | null
  summary?: string | null
  description?: string | null
  pricing?: string | null
  recommendedFor?: string | null
}

export interface ToolEntry {
  id: string
  title?: string | null
  path?: string | null
  toolsDetails?: ReadonlyArray<ToolDetailsRow | null> | null
}

export interface ToolDetails {
  /** toolName, else the entry title. */
  name: string
  summary: string | null
  /** The description's paragraphs (blank lines separate them). */
  description: string[]
  pricing: string | null
  recommendedFor: string | null
}

const trimmed = (value: string | null | undefined): string | null => {
  const text = value?.trim()
  return text ? text : null
}

/** Plain text with blank lines between paragraphs → the paragraphs; single line breaks stay within a paragraph. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
}

export function toolDetails(entry: ToolEntry): ToolDetails {
  const row = entry.toolsDetails?.find((candidate) => candidate != null) ?? {}
  return {
    name: trimmed(row.toolName) ?? trimmed(entry.title) ?? "",
    summary: trimmed(row.summary),
    description: paragraphsOf(row.description),
    pricing: trimmed(row.pricing),
    recommendedFor: trimmed(row.recommendedFor),
  }
}

export interface ToolCardItem extends ToolDetails {
  id: string
  path: string
}

/** The tools index: every tool with a page, by name (a directory reads alphabetically). */
export function toolCards(entries: ReadonlyArray<ToolEntry | null | undefined>): ToolCardItem[] {
  const cards: ToolCardItem[] = []
  for (const entry of entries) {
    if (!entry?.path) continue
    const details = toolDetails(entry)
    if (details.name) cards.push({ id: entry.id, path: entry.path, ...details })
  }
  return cards.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id))
}

/**
 * The tools a tool's page suggests next: the others, in index order, starting after this one
 * and wrapping around, so every tool is suggested from some page and no page suggests itself.
 */
export function otherTools(cards: readonly ToolCardItem[], currentId: string, limit = 3): ToolCardItem[] {
  const at = cards.findIndex((card) => card.id === currentId)
  const rotated = at === -1 ? cards : [...cards.slice(at + 1), ...cards.slice(0, at)]
  return rotated.slice(0, Math.max(0, limit))
}
