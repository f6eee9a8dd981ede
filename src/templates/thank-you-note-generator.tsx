import React from "react"
import { graphql, type HeadProps } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../components/layout/PageBuilderPage"
import { Seo } from "../components/layout/Seo"
import type { CmsPageContext, CmsPageProps, PageBuilderEntry } from "../components/layout/page-types"
import * as styles from "./thank-you-note-generator.module.css"

interface Note {
  cmsId: string
  thankYouNoteTitle: string
  copy: string
  categories: Array<{ slug: string; title: string }> | null
}

type Data = { cmsEntry: PageBuilderEntry & { thankYouNote: Note[] | null } }

/** Groups notes by their first category, keeping the editor's order. */
function byCategory(notes: readonly Note[]): Array<{ slug: string; title: string; notes: Note[] }> {
  const groups = new Map<string, { slug: string; title: string; notes: Note[] }>()
  for (const note of notes) {
    const category = note.categories?.[0] ?? { slug: "more", title: "More notes" }
    const group = groups.get(category.slug) ?? { ...category, notes: [] }
    group.notes.push(note)
    groups.set(category.slug, group)
  }
  return [...groups.values()]
}

/** The thank-you note generator (SPEC 2.7): every note, by category; search and share come with the resources work. */
export default function ThankYouNoteGeneratorTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  const groups = byCategory(data.cmsEntry.thankYouNote ?? [])
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={data.cmsEntry}>
        <div className="container">
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

export const Head = ({ data, location }: HeadProps<Data, CmsPageContext>): React.JSX.Element => <Seo entry={data.cmsEntry} path={location.pathname} />

export const query = graphql`
  query ThankYouNoteGeneratorTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      pageBuilder {
        ...PageBuilderBlocks
      }
      thankYouNote {
        cmsId
        thankYouNoteTitle
        copy
        categories {
          slug
          title
        }
      }
    }
  }
`
