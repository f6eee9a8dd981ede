/**
 * Which pages search engines may index, and so which pages the sitemap lists: one rule,
 * pure and unit-tested, shared by the sitemap and nothing else that could drift from it.
 */
import { pathSegments } from "./structured-data"

/** What the rule reads of a CMS entry (CmsEntry node fields). */
export interface EntryForIndexing {
  path: string | null
  /** SPEC 3.2: false = noindex,nofollow. null/undefined counts as indexable. */
  index?: boolean | null
  /** false for a draft (only built in preview). */
  enabled?: boolean | null
  postDate?: string | null
  dateUpdated?: string | null
}

export interface IndexablePage {
  path: string
  /** W3C datetime (UTC, seconds), or null when the entry has no usable date. */
  lastmod: string | null
}

/** '/404', '/404.html', '/404/…' and Gatsby's '/dev-404-page': never a page to index. */
export function isNotFoundPath(path: string): boolean {
  const first = pathSegments(path)[0]
  return first === "404" || first === "404.html" || first === "dev-404-page"
}

/** SPEC 2.2 / 3.2: an entry's page is indexable unless it is a draft, has index false, or is a 404 page. */
export function isIndexableEntry(entry: EntryForIndexing): entry is EntryForIndexing & { path: string } {
  if (!entry.path) return false
  if (entry.enabled === false) return false
  if (entry.index === false) return false
  return !isNotFoundPath(entry.path)
}

/** The later of postDate and dateUpdated, as 'YYYY-MM-DDThh:mm:ssZ'; null when neither parses. */
export function lastModified(entry: Pick<EntryForIndexing, "postDate" | "dateUpdated">): string | null {
  const times = [entry.postDate, entry.dateUpdated].map((value) => (value ? Date.parse(value) : NaN)).filter((time) => Number.isFinite(time))
  if (times.length === 0) return null
  return new Date(Math.max(...times)).toISOString().replace(/\.\d{3}Z$/, "Z")
}

/**
 * The indexable pages of a build: every CMS entry that passes `isIndexableEntry` and
 * whose page was actually built (`builtPaths`, Gatsby's pages), the blog's category pages of
 * an indexable listing, and the later pages of each listed listing or category, sorted by
 * path, each path once. Other pages that are not
 * CMS entries (the 404 page, the search page) are never listed.
 */
export function indexablePages(entries: Iterable<EntryForIndexing>, builtPaths: Iterable<string>): IndexablePage[] {
  const built = new Set<string>()
  for (const path of builtPaths) built.add(normalise(path))
  const pages = new Map<string, IndexablePage>()
  for (const entry of entries) {
    if (!isIndexableEntry(entry)) continue
    const path = normalise(entry.path)
    if (!built.has(path) || pages.has(path)) continue
    pages.set(path, { path, lastmod: lastModified(entry) })
  }
  // A blog category's page (lib/pages/blog-discovery.ts) is its own canonical URL, indexable
  // when its listing is; so is every later page of a listing or of a category (`…/page/N`,
  // lib/pages/pagination.ts: each is its own canonical URL, and the only link to the older
  // posts it lists), when its first page is listed (issue 32: a crawler finds them all).
  const listedWith = (path: string, firstPage: RegExp): void => {
    const first = firstPage.exec(path)?.[1]
    if (first !== undefined && pages.has(first || "/") && !pages.has(path)) pages.set(path, { path, lastmod: null })
  }
  for (const path of built) listedWith(path, /^(.*)\/category\/[^/]+$/)
  for (const path of built) listedWith(path, /^(.*)\/page\/(?:[2-9]|[1-9]\d+)$/)
  return [...pages.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

const normalise = (path: string): string => `/${pathSegments(path).join("/")}`
