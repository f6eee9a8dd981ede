/**
 * A CMS link field (the Typed Link Field plugin's `linkField_Link`) as what a link does: where it
 * goes and what it says. Pure, and small on purpose: the templates that render one plain link
 * (the demo and sign-up heroes, the landing navigation) import this, not the CTA model around it
 * (cta/cta-item.ts), which every call to action goes through.
 */

/**
 * A link field as the CMS sends it: the Typed Link Field plugin's `linkField_Link` (CRAFT.md),
 * which is what SPEC 3.6's two descriptions of a button (`{value, href, target}` and
 * `{label, type, url, text, target}`) are in Craft: `url` where it goes, `customText` what the
 * editor wrote, `text` that or else the linked element's title, `element` the linked entry (its
 * site path, in the data layer) when the link is to one.
 */
export interface CmsLinkShape {
  type?: string | null
  url?: string | null
  text?: string | null
  customText?: string | null
  target?: string | null
  ariaLabel?: string | null
  title?: string | null
  element?: { path?: string | null } | null
}

export interface LinkView {
  href: string
  /** What the link says, when the editor gave it (or the linked entry's title); null otherwise (the caller chooses a fallback). */
  label: string | null
  /** An explicit target the editor chose; null: the two-up rule decides (lib/links). */
  target: "_blank" | "_self" | null
  /** The accessible name the editor gave, when it differs from the visible text. */
  ariaLabel: string | null
  /** The link's title attribute, when the editor gave one. */
  title: string | null
}

export const firstFilled = (...values: Array<string | null | undefined>): string | null => {
  for (const value of values) {
    const trimmed = value?.trim()
    if (trimmed) return trimmed
  }
  return null
}

/** Schemes a link must never carry: they run code instead of going somewhere. */
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i

/**
 * One link: a link to an entry goes to the entry's page on this site (its path, so a link never
 * points at the CMS's own URL for the entry, and follows the entry when its URI changes); any
 * other link to its `url`. The label is the editor's custom text, else (for an element link) the
 * plugin's `text`, the element's title; a plain URL link without custom text has no label (its
 * `text` would be the URL itself). Null when there is nowhere to go, or a URL that would run script.
 */
export function normaliseCmsLink(link: CmsLinkShape | null | undefined): LinkView | null {
  if (!link) return null
  const href = firstFilled(link.element?.path, link.url)
  if (!href || UNSAFE_SCHEME.test(href)) return null
  const target = link.target === "_blank" || link.target === "_self" ? link.target : null
  const label = firstFilled(link.customText, link.element ? link.text : null)
  return { href, label, target, ariaLabel: firstFilled(link.ariaLabel), title: firstFilled(link.title) }
}
