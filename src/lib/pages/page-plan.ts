/**
 * Which template renders an entry, and which navigation it gets (SPEC 2.3). Pure, so
 * gatsby-node stays a thin loop and the rules are unit-tested.
 */
import { entryDefaultFieldByParam, type EntryAttributionDefaults } from "../attribution/params"
import { paginateListing, type ListingPagination } from "./pagination"

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
  cookies: "cookies",
  privacy: "page",
  tos: "page",
  template: "page",
  tools: "tool",
  company: "page",
  feature: "page",
  productPage: "page",
  landingPage: "landing-page",
  industry: "page",
  integrationsIndex: "integrations-index",
  resourcesIndex: "resources-index",
  toolsIndex: "tools-index",
  pressIndex: "press-index",
  comparisonIndex: "comparison-index",
  comparison: "page",
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
/**
 * `one-line`: the build benchmark's floor (scripts/bench/build.ts renders the blog posts
 * with it to measure what the real template costs on top); never chosen otherwise.
 */
export type TemplateName = (typeof templateByTypeHandle)[KnownTypeHandle] | "one-line"

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
export type AttributionDefaults = EntryAttributionDefaults

const attributionDefaultFields = Object.values(entryDefaultFieldByParam)

export interface EntryForPage extends AttributionDefaults {
  id: string
  path: string | null
  typeHandle: string
  /** Listing pages list the entries of their section and types, newest postDate first. */
  sectionHandle?: string | null
  postDate?: string | null
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
    /** Listing pages: which page of the listing this is (lib/pages/pagination.ts). */
    pagination?: ListingPagination
    /**
     * Listing pages: the ids of the entries this page shows, in order. Gatsby hands context
     * keys to the page query as variables; the query reads these nodes by id
     * (lib/pages/listed-entries.ts), so the page depends on them alone, not on every entry.
     */
    listedIds?: string[]
  }
}

export class PagePlanError extends Error {}

const listingTypesOf = (entry: EntryForPage): string[] => (entry.listingTypes ?? []).filter((t): t is string => typeof t === "string")

interface Listed {
  id: string
  /** postDate in ms; undated entries sort last. */
  time: number
}

/** Newest postDate first, undated entries last, then by id: the same order on every build. */
const newestFirst = (a: Listed, b: Listed): number => (a.time !== b.time ? b.time - a.time : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const postTime = (entry: EntryForPage): number => {
  const time = entry.postDate ? Date.parse(entry.postDate) : Number.NaN
  return Number.isNaN(time) ? Number.MIN_SAFE_INTEGER : time
}

/**
 * What each listing lists, by its section and types: the entries of that section, of one
 * of those types, with a path, newest first. Entries are grouped in one pass and each
 * listing sorts only its own groups, so planning stays O(n log n) in the number of entries.
 */
function listedEntries(entries: readonly EntryForPage[]): (section: string | null | undefined, types: readonly string[]) => string[] {
  const groups = new Map<string, Listed[]>()
  for (const entry of entries) {
    if (!entry.path || !entry.sectionHandle) continue
    const key = `${entry.sectionHandle}/${entry.typeHandle}`
    const listed = { id: entry.id, time: postTime(entry) }
    const group = groups.get(key)
    if (group) group.push(listed)
    else groups.set(key, [listed])
  }
  return (section, types) =>
    section ? [...new Set(types)].flatMap((type) => groups.get(`${section}/${type}`) ?? []).sort(newestFirst).map((entry) => entry.id) : []
}

/**
 * One page per entry that has a path, and listing entries one page per LISTING_PAGE_SIZE
 * entries they list (page 1 on the entry's path); two pages on one path is an error.
 */
export interface PlanOptions {
  /** The build benchmark's floor: blog posts render through the one-line template. */
  oneLineBlogPosts?: boolean
}

export function planPages(entries: readonly EntryForPage[], options: PlanOptions = {}): PlannedPage[] {
  const seen = new Map<string, string>()
  const pages: PlannedPage[] = []
  const listed = listedEntries(entries)
  const claim = (path: string, by: string): void => {
    const other = seen.get(path)
    if (other) throw new PagePlanError(`${other} and ${by} both want the path ${path}`)
    seen.set(path, by)
  }
  for (const entry of entries) {
    if (!entry.path) continue
    const template = options.oneLineBlogPosts && entry.typeHandle === "blog" ? "one-line" : templateFor(entry.typeHandle)
    const context: PlannedPage["context"] = {
      id: entry.id,
      navigation: navigationFor(entry.typeHandle, entry.landingPageNavigation),
      listingSection: entry.listingSection ?? null,
      listingTypes: listingTypesOf(entry),
      attributionDefaults: Object.fromEntries(attributionDefaultFields.filter((f) => entry[f]).map((f) => [f, entry[f]])),
    }
    if (template !== "resources-index") {
      claim(entry.path, `entry ${entry.id}`)
      pages.push({ path: entry.path, template, context })
      continue
    }
    const ids = listed(entry.listingSection, context.listingTypes)
    for (const { path, ...pagination } of paginateListing(entry.path, ids.length)) {
      claim(path, pagination.pageNumber === 1 ? `entry ${entry.id}` : `page ${pagination.pageNumber} of ${entry.id}`)
      pages.push({ path, template, context: { ...context, pagination, listedIds: ids.slice(pagination.skip, pagination.skip + pagination.limit) } })
    }
  }
  return pages
}
