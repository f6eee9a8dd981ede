import React from "react"
import { Link } from "gatsby"
import type { PageCardItem } from "../../lib/pages/page-cards"
import * as styles from "./ResourceCard.module.css"

/** A page's card in an index (the CRM comparisons): its title linking to it and its description. */
export function PageCardGrid({ pages }: { pages: readonly PageCardItem[] }): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {pages.map((page) => (
        <li key={page.id} className={styles.item}>
          <article className={styles.card}>
            <h3 className={styles.title}>
              <Link to={page.path}>{page.title}</Link>
            </h3>
            {page.description ? <p className={styles.summary}>{page.description}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  )
}
