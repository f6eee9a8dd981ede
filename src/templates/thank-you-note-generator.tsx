import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { NoteSearchProvider } from "../components/layout/navigation/note-search"
import { ThankYouNotes } from "../components/thank-you-notes/DeferredThankYouNotes"
import { reshapeNotes } from "../lib/thank-you-notes/notes"

/**
 * The thank-you note generator (SPEC 2.7): the first page of notes is in the static HTML
 * (thankYouNoteFirstPage, lib/thank-you-notes/first-page.ts); the rest load in the browser.
 */
export default function ThankYouNoteGeneratorTemplate({
  data,
  pageContext,
  location,
}: CmsPageProps<Queries.ThankYouNoteGeneratorTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "ThankYouNoteGeneratorTemplate")
  const firstNotes = reshapeNotes((entry.thankYouNoteFirstPage ?? []).flatMap((note) => (note?.__typename === "CmsThankYouNoteNoteBlock" ? [note] : [])))
  const categories = entry.thankYouNoteCategories.flatMap((category) =>
    category.slug ? [{ slug: category.slug, title: category.title ?? category.slug }] : [],
  )
  return (
    <NoteSearchProvider>
      <PageShell navigation={pageContext.navigation} path={location.pathname}>
        <PageBuilderContent entry={entry} globals={data}>
          <div className="container">
            <ThankYouNotes firstNotes={firstNotes} total={entry.thankYouNoteCount} categories={categories} path={location.pathname} />
          </div>
        </PageBuilderContent>
      </PageShell>
    </NoteSearchProvider>
  )
}

export const Head = entryHead

export const query = graphql`
  query ThankYouNoteGeneratorTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesThankYouNoteGeneratorEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
      thankYouNoteCount
      thankYouNoteCategories {
        slug
        title
      }
      thankYouNoteFirstPage {
        __typename
        cmsId
        ... on CmsThankYouNoteNoteBlock {
          thankYouNoteTitle
          copy
          categories {
            slug
            title
          }
        }
      }
    }
  }
`
