/** Which page of the site a lead was sent from. */

/** A site path as a form sends it: '/resources/books-guides/x' (no query, no host, no '..'); null when it is not one. */
export function cleanSourcePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 300) return null
  const path = value.split(/[?#]/)[0]!.replace(/\/+$/, "")
  return /^(\/[a-z0-9][a-z0-9_-]*)+$/i.test(path) ? path : null
}

/** The page path of a sent-from URL ('' when it is not one of ours). */
export const sourcePathOf = (currentUrl: string): string => {
  try {
    return currentUrl ? new URL(currentUrl).pathname : ""
  } catch {
    return ""
  }
}
