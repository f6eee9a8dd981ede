import React from "react"
import { graphql } from "gatsby"
import { PageBuilder, type PageBuilderBlock } from "./PageBuilder"
import * as styles from "./blocks.module.css"

const TITLE_BLOCKS = new Set<PageBuilderBlock["__typename"]>(["CmsPageBuilderHeroBlock", "CmsPageBuilderSyncedHeroBlock", "CmsPageBuilderSimpleHeroBlock"])

/** What a page built from blocks needs of its entry. */
export const fragment = graphql`
  fragment PageBuilderEntry on CmsPageBuilderEntry {
    title
    eyebrow
    seoDescription
    darkHeroBackground
    pageBuilder {
      ...PageBuilderBlocks
    }
  }
`

/**
 * An entry rendered from its pageBuilder blocks. When the first block is a hero, its
 * heading is the page's h1; otherwise the entry's title is, so every page has one. With
 * darkHeroBackground (SPEC 3.2) that first section is dark (blocks.module.css `.darkHero`).
 */
export function PageBuilderContent({
  entry,
  globals,
  children,
}: {
  entry: Queries.PageBuilderEntryFragment
  /** The page query's result, which spreads PageBuilderGlobals (page-builder-globals.tsx). */
  globals: Queries.PageBuilderGlobalsFragment | null | undefined
  children?: React.ReactNode
}): React.JSX.Element {
  const blocks = entry.pageBuilder ?? []
  const heroFirst = Boolean(blocks[0] && TITLE_BLOCKS.has(blocks[0].__typename))
  const hero = heroFirst ? (
    <PageBuilder blocks={blocks.slice(0, 1)} firstIsTitle globals={globals} />
  ) : (
    <section className={styles.hero}>
      <div className={`container ${styles.heroGrid} ${styles.single}`}>
        <div>
          {entry.eyebrow ? <p className="eyebrow">{entry.eyebrow}</p> : null}
          <h1>{entry.title}</h1>
          {entry.seoDescription ? <p className="lede">{entry.seoDescription}</p> : null}
        </div>
      </div>
    </section>
  )
  return (
    <>
      {entry.darkHeroBackground ? <div className={styles.darkHero}>{hero}</div> : hero}
      {heroFirst ? null : <PageBuilder blocks={blocks.slice(0, 1)} firstIsTitle={false} globals={globals} />}
      {children}
      {/*
        The block after the hero may share the first screen; the ones after it are below it on
        every device. So are all of them after a page's own section (children: a directory, a
        listing), but for a short one (an industry's logo row), where a block that is on the
        first screen after all is laid out as usual (content-visibility skips only what is off
        screen).
      */}
      <PageBuilder blocks={blocks.slice(1)} firstIsTitle={false} deferLayoutFrom={children ? 0 : 1} globals={globals} />
    </>
  )
}
