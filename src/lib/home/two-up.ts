/**
 * The two-up blocks' calls to action (SPEC 2.9 item 10): where a CTA opens and how its
 * click is labelled for analytics.
 */
import { ctaPlacement } from "../analytics/track"
import { linkKind } from "../links/link-target"

const SECTION = "Two up"

/** 'Two up / {title or eyebrow}': the title names the block when it has one, else the eyebrow. */
export function twoUpPlacement({ title, eyebrow }: { title?: string | null; eyebrow?: string | null }): string {
  const name = title?.trim() || eyebrow?.trim()
  // A block with neither still reports its section, rather than a dangling 'Two up / '.
  return name ? ctaPlacement(SECTION, name) : SECTION
}

export interface TwoUpLinkTarget {
  target?: "_blank"
  rel?: string
}

/**
 * A url containing '://' opens in a new tab, with rel="noopener noreferrer" so the new page
 * cannot reach back into this one; anything else opens in the same tab.
 */
export function twoUpLinkTarget(url: string): TwoUpLinkTarget {
  return linkKind(url) === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {}
}
