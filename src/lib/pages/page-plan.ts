/**
 * Which template renders an entry, and which navigation it gets (SPEC 2.3). Pure, so
 * gatsby-node stays a thin loop and the rules are unit-tested.
 */
import { entryDefaultFieldByParam, type EntryAttributionDefaults } from "../attribution/params"
import { paginateListing, type ListingPagination } from "./pagination"
import { blogCategoryPath, blogSearchPath, type BlogCategory, type BlogDiscovery } from "./blog-discovery"
import { hasSyncedHeroBlock } from "../../features/lead-capture/rules/synced-hero"

/**
 * Template file names in src/templates/, keyed by the CMS typeHandle. Entry types whose
 * pages are their pageBuilder blocks and nothing else share the `page` template; a type
 * gets its own template as soon as it shows more than its blocks (pricing toggles,
 * the demo form …), so no two template files are copies of each other.
 */
export const templateByTypeHandle = {
  home: "home",
  demo: "demo",
  demoBooking: "demo-booking",
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
  industry: "industry",
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
export type TemplateName = (typeof templateByTypeHandle)[KnownTypeHandle] | "one-line" | "blog-search"

export const isKnownTypeHandle = (typeHandle: string): typeHandle is KnownTypeHandle => Object.prototype.hasOwnProperty.call(templateByTypeHandle, typeHandle)

/** An unknown typeHandle still gets a page: its blocks, through the `page` template, with no navigation. */
export function templateFor(typeHandle: string): TemplateName {
  return isKnownTypeHandle(typeHandle) ? templateByTypeHandle[typeHandle] : "page"
}

export type NavigationKind = "default" | "landing" | "thankYouNoteGenerator" | "signup" | "none"

/** Entry types whose editors choose the landing navigation with `landingPageNavigation` (SPEC 2.5, 3.7). */
const LANDING_NAVIGATION_TYPES = new Set(["landingPage", "webinars", "register", "webinarSpecial"])

/** SPEC 2.3. */
export function navigationFor(typeHandle: string, landingPageNavigation?: boolean | null): NavigationKind {
  if (LANDING_NAVIGATION_TYPES.has(typeHandle) && landingPageNavigation) return "landing"
  if (typeHandle === "landingPage") return "default"
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
  /** Blog posts: their categories (category listing pages) and the editor's featured flag. */
  blogCategories?: ReadonlyArray<{ slug?: string | null; cmsId?: string | null; title?: string | null; groupHandle?: string | null } | null> | null
  featuredArticle?: boolean | null
  /** Blog posts: also listed where the case studies are (SPEC 3.3). */
  displayOnCaseStudyPage?: boolean | null
  /** Webinars: when they take (or took) place (SPEC 3.7: eventDate for special events, releaseDate for the others). */
  eventDate?: string | null
  releaseDate?: string | null
  /** Entries built from blocks: each block's type, to know whether the page shows a synced hero (withSyncedHero). */
  pageBuilder?: ReadonlyArray<{ __typename?: string } | null> | null
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
    /**
     * The `page` and `industry` templates' pages: the entries shown at the page's foot as related cards (a
     * feature's other features, an industry's other industries: lib/pages/page-plan.ts relatedEntryIds), read
     * by id like listedIds; empty when the page shows none.
     */
    relatedIds?: string[]
    /** A category listing page (`{listing}/category/{slug}`): the category it lists. */
    listingCategory?: BlogCategory
    /**
     * Listing pages: the featured posts (at most FEATURED_POSTS), on page 1 of a blog listing,
     * empty elsewhere: the promoted posts first (promotedBlogPosts), then the featuredArticle
     * posts, newest first.
     */
    featuredIds?: string[]
    /**
     * The homepage: its newest blog posts (HOME_LATEST_POSTS, newestPosts below), read by id like
     * listedIds, so the page's query depends on those posts alone, not on every post.
     */
    latestPostIds?: string[]
    /**
     * The homepage: the entries at `homeCardPaths` (the pages its bento grid shows as cards), in
     * that order, read by id; a path no entry has is left out (its card keeps the code's copy).
     */
    cardPageIds?: string[]
    /** The sign-up page: the newest featured blog post its navigation shows (getBlogFeaturedEntries, limit 1), read by id. */
    featuredPostIds?: string[]
    /** Blog listings, their category pages and their search page: where the search and the category links lead. */
    blogDiscovery?: BlogDiscovery
    /**
     * Webinars: whether it was still to come when the site was built (its date, not its
     * type, decides: SPEC 3.7). The page starts from this, so its server HTML and its
     * hydration agree, and looks at the clock again once it runs.
     */
    webinarUpcoming?: boolean
    /**
     * The demo booking page: the day it was built (UTC, 'YYYY-MM-DD'), the clock its server
     * HTML lists slots from; the browser looks at its own clock once it runs. A day, not the
     * build's instant, so a rebuild for other content does not rewrite the page (incremental
     * builds, docs/publishing-and-preview.md).
     */
    builtOn?: string
    /**
     * A page with a synced hero block: its query also reads the master synced hero the
     * siteSettings global names (blocks/page-builder/page-builder-globals.tsx). Absent on
     * every other page, whose query leaves the master out.
     */
    withSyncedHero?: true
  }
}

export class PagePlanError extends Error {}

const listingTypesOf = (entry: EntryForPage): string[] => (entry.listingTypes ?? []).filter((t): t is string => typeof t === "string")

interface Listed {
  id: string
  /** postDate in ms; undated entries sort last. */
  time: number
  categories: ReadonlySet<string>
  featured: boolean
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
function listedEntries(entries: readonly EntryForPage[]): (section: string | null | undefined, types: readonly string[]) => Listed[] {
  const groups = new Map<string, Listed[]>()
  for (const entry of entries) {
    if (!entry.path || !entry.sectionHandle) continue
    const key = `${entry.sectionHandle}/${entry.typeHandle}`
    const categories = new Set((entry.blogCategories ?? []).flatMap((category) => (category?.slug ? [category.slug] : [])))
    const listed = { id: entry.id, time: postTime(entry), categories, featured: entry.featuredArticle === true }
    // A post with displayOnCaseStudyPage is listed with its section's case studies too (SPEC 3.3).
    const keys = entry.typeHandle === "blog" && entry.displayOnCaseStudyPage === true ? [key, `${entry.sectionHandle}/caseStudy`] : [key]
    for (const groupKey of keys) {
      const group = groups.get(groupKey)
      if (group) group.push(listed)
      else groups.set(groupKey, [listed])
    }
  }
  // A listing of posts and case studies lists a flagged post once.
  const once = (items: Listed[]): Listed[] => [...new Map(items.map((item) => [item.id, item])).values()]
  return (section, types) => (section ? once([...new Set(types)].flatMap((type) => groups.get(`${section}/${type}`) ?? [])).sort(newestFirst) : [])
}

/** Posts featured on page 1 of a blog listing (the highlighted three columns, SPEC 2.12). */
export const FEATURED_POSTS = 3

/** The homepage's newest posts (its blog band). */
export const HOME_LATEST_POSTS = 2

/** The blog's posts, as the CMS types them (section `blog`, entry type `blog`: CmsBlogBlogEntry). */
const BLOG_POSTS = { section: "blog", types: ["blog"] } as const

/**
 * The blog's posts with a page, newest first (ids), and those of them the editors featured
 * (featuredArticle), newest first: what the homepage, the sign-up page and the default
 * navigation show. They are chosen here, from the entries createPages reads anyway, and the
 * pages read them by id: a query that sorted or filtered every post would depend on every
 * post, so each post edited would run it again over all of them (about 2 s of a one-entry
 * rebuild at 10,000 posts), for lists that rarely change.
 */
export function newestPosts(entries: readonly EntryForPage[]): NewestPosts {
  return newestOf(listedEntries(entries))
}

export interface NewestPosts {
  latest: string[]
  featured: string[]
}

function newestOf(listed: ReturnType<typeof listedEntries>): NewestPosts {
  const posts = listed(BLOG_POSTS.section, BLOG_POSTS.types)
  return { latest: posts.map((post) => post.id), featured: posts.filter((post) => post.featured).map((post) => post.id) }
}

/**
 * Which listings get blog discovery (category pages, a search page, featured posts): those
 * that list blog posts (`listingTypes` includes `blog`). Decided by content, not by path, so a
 * Craft install that lists its blog elsewhere still gets them.
 */
const listsBlogPosts = (types: readonly string[]): boolean => types.includes("blog")

/**
 * One page per entry that has a path, and listing entries one page per LISTING_PAGE_SIZE
 * entries they list (page 1 on the entry's path); two pages on one path is an error.
 */
export interface PlanOptions {
  /** The build benchmark's floor: blog posts render through the one-line template. */
  oneLineBlogPosts?: boolean
  /** The blog's categories (SPEC 9.4), in the editor's order: one paginated listing page each. */
  blogCategories?: readonly BlogCategory[]
  /** The build's clock, for webinars' upcoming-or-past. */
  now?: Date
  /**
   * The promotedBlogPosts global's featuredBlogPost (SPEC 3.8), in the editor's order: they
   * lead a blog listing's featured band, before the newest featuredArticle posts.
   */
  promotedPostIds?: readonly string[]
  /** The paths of the pages the homepage shows as cards (its bento grid: blocks/home/BentoCards). */
  homeCardPaths?: readonly string[]
}

/** A webinar is upcoming until its date; one without a date is not. */
export function isUpcomingWebinar(entry: Pick<EntryForPage, "eventDate" | "releaseDate">, now: Date): boolean {
  const date = Date.parse(entry.eventDate ?? entry.releaseDate ?? "")
  return Number.isFinite(date) && date > now.getTime()
}

export function planPages(entries: readonly EntryForPage[], options: PlanOptions = {}): PlannedPage[] {
  const seen = new Map<string, string>()
  const pages: PlannedPage[] = []
  const listed = listedEntries(entries)
  const posts = newestOf(listed)
  const idByPath = new Map(entries.flatMap((entry) => (entry.path ? [[entry.path, entry.id] as const] : [])))
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
    if (hasSyncedHeroBlock(entry.pageBuilder)) context.withSyncedHero = true
    if (template === "webinar") context.webinarUpcoming = isUpcomingWebinar(entry, options.now ?? new Date())
    if (template === "page" || template === "industry") context.relatedIds = relatedEntryIds(entry, entries)
    if (template === "demo-booking") context.builtOn = (options.now ?? new Date()).toISOString().slice(0, 10)
    if (template === "home") {
      context.latestPostIds = posts.latest.slice(0, HOME_LATEST_POSTS)
      context.cardPageIds = (options.homeCardPaths ?? []).flatMap((path) => idByPath.get(path) ?? [])
    }
    if (template === "signup") context.featuredPostIds = posts.featured.slice(0, 1)
    if (template !== "resources-index") {
      claim(entry.path, `entry ${entry.id}`)
      pages.push({ path: entry.path, template, context })
      continue
    }
    const all = listed(entry.listingSection, context.listingTypes)
    const blog = listsBlogPosts(context.listingTypes)
    const categories = blog ? (options.blogCategories ?? []) : []
    const discovery: BlogDiscovery | undefined = blog
      ? {
          listingPath: entry.path,
          searchPath: blogSearchPath(entry.path),
          categories: categories.map((category) => ({ ...category, path: blogCategoryPath(entry.path!, category.slug) })),
        }
      : undefined
    /** One page per LISTING_PAGE_SIZE ids on `basePath`; `firstPage` only on page 1. `owner` names the pages in a clash. */
    const paginate = (
      basePath: string,
      ids: string[],
      owner: string,
      every: Partial<PlannedPage["context"]>,
      firstPage: Partial<PlannedPage["context"]> = {},
    ): void => {
      for (const { path, ...pagination } of paginateListing(basePath, ids.length)) {
        claim(path, pagination.pageNumber === 1 ? (owner === entry.id ? `entry ${owner}` : owner) : `page ${pagination.pageNumber} of ${owner}`)
        const listedIds = ids.slice(pagination.skip, pagination.skip + pagination.limit)
        // featuredIds is always set on a listing page: the template's query takes it as a variable.
        pages.push({
          path,
          template,
          context: { ...context, featuredIds: [], ...every, ...(pagination.pageNumber === 1 ? firstPage : {}), pagination, listedIds },
        })
      }
    }
    const listedHere = new Set(all.map((post) => post.id))
    const promoted = (options.promotedPostIds ?? []).filter((id) => listedHere.has(id))
    const featuredIds = blog ? [...new Set([...promoted, ...all.filter((post) => post.featured).map((post) => post.id)])].slice(0, FEATURED_POSTS) : []
    paginate(
      entry.path,
      all.map((post) => post.id),
      entry.id,
      discovery ? { blogDiscovery: discovery } : {},
      featuredIds.length ? { featuredIds } : {},
    )
    if (!discovery) continue
    for (const category of discovery.categories) {
      const { path: categoryPath, ...listingCategory } = category
      const ids = all.filter((post) => post.categories.has(category.slug)).map((post) => post.id)
      paginate(categoryPath, ids, `category ${category.slug} of ${entry.id}`, { blogDiscovery: discovery, listingCategory })
    }
    claim(discovery.searchPath, `the search of ${entry.id}`)
    pages.push({ path: discovery.searchPath, template: "blog-search", context: { ...context, blogDiscovery: discovery } })
  }
  return pages
}

/** Pages shown under a page as related cards, and how many. */
const RELATED_TYPES: ReadonlySet<string> = new Set(["feature", "industry"])
const RELATED_CARDS = 3

/**
 * The entries a page of a related type shows at its foot: the next RELATED_CARDS entries of its
 * type with a page, by path, starting after it and wrapping round, so every page of the type is
 * some other page's card and a page's cards stay put while other content changes. Empty for
 * other types.
 */
function relatedEntryIds(
  entry: { id: string; typeHandle: string },
  entries: ReadonlyArray<{ id: string; typeHandle: string; path?: string | null }>,
): string[] {
  if (!RELATED_TYPES.has(entry.typeHandle)) return []
  const siblings = entries
    .flatMap((other) => (other.typeHandle === entry.typeHandle && other.path ? [{ id: other.id, path: other.path }] : []))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const at = siblings.findIndex((other) => other.id === entry.id)
  const others = [...siblings.slice(at + 1), ...siblings.slice(0, Math.max(at, 0))].filter((other) => other.id !== entry.id)
  return others.slice(0, RELATED_CARDS).map((other) => other.id)
}
