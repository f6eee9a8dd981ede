/**
 * The CTA item (SPEC 3.6), from what the CMS gives to what a call to action does. Pure:
 * components/cta/CtaItem renders the result, every block with calls to action goes through
 * here, so a CTA means the same thing wherever an editor puts it.
 */
import { isVideoId } from "../video/provider"
import { firstFilled, normaliseCmsLink, type CmsLinkShape } from "../links/cms-link"

/** The colours a CTA can take: variants of the design system's button (components/ui/Button). */
export const ctaColors = ["primary", "secondary", "light", "dark"] as const
export type CtaColor = (typeof ctaColors)[number]

/**
 * The slugs of the buttonColors category group and the variant each names. 'pink' is the
 * brand button, 'white' the light one for dark or photographic backgrounds, 'navy' the ink
 * one, 'outline' the bordered secondary button.
 */
const colorBySlug: Readonly<Record<string, CtaColor>> = {
  pink: "primary",
  brand: "primary",
  primary: "primary",
  white: "light",
  light: "light",
  navy: "dark",
  ink: "dark",
  dark: "dark",
  black: "dark",
  outline: "secondary",
  secondary: "secondary",
}

/** The variant the first known slug names; `fallback` when there is none (an unknown slug is ignored, not an error). */
export function ctaColor(categories: ReadonlyArray<{ slug?: string | null } | null> | null | undefined, fallback: CtaColor = "primary"): CtaColor {
  for (const category of categories ?? []) {
    const color = category?.slug ? colorBySlug[category.slug.trim().toLowerCase()] : undefined
    if (color) return color
  }
  return fallback
}

/** The three entry types of the ctas section (CRAFT.md: ctas_ctas_Entry, ctas_imageCta_Entry, ctas_link_Entry), by their Gatsby type names. */
const kindByType = {
  CmsCtasCtasEntry: "button",
  CmsCtasImageCtaEntry: "image",
  CmsCtasLinkEntry: "link",
} as const

export type CtaKind = (typeof kindByType)[keyof typeof kindByType]

/** What pressing the CTA does. */
export type CtaAction =
  /** Follow a link. */
  | { type: "navigate"; href: string; target: "_blank" | "_self" | null; ariaLabel: string | null; title: string | null }
  /** Open the site's demo-request modal (the navigation's). */
  | { type: "demoModal" }
  /** Open the video modal playing this id. */
  | { type: "video"; videoId: string }

export interface CtaView<Image = unknown> {
  key: string
  kind: CtaKind
  label: string
  action: CtaAction
  color: CtaColor
  /** The button takes the colour of the surface it sits on: see-through, in the surrounding text colour. */
  takeBackgroundColor: boolean
  /** A text link without its underline (ctaRemoveUnderline). */
  removeUnderline: boolean
  /** The image an image CTA sits on. */
  backgroundImage: Image | null
}

/** A CTA item as the site queries it (components/cta/cta-item.ts, fragment CtaItem). */
export interface CtaItemInput<Image = unknown> {
  __typename: string
  cmsId?: string | null
  button?: CmsLinkShape | null
  buttonColor?: ReadonlyArray<{ slug?: string | null } | null> | null
  modalTrigger?: boolean | null
  videoModal?: boolean | null
  videoId?: string | null
  takeBackgroundColor?: boolean | null
  ctaRemoveUnderline?: boolean | null
  backgroundImage?: Image | null
}

/** What a CTA says when its editor gave no label: the action names itself. */
export const defaultCtaLabels = { demoModal: "Get a demo", video: "Watch the video" } as const

export interface CtaViewOptions {
  /** Copy that replaces the CMS label (personalisation's variableElements, e.g. 'heroPrimaryCta'). */
  labelOverride?: string | null
  /** The colour when the item names none (a block's second CTA is the outlined one). */
  defaultColor?: CtaColor
}

/**
 * What a CTA item shows and does, or null when it cannot do anything (no link, no modal, an
 * unknown entry type): such an item is left out rather than rendered as a dead button.
 * A video modal with a well-formed id wins over a modal trigger, which wins over the link;
 * a modal trigger needs no link, but keeps the button's label.
 */
export function ctaView<Image>(item: CtaItemInput<Image> | null | undefined, options: CtaViewOptions = {}): CtaView<Image> | null {
  if (!item) return null
  const kind = (kindByType as Record<string, CtaKind | undefined>)[item.__typename]
  if (!kind) return null
  const link = normaliseCmsLink(item.button)
  const videoId = item.videoId?.trim() ?? ""
  let action: CtaAction
  if (item.videoModal && isVideoId(videoId)) action = { type: "video", videoId }
  else if (item.modalTrigger) action = { type: "demoModal" }
  // An editor's aria-label names the link's own text: personalised copy in its place would no longer match it, so it is dropped then.
  else if (link)
    action = { type: "navigate", href: link.href, target: link.target, ariaLabel: options.labelOverride?.trim() ? null : link.ariaLabel, title: link.title }
  else return null
  const label = firstFilled(options.labelOverride, link?.label, action.type === "navigate" ? null : defaultCtaLabels[action.type])
  if (!label) return null
  return {
    key: item.cmsId ?? `${kind}:${label}`,
    kind,
    label,
    action,
    color: ctaColor(item.buttonColor, options.defaultColor),
    takeBackgroundColor: Boolean(item.takeBackgroundColor),
    removeUnderline: Boolean(item.ctaRemoveUnderline),
    backgroundImage: kind === "image" ? (item.backgroundImage ?? null) : null,
  }
}

/**
 * A block's calls to action: its CTA items when it has any, else its older plain link fields
 * (primaryCta, secondaryCta, cta) as buttons, the first in the brand colour and the others
 * outlined, so content written before CTA items keeps working. (A label override is the
 * component's: components/cta/CtaItem `labelOverride`.)
 */
export function blockCtas<Image>(
  items: ReadonlyArray<CtaItemInput<Image> | null> | null | undefined,
  legacyLinks: ReadonlyArray<CmsLinkShape | null | undefined> = [],
): Array<CtaView<Image>> {
  const fromItems = (items ?? []).map((item, index) => ctaView(item, { defaultColor: index === 0 ? "primary" : "secondary" }))
  const views = fromItems.some(Boolean)
    ? fromItems
    : legacyLinks.map((link, index): CtaView<Image> | null => {
        const normalised = normaliseCmsLink(link)
        if (!normalised) return null
        const label = normalised.label ?? "Learn more"
        return {
          key: `legacy:${index}:${normalised.href}`,
          kind: "button",
          label,
          action: { type: "navigate", href: normalised.href, target: normalised.target, ariaLabel: normalised.ariaLabel, title: normalised.title },
          color: index === 0 ? "primary" : "secondary",
          takeBackgroundColor: false,
          removeUnderline: false,
          backgroundImage: null,
        }
      })
  return views.filter((view): view is CtaView<Image> => view !== null)
}

/**
 * Whether a CTA asks for a demo: it opens the demo dialog, or goes to the demo page (`demoPath`,
 * relative or on the site's own origin, whatever its query or hash). A block that carries its
 * own demo form puts the form's button in that CTA's place, so the visitor is not offered two
 * ways to the same thing (SPEC 3.9).
 */
export function asksForDemo(view: CtaView, demoPath: string, siteUrl: string): boolean {
  if (view.action.type === "demoModal") return true
  if (view.action.type !== "navigate") return false
  let url: URL
  try {
    url = new URL(view.action.href, siteUrl)
  } catch {
    return false
  }
  const trimmed = (path: string): string => path.replace(/\/+$/, "") || "/"
  return url.origin === new URL(siteUrl).origin && trimmed(url.pathname) === trimmed(demoPath)
}
