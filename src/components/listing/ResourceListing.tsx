import React from "react"
import type { BlogCardData } from "../cards/BlogCard"
import { deferHydration } from "../../runtime/deferred-hydration"
import type * as Parts from "./resource-listing-parts"
import type { BlogCategory, BlogDiscovery } from "../../lib/pages/blog-discovery"
import type { CategoryRail } from "../../lib/pages/category-rails"
import type { ListingPagination } from "../../lib/pages/pagination"

export interface ResourceListingProps {
  /** The listing's name, for the pages' navigation label. */
  label: string
  listed: readonly BlogCardData[]
  featured: readonly BlogCardData[]
  pagination?: ListingPagination | null
  /** Blog listings: the search box and the topics, and on a category page the category. */
  discovery?: BlogDiscovery | null
  category?: BlogCategory | null
  rails?: readonly CategoryRail[] | null
  /** The blog's front page: the resourcesList global's picks (lib/pages/resource-picks.ts). */
  picks?: readonly BlogCardData[]
}

const parts = (): Promise<typeof Parts> => import(/* webpackChunkName: "resource-listing-parts" */ "./resource-listing-parts")
/** One section of the listing as a deferred part (src/runtime/deferred-hydration.tsx), its code from the parts' chunk. */
const listingPart = <Props extends object>(pick: (module: typeof Parts) => React.ComponentType<Props>): React.ComponentType<Props> =>
  deferHydration<Props>(() => parts().then(pick))

// Each section is its own deferred part, woken only as it nears the viewport: on a phone at the
// top of the blog's front page that is the search box and the featured posts, not the dozens of
// cards below them, whose server copy would otherwise be rebuilt right after the page's
// hydration (docs/BENCHMARKS.md, 2026-11-30 afternoon).
const Discovery = listingPart((module) => module.ListingDiscovery)
const Featured = listingPart((module) => module.FeaturedEntries)
const Listed = listingPart((module) => module.ListedEntries)
const Picks = listingPart((module) => module.ResourcePicks)
const Rails = listingPart((module) => module.CategoryRails)

/**
 * What a listing page shows below its header: for the blog, the search box and topics,
 * the featured posts and the topic rails; for every listing, one page of its entries and
 * the links to the other pages. Links and a GET form only, so it is complete as server
 * HTML; each section hydrates when it nears the viewport, its code in one chunk off the
 * first-load JavaScript (DESIGN 6).
 */
export function ResourceListing({ label, listed, featured, pagination, discovery, category, rails, picks = [] }: ResourceListingProps): React.JSX.Element {
  const listedProps: Parts.ListedEntriesProps = {
    heading: category ? `Latest in ${category.title}` : discovery ? "Latest posts" : label,
    headingShown: Boolean(discovery),
    entries: listed,
    layout: discovery ? "latestBlogs" : "threeColumns",
    pagination,
    label,
    // After the featured posts the listing starts below the first screen (1,500 px down at 1440 px, 2,000 on a phone); otherwise it shares it.
    deferLayout: featured.length > 0,
  }
  return (
    <>
      {discovery ? <Discovery discovery={discovery} category={category} /> : null}
      {featured.length > 0 ? <Featured entries={featured} /> : null}
      <Listed {...listedProps} />
      {picks.length > 0 ? <Picks entries={picks} /> : null}
      {rails?.length ? <Rails rails={rails} /> : null}
    </>
  )
}
