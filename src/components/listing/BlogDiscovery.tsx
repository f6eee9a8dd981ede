import React from "react"
import { navigate } from "gatsby"
import { SmartLink } from "../ui/SmartLink"
import { Button } from "../ui/Button"
import { BLOG_SEARCH_FALLBACK_PATH, searchUrl } from "../../lib/blog-search/query"
import type { BlogDiscovery as Discovery } from "../../lib/pages/blog-discovery"
import * as styles from "./BlogDiscovery.module.css"

/**
 * Above every blog listing: a search box and the blog's topics. The search is a plain GET
 * form, so it works before (and without) the page's JavaScript: it then submits to the
 * server-rendered results (lib/blog-search/results-page.ts); once hydrated it goes to the
 * search page within the site instead.
 */
export function BlogDiscoveryBar({ discovery, currentCategory }: { discovery: Discovery; currentCategory?: string | null }): React.JSX.Element {
  const onSubmit = (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    void navigate(searchUrl(discovery.searchPath, { q: String(data.get("q") ?? "").trim(), category: "" }))
  }
  return (
    <div className={styles.bar}>
      <form role="search" aria-label="Blog" action={BLOG_SEARCH_FALLBACK_PATH} method="get" className={styles.search} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor="blog-search-q">Search the blog</label>
          <input
            id="blog-search-q"
            className={styles.input}
            type="search"
            name="q"
            placeholder="Try “follow-up” or “pipeline”"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {discovery.categories.length > 0 ? (
        <nav aria-labelledby="blog-topics-label">
          <p id="blog-topics-label" className={styles.topicsLabel}>
            Topics
          </p>
          <ul className={styles.topics}>
            <li>
              <SmartLink href={discovery.listingPath} className={styles.topic} aria-current={currentCategory ? undefined : "true"}>
                All posts
              </SmartLink>
            </li>
            {discovery.categories.map((category) => (
              <li key={category.slug}>
                <SmartLink href={category.path} className={styles.topic} aria-current={currentCategory === category.slug ? "true" : undefined}>
                  {category.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
