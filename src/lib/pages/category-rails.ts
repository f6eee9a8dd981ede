/**
 * The category rails of the blog's front page: the newest posts of each category, from
 * Craft's element-api category feeds (SPEC 7.2: `GET {element-api}/nextjs-cats/{categoryId}/{suffix}.json`,
 * an array of cards). Read at build time, once per build, into page 1's context.
 *
 * A feed that fails gives `[]` (SPEC 8: logged by the client) and its rail is left out: the
 * rails are a way in, not the content, so an element-api outage must not stop a publish
 * (the listing itself comes from GraphQL, where an outage does stop it).
 *
 * The featured-blog key (SPEC 7.2) makes no call: that endpoint does not exist, so it
 * answers the placeholder card at once.
 */
import { entryPath } from "../../../plugins/gatsby-source-cms/paths"
import type { BlogCategory } from "./blog-discovery"
import { featuredBlogLookup } from "../blog/featured-blog"

/** Posts per rail: one row of the compact cards. */
export const CATEGORY_RAIL_SIZE = 3

export interface CategoryRailItem {
  path: string
  title: string
  summary: string | null
  readingTime: number | null
}

export interface CategoryRail {
  category: BlogCategory & { path: string }
  items: CategoryRailItem[]
}

/** The element-api path of a category's feed; `suffix` is the feed's optional last segment (its page number). */
export function categoryFeedPath(categoryId: string, suffix?: string | number): string {
  const id = encodeURIComponent(categoryId)
  return suffix === undefined || suffix === "" ? `nextjs-cats/${id}.json` : `nextjs-cats/${id}/${encodeURIComponent(String(suffix))}.json`
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

/** The feed's cards that can be shown: a title and a site path; anything malformed is skipped, never thrown on. */
export function railItems(feed: readonly unknown[], limit = CATEGORY_RAIL_SIZE): CategoryRailItem[] {
  const items: CategoryRailItem[] = []
  for (const card of feed) {
    if (items.length >= limit) break
    if (!card || typeof card !== "object") continue
    const { title, uri, summary, readingTime } = card as Record<string, unknown>
    const path = typeof uri === "string" ? entryPath(uri) : null
    const name = text(title)
    if (!path || !name) continue
    items.push({ path, title: name, summary: text(summary), readingTime: typeof readingTime === "number" && readingTime > 0 ? readingTime : null })
  }
  return items
}

/** One rail per category whose feed has posts, in the categories' order; the feeds are read in parallel. */
export async function loadCategoryRails(
  categories: ReadonlyArray<BlogCategory & { path: string }>,
  readFeed: (path: string) => Promise<unknown[]>,
): Promise<CategoryRail[]> {
  const rails = await Promise.all(categories.map(async (category) => ({ category, items: railItems(await elementApiFeed(category.id, readFeed)) })))
  return rails.filter((rail) => rail.items.length > 0)
}

/**
 * An element-api feed by key (SPEC 7.2): a category id reads `nextjs-cats/{id}[/{suffix}].json`
 * (`[]` on failure, SPEC 8); the `featured` key makes no call and answers the placeholder.
 */
export async function elementApiFeed(key: string, readFeed: (path: string) => Promise<unknown[]>, suffix?: string | number): Promise<unknown[]> {
  if (key === "featured") return [featuredBlogLookup()]
  return readFeed(categoryFeedPath(key, suffix))
}
