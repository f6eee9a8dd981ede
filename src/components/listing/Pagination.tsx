import React from "react"
import { SmartLink } from "../ui/SmartLink"
import { paginationLinks, type ListingPagination } from "../../lib/pages/pagination"
import * as styles from "./Pagination.module.css"

/**
 * A listing's pages (lib/pages/pagination.ts): plain links, "Previous" and "Next" and the
 * page numbers around the current one, in a labelled nav; the current page is marked
 * aria-current. The first page has no "Previous" and the last no "Next" (a link that
 * goes nowhere is noise to a screen reader). Nothing at all when the listing fits on one page.
 */
export function Pagination({
  pagination,
  label,
}: {
  pagination: Pick<ListingPagination, "basePath" | "pageNumber" | "pageCount">
  label: string
}): React.JSX.Element | null {
  if (pagination.pageCount <= 1) return null
  const { previous, next, items } = paginationLinks(pagination)
  return (
    <nav className={styles.pagination} aria-label={`${label}: pages`}>
      {previous ? (
        <SmartLink href={previous} className={styles.step} rel="prev">
          ← Previous<span className="visually-hidden"> page</span>
        </SmartLink>
      ) : null}
      <ol className={styles.pages}>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.pageNumber}>
              <SmartLink href={item.path} className={styles.page} aria-current={item.current ? "page" : undefined}>
                <span className="visually-hidden">Page </span>
                {item.pageNumber}
              </SmartLink>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <SmartLink href={next} className={styles.step} rel="next">
          Next<span className="visually-hidden"> page</span> →
        </SmartLink>
      ) : null}
    </nav>
  )
}
