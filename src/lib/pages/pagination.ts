/**
 * Listing pages (resourcesIndex entries: /resources, /resources/case-studies,
 * /resources/books-guides, /webinars) split what they list into pages of a fixed size, so
 * no page grows with the number of posts (DESIGN 6: 10,000 posts) and a change to one post
 * re-renders only the listing page that shows it.
 *
 * Paths, decided: page 1 keeps the entry's own path (/resources); page n is
 * `{path}/page/{n}` (/resources/page/2). "page" cannot clash with a listed entry: entries
 * under /resources are `/resources/{slug}`, one segment, and the planner refuses two pages
 * on one path anyway. Each page is its own canonical URL (not page 1's: its posts are not on page 1).
 *
 * Numbered newest first, like every blog: a title edit rewrites the one listing page that
 * shows the post; a new post moves every later post one place, so it rewrites every page
 * of that listing (N / LISTING_PAGE_SIZE small pages, still not the rest of the site).
 */

/** Posts per listing page: four rows of the three-column card grid. */
export const LISTING_PAGE_SIZE = 12

/** Page numbers shown either side of the current page; the first and last are always shown. */
const NEIGHBOURS = 2

export interface ListingPagination {
  /** Page 1's path: the listing entry's own. */
  basePath: string
  /** 1-based. */
  pageNumber: number
  pageCount: number
  /** Where this page's slice of the listed entries starts, and its length. */
  skip: number
  limit: number
}

export function listingPagePath(basePath: string, pageNumber: number): string {
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new RangeError(`no listing page ${pageNumber}`)
  if (pageNumber === 1) return basePath
  return `${basePath === "/" ? "" : basePath.replace(/\/+$/, "")}/page/${pageNumber}`
}

/** One entry per listing page: at least one, so an empty listing still has its page. */
export function paginateListing(basePath: string, itemCount: number, pageSize = LISTING_PAGE_SIZE): Array<ListingPagination & { path: string }> {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`page size must be a positive integer, got ${pageSize}`)
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize))
  return Array.from({ length: pageCount }, (_, index) => ({
    path: listingPagePath(basePath, index + 1),
    basePath,
    pageNumber: index + 1,
    pageCount,
    skip: index * pageSize,
    limit: pageSize,
  }))
}

export type PageLinkItem = { kind: "page"; pageNumber: number; path: string; current: boolean } | { kind: "gap"; key: string }

export interface PaginationLinks {
  previous: string | null
  next: string | null
  /** The numbers to show: first, last, and the current page's neighbours; gaps between. A bounded list, whatever the page count. */
  items: PageLinkItem[]
}

export function paginationLinks({ basePath, pageNumber, pageCount }: Pick<ListingPagination, "basePath" | "pageNumber" | "pageCount">): PaginationLinks {
  const shown = new Set<number>([1, pageCount])
  for (let n = pageNumber - NEIGHBOURS; n <= pageNumber + NEIGHBOURS; n++) if (n >= 1 && n <= pageCount) shown.add(n)
  const numbers = [...shown].sort((a, b) => a - b)
  const items: PageLinkItem[] = []
  numbers.forEach((n, index) => {
    const before = numbers[index - 1]
    if (before !== undefined && n - before > 1) {
      // A gap of one page is shown as that page's number: "…" would hide no more than it takes.
      if (n - before === 2) items.push({ kind: "page", pageNumber: n - 1, path: listingPagePath(basePath, n - 1), current: false })
      else items.push({ kind: "gap", key: `gap-${before}-${n}` })
    }
    items.push({ kind: "page", pageNumber: n, path: listingPagePath(basePath, n), current: n === pageNumber })
  })
  return {
    previous: pageNumber > 1 ? listingPagePath(basePath, pageNumber - 1) : null,
    next: pageNumber < pageCount ? listingPagePath(basePath, pageNumber + 1) : null,
    items,
  }
}

interface ListingSeoFields {
  title?: string | null
  seoTitle?: string | null
  url?: string | null
  canonical?: string | null
  path?: string | null
}

/**
 * The SEO fields of listing page n: page 1 is the entry as the editor set it; later pages
 * name their number in the title and are their own canonical URL (the entry's canonical
 * and url name page 1).
 */
export function listingPageSeo<Entry extends ListingSeoFields>(
  entry: Entry,
  pagination: Pick<ListingPagination, "basePath" | "pageNumber" | "pageCount"> | null | undefined,
): Entry {
  if (!pagination || pagination.pageNumber === 1) return entry
  const suffix = ` – page ${pagination.pageNumber} of ${pagination.pageCount}`
  return {
    ...entry,
    title: entry.title ? `${entry.title}${suffix}` : entry.title,
    seoTitle: entry.seoTitle ? `${entry.seoTitle}${suffix}` : entry.seoTitle,
    canonical: null,
    url: null,
    path: listingPagePath(pagination.basePath, pagination.pageNumber),
  }
}
