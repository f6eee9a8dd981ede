import React from "react"
import { Link } from "gatsby"
import * as styles from "./Article.module.css"

interface ArticleHeaderProps {
  /** The listing the article belongs to, linked in the eyebrow. */
  section: { label: string; href: string }
  /** More eyebrow text after the section (category, duration …). */
  detail?: React.ReactNode
  title: string
  subtitle?: React.ReactNode
  /** Shown above the title (a company or integration logo). */
  logo?: React.ReactNode
  /** Below the subtitle (byline, call to action …). */
  children?: React.ReactNode
  /** A CSS background for the header, built by the site from CMS values it has checked (a blog post's gradient: lib/blog/hero-gradient.ts). */
  background?: string | null
}

/** The header of every article-like page: blog posts, case studies, webinars, e-books, integrations. */
export function ArticleHeader({ section, detail, title, subtitle, logo, children, background }: ArticleHeaderProps): React.JSX.Element {
  return (
    <header
      className={background ? `container ${styles.header} ${styles.tinted}` : `container ${styles.header}`}
      style={background ? { backgroundImage: background } : undefined}
    >
      <div className={styles.headerInner}>
        <p className="eyebrow">
          <Link to={section.href}>{section.label}</Link>
          {detail ? <> · {detail}</> : null}
        </p>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <h1>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </header>
  )
}
