/**
 * Where a visitor finds blog posts besides the newest-first listing (issue 15): one listing
 * per category at `{listing}/category/{slug}` and a search page at `{listing}/search`.
 *
 * Paths, decided: `category/{slug}` is two segments below the listing, so it can never be a
 * post's path (`/resources/{slug}` is one); `search` is one segment, so a post slugged
 * "search" would clash, and the page planner refuses the build naming both rather than
 * letting one page silently replace the other.
 */
import { site } from "../../config/site"
import { listingPageSeo, type ListingPagination } from "./pagination"

/** A category of the blog's group (SPEC 9.4): `id` is the CMS's id, which the element-api feeds take. */
export interface BlogCategory {
  id: string
  slug: string
  title: string
}

export interface BlogDiscovery {
  /** The listing's own path (page 1). */
  listingPath: string
  searchPath: string
  categories: Array<BlogCategory & { path: string }>
}

const base = (listingPath: string): string => (listingPath === "/" ? "" : listingPath.replace(/\/+$/, ""))

export const blogCategoryPath = (listingPath: string, slug: string): string => `${base(listingPath)}/category/${encodeURIComponent(slug)}`

export const blogSearchPath = (listingPath: string): string => `${base(listingPath)}/search`

interface DiscoverySeoFields {
  title?: string | null
  seoTitle?: string | null
  seoDescription?: string | null
  url?: string | null
  canonical?: string | null
  path?: string | null
  index?: boolean | null
}

/** A planned listing page, as far as its head is concerned. */
export interface ListingPageForSeo {
  path: string
  context: { pagination?: ListingPagination; listingCategory?: BlogCategory; blogDiscovery?: BlogDiscovery }
}

/**
 * The SEO fields of a page the listing entry renders besides its own: a category page is
 * its own canonical URL with the category in its title and description; the search page is
 * noindex (its results are the posts' pages, which are indexed); later pages of either name
 * their number (listingPageSeo).
 */
export function listingEntrySeo<Entry extends DiscoverySeoFields>(entry: Entry, page: ListingPageForSeo): Entry {
  const { blogDiscovery, listingCategory, pagination } = page.context
  const listingTitle = entry.title?.trim() || "Blog"
  if (blogDiscovery && page.path === blogDiscovery.searchPath) {
    return {
      ...entry,
      title: `Search the ${listingTitle.toLowerCase() === "blog" ? "blog" : listingTitle}`,
      seoTitle: null,
      seoDescription: `Find ${site.name} articles by title and topic.`,
      canonical: null,
      url: null,
      path: blogDiscovery.searchPath,
      index: false,
    }
  }
  if (!listingCategory || !blogDiscovery) return listingPageSeo(entry, pagination)
  const categoryPage: Entry = {
    ...entry,
    title: `${listingCategory.title} – ${listingTitle}`,
    seoTitle: `${listingCategory.title} articles from the ${site.name} blog`,
    seoDescription: `${site.name} articles on ${listingCategory.title.toLowerCase()} for small, relationship-focused teams: practical advice you can use this week.`,
    canonical: null,
    url: null,
    path: blogCategoryPath(blogDiscovery.listingPath, listingCategory.slug),
  }
  return listingPageSeo(categoryPage, pagination)
}

type CategoryField = { cmsId?: string | null; slug?: string | null; title?: string | null; groupHandle?: string | null } | null

/**
 * The blog's categories, from the posts filed under them: the data layer has categories only
 * as fields of entries, and a category no post is filed under would be an empty page (it
 * gets its page with its first post). Most posts first, then by title: the same order on
 * every build.
 */
export function blogCategoriesOf(posts: ReadonlyArray<{ blogCategories?: ReadonlyArray<CategoryField> | null }>): BlogCategory[] {
  const found = new Map<string, BlogCategory & { posts: number }>()
  for (const post of posts) {
    for (const category of post.blogCategories ?? []) {
      if (!category?.cmsId || !category.slug || !category.title || (category.groupHandle && category.groupHandle !== "blogCategories")) continue
      const known = found.get(category.slug)
      if (known) known.posts++
      else found.set(category.slug, { id: category.cmsId, slug: category.slug, title: category.title, posts: 1 })
    }
  }
  return [...found.values()].sort((a, b) => b.posts - a.posts || a.title.localeCompare(b.title, "en")).map(({ posts: _posts, ...category }) => category)
}
