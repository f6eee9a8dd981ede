/**
 * A link whose URL contains '://' leaves the site and opens in a new tab; anything else
 * is an internal route (SPEC 2.9, two-up rule, applied site-wide). mailto:/tel: links are
 * external but stay in the same tab.
 */
export type LinkKind = "internal" | "external" | "protocol"

export function linkKind(url: string): LinkKind {
  if (url.includes("://")) return "external"
  if (/^(mailto|tel):/i.test(url)) return "protocol"
  return "internal"
}

/** Relative CMS links ('resources/x', '../resources/x') resolve against the site root. */
export function normalizeInternalPath(url: string): string {
  if (url.startsWith("/") || url.startsWith("#") || url.startsWith("?")) return url
  const parts: string[] = []
  for (const segment of url.split("/")) {
    if (segment === "..") parts.pop()
    else if (segment !== "." && segment !== "") parts.push(segment)
  }
  return `/${parts.join("/")}${url.endsWith("/") && parts.length > 0 ? "/" : ""}`
}

/** Two paths name the same page, ignoring a trailing slash. */
export const samePath = (a: string, b: string): boolean => a.replace(/\/+$/, "") === b.replace(/\/+$/, "")
