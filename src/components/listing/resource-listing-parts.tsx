import React from "react"
import { BlogCardGrid, type BlogCardData } from "../cards/BlogCard"
import { Pagination } from "./Pagination"
import { BlogDiscoveryBar } from "./BlogDiscovery"
import type { BlogCategory, BlogDiscovery } from "../../lib/pages/blog-discovery"
import type { ListingPagination } from "../../lib/pages/pagination"

export { CategoryRails } from "./CategoryRails"

/**
 * The sections of a listing page below its header, each hydrated on its own as it nears the
 * viewport (ResourceListing.tsx): one chunk for all of them, off the first-load JavaScript.
 */

/** Blog listings: the search box and the topics; on a category page, that category marked. */
export function ListingDiscovery({ discovery, category }: { discovery: BlogDiscovery; category?: BlogCategory | null }): React.JSX.Element {
  return (
    <div className="container" style={{ paddingTop: 32 }}>
      <BlogDiscoveryBar discovery={discovery} currentCategory={category?.slug} />
    </div>
  )
}

/** The blog's featured posts, on a dark band. */
export function FeaturedEntries({ entries }: { entries: readonly BlogCardData[] }): React.JSX.Element {
  return (
    <section className="section" aria-labelledby="featured-posts" style={{ background: "var(--color-ink)", paddingBottom: 56 }}>
      <div className="container">
        <h2 id="featured-posts" style={{ color: "#fff", marginTop: 0 }}>
          Featured
        </h2>
        <BlogCardGrid entries={entries} layout="highlightedThreeColumns" />
      </div>
    </section>
  )
}

export interface ListedEntriesProps {
  /** The section's heading: shown on blog listings, for screen readers only on the others. */
  heading: string
  headingShown: boolean
  entries: readonly BlogCardData[]
  layout: "latestBlogs" | "threeColumns"
  pagination?: ListingPagination | null
  /** The listing's name, for the pages' navigation label. */
  label: string
  /** Below the first screen on every device (after the blog's featured posts): its cards laid out once the page has loaded. */
  deferLayout: boolean
}

/** One page of the listing's entries and the links to its other pages. */
export function ListedEntries({ heading, headingShown, entries, layout, pagination, label, deferLayout }: ListedEntriesProps): React.JSX.Element {
  return (
    <section className="section" aria-labelledby="listing-heading">
      <div className="container">
        <h2 id="listing-heading" className={headingShown ? undefined : "visually-hidden"}>
          {heading}
        </h2>
        {entries.length > 0 ? (
          <BlogCardGrid entries={entries} layout={layout} deferLayout={deferLayout} />
        ) : (
          <p className="lede">New resources are on their way. Check back soon.</p>
        )}
        {pagination ? <Pagination pagination={pagination} label={label} /> : null}
      </div>
    </section>
  )
}

/** The blog's front page: the resourcesList global's picks (lib/pages/resource-picks.ts), below its first screen. */
export function ResourcePicks({ entries }: { entries: readonly BlogCardData[] }): React.JSX.Element {
  return (
    <section className="section" aria-labelledby="resource-picks" style={{ background: "var(--color-surface-alt)" }}>
      <div className="container">
        <h2 id="resource-picks" style={{ marginTop: 0 }}>
          Guides, videos and stories
        </h2>
        <BlogCardGrid entries={entries} layout="threeColumns" deferLayout />
      </div>
    </section>
  )
}
