/**
 * Which template renders an entry, and which navigation it gets (SPEC 2.3). Pure, so
 * gatsby-node stays a thin loop and the rules are unit-tested.
 */

/**
 * Template file names in src/templates/, keyed by the CMS typeHandle. Entry types whose
 * pages are their pageBuilder blocks and nothing else share the `page` template; a type
 * gets its own template as soon as it shows more than its blocks (pricing toggles,
 * the demo form …), so no two template files are copies of each other.
 */
export const templateByTypeHandle = {
  home: "home",
  demo: "demo",
  signup: "signup",
  pricing: "page",
  cookies: "page",
  privacy: "page",
  tos: "page",
  template: "page",
  tools: "page",
  company: "page",
  feature: "page",
  productPage: "page",
  landingPage: "landing-page",
  industry: "page",
  integrationsIndex: "integrations-index",
  resourcesIndex: "resources-index",
  thankYouNoteGenerator: "thank-you-note-generator",
  blog: "blog-post",
  caseStudy: "case-study",
  webinars: "webinar",
  register: "webinar",
  webinarSpecial: "webinar",
  eBook: "ebook",
  newEBook: "ebook",
  download: "ebook",
  integration: "integration",
} as const

export type KnownTypeHandle = keyof typeof templateByTypeHandle
export type TemplateName = (typeof templateByTypeHandle)[KnownTypeHandle]

export const isKnownTypeHandle = (typeHandle: string): typeHandle is KnownTypeHandle => Object.prototype.hasOwnProperty.call(templateByTypeHandle, typeHandle)

/** An unknown typeHandle still gets a page: its blocks, through the `page` template, with no navigation. */
export function templateFor(typeHandle: string): TemplateName {
  return isKnownTypeHandle(typeHandle) ? templateByTypeHandle[typeHandle] : "page"
}

export type NavigationKind = "default" | "landing" | "thankYouNoteGenerator" | "signup" | "none"

/** SPEC 2.3. */
export function navigationFor(typeHandle: string, landingPageNavigation?: boolean | null): NavigationKind {
  if (typeHandle === "landingPage") return landingPageNavigation ? "landing" : "default"
  if (typeHandle === "thankYouNoteGenerator") return "thankYouNoteGenerator"
  if (typeHandle === "signup") return "signup"
  return isKnownTypeHandle(typeHandle) ? "default" : "none"
}

/** The entry's attribution defaults (SPEC 9.3), used when the query lacks the parameter. */
export interface AttributionDefaults {
  defaultCampaignUtm?: string | null
  defaultMediumUtm?: string | null
  defaultSourceUtm?: string | null
  defaultFpRef?: string | null
  defaultDubId?: string | null
  defaultPartnerId?: string | null
}

const attributionDefaultFields = ["defaultCampaignUtm", "defaultMediumUtm", "defaultSourceUtm", "defaultFpRef", "defaultDubId", "defaultPartnerId"] as const

export interface EntryForPage extends AttributionDefaults {
  id: string
  path: string | null
  typeHandle: string
  landingPageNavigation?: boolean | null
  listingSection?: string | null
  listingTypes?: ReadonlyArray<string | null> | null
}

export interface PlannedPage {
  path: string
  template: TemplateName
  context: {
    id: string
    navigation: NavigationKind
    /** Listing pages: what they list. */
    listingSection: string | null
    listingTypes: string[]
    /** Only the defaults the entry sets; the browser reads them on every page view. */
    attributionDefaults: AttributionDefaults
  }
}

export class PagePlanError extends Error {}

/** One page per entry that has a path; two entries on one path is an error. */
export function planPages(entries: readonly EntryForPage[]): PlannedPage[] {
  const seen = new Map<string, string>()
  const pages: PlannedPage[] = []
  for (const entry of entries) {
    if (!entry.path) continue
    const other = seen.get(entry.path)
    if (other) throw new PagePlanError(`entries ${other} and ${entry.id} both want the path ${entry.path}`)
    seen.set(entry.path, entry.id)
    pages.push({
      path: entry.path,
      template: templateFor(entry.typeHandle),
      context: {
        id: entry.id,
        navigation: navigationFor(entry.typeHandle, entry.landingPageNavigation),
        listingSection: entry.listingSection ?? null,
        listingTypes: (entry.listingTypes ?? []).filter((t): t is string => typeof t === "string"),
        attributionDefaults: Object.fromEntries(attributionDefaultFields.filter((f) => entry[f]).map((f) => [f, entry[f]])),
      },
    })
  }
  return pages
}
