import React from "react"
import { BlogCardGrid, type BlogCardData } from "../cards/BlogCard"
import { Pagination } from "./Pagination"
import { BlogDiscoveryBar } from "./BlogDiscovery"
import { CategoryRails } from "./CategoryRails"
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

/**
 * What a listing page shows below its header: for the blog, the search box and topics,
 * the featured posts and the topic rails; for every listing, one page of its entries and
 * the links to the other pages. Links and a GET form only, so it is complete as server
 * HTML, and the template hydrates it when it nears the viewport (its own chunk, off the
 * first-load JavaScript, DESIGN 6).
 */
export function ResourceListing({ label, listed, featured, pagination, discovery, category, rails, picks = [] }: ResourceListingProps): React.JSX.Element {
  return (
    <>
      {discovery ? (
        <div className="container" style={{ paddingTop: 32 }}>
          <BlogDiscoveryBar discovery={discovery} currentCategory={category?.slug} />
        </div>
      ) : null}
      {featured.length > 0 ? (
        <section className="section" aria-labelledby="featured-posts" style={{ background: "var(--color-ink)", paddingBottom: 56 }}>
          <div className="container">
            <h2 id="featured-posts" style={{ color: "#fff", marginTop: 0 }}>
              Featured
            </h2>
            <BlogCardGrid entries={featured} layout="highlightedThreeColumns" />
          </div>
        </section>
      ) : null}
      <section className="section" aria-labelledby="listing-heading">
        <div className="container">
          <h2 id="listing-heading" className={discovery ? undefined : "visually-hidden"}>
            {category ? `Latest in ${category.title}` : discovery ? "Latest posts" : label}
          </h2>
          {listed.length > 0 ? (
            <BlogCardGrid entries={listed} layout={discovery ? "latestBlogs" : "threeColumns"} />
          ) : (
            <p className="lede">New resources are on their way. Check back soon.</p>
          )}
          {pagination ? <Pagination pagination={pagination} label={label} /> : null}
        </div>
      </section>
      {picks.length > 0 ? (
        <section className="section" aria-labelledby="resource-picks" style={{ background: "var(--color-surface-alt)" }}>
          <div className="container">
            <h2 id="resource-picks" style={{ marginTop: 0 }}>
              Guides, videos and stories
            </h2>
            <BlogCardGrid entries={picks} layout="threeColumns" />
          </div>
        </section>
      ) : null}
      {rails?.length ? <CategoryRails rails={rails} /> : null}
    </>
  )
}
