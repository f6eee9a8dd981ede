import React from "react"
import { Link } from "gatsby"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import { truncate } from "../../../lib/text/truncate"
import type { ResourceSlide } from "../../../lib/navigation/resource-slides"
import * as styles from "./Header.module.css"

/**
 * The sign-up navigation (SPEC 2.6): the logo and one action ('Log in'), and between them, from
 * 768 px, the one featured blog entry it asks for (getBlogFeaturedEntries with limit 1: the
 * signup template's query), cut as the resource slider cuts its slides (SPEC 2.12); with no
 * featured post, the featured-blog lookup's placeholder (lib/blog/featured-blog.ts).
 */
export interface MinimalNavigationProps {
  action: { label: string; href: string }
  featured?: ResourceSlide<unknown> | null
}

export function MinimalNavigation({ action, featured }: MinimalNavigationProps): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo className={styles.logo} />
        {featured ? (
          <aside className={styles.featured} aria-label="From the blog">
            <Link to={featured.path} className={styles.featuredTitle}>
              {truncate(featured.title, 28)}
            </Link>
            {featured.seoDescription ? <p className={styles.featuredCopy}>{truncate(featured.seoDescription, 62)}</p> : null}
          </aside>
        ) : null}
        <ButtonLink href={action.href} variant="secondary" size="small" target="_self">
          {action.label}
        </ButtonLink>
      </div>
    </header>
  )
}
