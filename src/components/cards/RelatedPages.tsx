import React from "react"
import { PageCardGrid, type PageCardImage } from "./PageCard"
import type { PageCardItem } from "../../lib/pages/page-cards"

/** A page's foot: other pages of its kind as cards (a feature's features, an industry's industries: lib/pages/page-plan.ts relatedIds). */
export function RelatedPages({ heading, pages }: { heading: string; pages: ReadonlyArray<PageCardItem<PageCardImage>> }): React.JSX.Element | null {
  if (pages.length === 0) return null
  return (
    <section className="section" aria-labelledby="related-pages">
      <div className="container">
        <h2 id="related-pages">{heading}</h2>
        <PageCardGrid pages={pages} />
      </div>
    </section>
  )
}
