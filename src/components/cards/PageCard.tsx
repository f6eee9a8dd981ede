import React from "react"
import { graphql, Link } from "gatsby"
import { CmsImage } from "../ui/CmsImage"
import type { PageCardItem } from "../../lib/pages/page-cards"
import * as styles from "./ResourceCard.module.css"

export type PageCardImage = Queries.CmsImageCardFragment

/**
 * Pages as cards (the comparison index, a page's related pages): each its picture when it has
 * one, its title linking to it and its description; the card fields of lib/pages/page-cards.ts.
 */
export function PageCardGrid({ pages }: { pages: ReadonlyArray<PageCardItem<PageCardImage>> }): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {pages.map((page) => (
        <li key={page.id} className={styles.item}>
          <article className={styles.card}>
            {/* The title names the card; its picture illustrates it. */}
            <CmsImage image={page.image} alt="" className={styles.picture} />
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

/** What an entry's card reads (lib/pages/page-cards.ts `pageCards`). */
export const fragment = graphql`
  fragment PageCardFields on CmsEntry {
    id
    title
    path
    seoDescription
    bentoTitle
    bentoCopy
    bentoImage {
      ...CmsImageCard
    }
  }
`
