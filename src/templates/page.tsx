import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { PageCardGrid } from "../components/cards/PageCard"
import { pageCards } from "../lib/pages/page-cards"
import { site } from "../config/site"

/** The heading over a page's related cards, by its type (lib/pages/page-plan.ts RELATED_TYPES). */
const relatedHeading: Record<string, string> = {
  feature: `More of what ${site.name} does`,
  industry: `${site.name} in other industries`,
}

/** Entries that are their pageBuilder blocks: features, industries, company, legal, pricing, product pages, and unknown types. */
export default function PageTemplate({ data, pageContext, location }: CmsPageProps<Queries.PageTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "PageTemplate")
  // An entry of a type the contract does not know has no blocks: its title and description make the page.
  const content = "pageBuilder" in entry ? entry : { title: entry.title, eyebrow: entry.eyebrow, seoDescription: entry.seoDescription, darkHeroBackground: entry.darkHeroBackground, pageBuilder: null }
  // Read by id (lib/pages/listed-entries.ts), so a page depends on its related entries alone.
  const related = pageCards(data.related)
  const heading = relatedHeading[entry.typeHandle ?? ""] ?? "Related pages"
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={content} />
      {related.length > 0 ? (
        <section className="section" aria-labelledby="related-pages">
          <div className="container">
            <h2 id="related-pages">{heading}</h2>
            <PageCardGrid pages={related} />
          </div>
        </section>
      ) : null}
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query PageTemplate($id: String!, $relatedIds: [String!]!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      darkHeroBackground
      ... on CmsPageBuilderEntry {
        ...PageBuilderEntry
      }
    }
    related: cmsEntriesById(ids: $relatedIds) {
      ...PageCardFields
    }
  }
`
