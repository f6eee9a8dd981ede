import React from "react"
import { Link } from "gatsby"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import { truncate } from "../../../lib/text/truncate"
import { featuredBlogSlide } from "../../../lib/blog/featured-blog"
import * as styles from "./Header.module.css"

/**
 * The sign-up navigation (SPEC 2.6): the logo and one action ('Log in'), and between them, from
 * 768 px, the one featured blog entry it asks for (getBlogFeaturedEntries with limit 1: the
 * signup template's query), cut as the resource slider cuts its slides (SPEC 2.12); with no
 * featured post, the featured-blog lookup's placeholder (lib/blog/featured-blog.ts).
 */
export interface MinimalNavigationProps {
  action: { label: string; href: string }
  /** The newest featured post; null when there is none (the placeholder shows). */
  featured?: { title: string | null; path: string | null; seoDescription: string | null } | null
}

export function MinimalNavigation({ action, featured: post }: MinimalNavigationProps): React.JSX.Element {
  // The featured post, or the featured-blog lookup's placeholder when there is none.
  const featured = post === undefined ? null : post?.path ? { ...post, path: post.path } : featuredBlogSlide()
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo className={styles.logo} />
        {featured ? (
          // A group, not an <aside>: a complementary landmark inside the banner is not allowed (axe landmark-complementary-is-top-level).
          <div role="group" className={styles.featured} aria-label="From the blog">
            <Link to={featured.path} className={styles.featuredTitle}>
              {truncate(featured.title, 28)}
            </Link>
            {featured.seoDescription ? <p className={styles.featuredCopy}>{truncate(featured.seoDescription, 62)}</p> : null}
          </div>
        ) : null}
        <ButtonLink href={action.href} variant="secondary" size="small" target="_self">
          {action.label}
        </ButtonLink>
      </div>
    </header>
  )
}
