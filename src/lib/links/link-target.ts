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

/** What a link that opens a new tab tells screen-reader users, appended out of sight to its name. */
export const NEW_TAB_NOTE = "(opens in a new tab)"

export interface LinkTargetAttributes {
  target?: "_blank" | "_self"
  rel?: string
}

/**
 * Where a link opens (the two-up rule, site-wide): a URL with '://' in a new tab, with
 * rel="noopener noreferrer" so the other site cannot reach back into this page; anything
 * else in the same tab. An editor's explicit target wins: '_self' keeps an external link
 * (the application's sign-in) in this tab, '_blank' sends an internal one to a new tab
 * (and gets the same rel).
 */
export function linkTargetAttributes(url: string, target?: string | null): LinkTargetAttributes {
  const wanted = target === "_blank" || target === "_self" ? target : linkKind(url) === "external" ? "_blank" : undefined
  if (wanted === "_blank") return { target: "_blank", rel: "noopener noreferrer" }
  return wanted === "_self" ? { target: "_self" } : {}
}
