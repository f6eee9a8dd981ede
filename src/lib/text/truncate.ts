/** Cuts text to `max` characters and adds '...' (SPEC 2.12: titles 28, descriptions 62). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? "").trim()
  if (value.length <= max) return value
  return `${value.slice(0, max).trimEnd()}...`
}
