import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { NoteSearchProvider, useNoteSearch } from "../components/layout/navigation/note-search"
import { searchNotes } from "../lib/thank-you-notes/search"
import * as styles from "./thank-you-note-generator.module.css"

type Entry = NonNullable<Queries.ThankYouNoteGeneratorTemplateQuery["cmsEntry"]>
type Note = Extract<NonNullable<NonNullable<Entry["thankYouNote"]>[number]>, { __typename: "CmsThankYouNoteNoteBlock" }>

/** Groups notes by their first category, keeping the editor's order. */
function byCategory(notes: readonly Note[]): Array<{ slug: string; title: string; notes: Note[] }> {
  const groups = new Map<string, { slug: string; title: string; notes: Note[] }>()
  for (const note of notes) {
    const first = note.categories?.[0]
    const category = first?.slug ? { slug: first.slug, title: first.title ?? first.slug } : { slug: "more", title: "More notes" }
    const group = groups.get(category.slug) ?? { ...category, notes: [] }
    group.notes.push(note)
    groups.set(category.slug, group)
  }
  return [...groups.values()]
}

/** The thank-you note generator (SPEC 2.7): every note by category, narrowed by the navigation's search. */
export default function ThankYouNoteGeneratorTemplate(props: CmsPageProps<Queries.ThankYouNoteGeneratorTemplateQuery>): React.JSX.Element {
  return (
    <NoteSearchProvider>
      <NoteGenerator {...props} />
    </NoteSearchProvider>
  )
}

function NoteGenerator({ data, pageContext, location }: CmsPageProps<Queries.ThankYouNoteGeneratorTemplateQuery>): React.JSX.Element {
  const { query } = useNoteSearch()
  const entry = pageEntry(data.cmsEntry, "ThankYouNoteGeneratorTemplate")
  const allNotes = (entry.thankYouNote ?? []).flatMap((note) => (note?.__typename === "CmsThankYouNoteNoteBlock" ? [note] : []))
  const notes = searchNotes(allNotes, query)
  const groups = byCategory(notes)
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry}>
        <div className="container">
          <p role="status" className="lede">
            {query ? (notes.length === 0 ? `No notes match “${query}”. Try another word.` : `${notes.length} ${notes.length === 1 ? "note matches" : "notes match"} “${query}”.`) : ""}
          </p>
          <nav aria-label="Note categories" className={styles.categories}>
            {groups.map((group) => (
              <a key={group.slug} href={`#${group.slug}`}>
                {group.title}
              </a>
            ))}
          </nav>
          {groups.map((group) => (
            <section key={group.slug} id={group.slug} className={styles.group} aria-labelledby={`${group.slug}-heading`}>
              <h2 id={`${group.slug}-heading`}>{group.title}</h2>
              <ul className={styles.notes}>
                {group.notes.map((note) => (
                  <li key={note.cmsId} className={styles.note}>
                    <h3>{note.thankYouNoteTitle}</h3>
                    <p>{note.copy}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query ThankYouNoteGeneratorTemplate($id: String!) {
    cmsEntry: cmsPagesThankYouNoteGeneratorEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
      thankYouNote {
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
