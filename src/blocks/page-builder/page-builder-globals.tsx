import React, { createContext, useContext } from "react"
import { graphql } from "gatsby"

/**
 * What page-builder blocks read from the CMS's globals besides their own fields: the master
 * synced hero the siteSettings global names (pageHeroSynced), whose fields fill the ones a
 * synced hero block leaves empty (SyncedHero.tsx).
 *
 * Read by the page query, and only on a page that has a synced hero block: every template
 * that renders blocks spreads this fragment at its query's root and declares
 * `$withSyncedHero: Boolean = false`, which the page plan sets in the context of such a page
 * (lib/pages/page-plan.ts). As a static query in SyncedHero.tsx it was a request of its own,
 * with the master's picture and success messages, on every page of those templates (57 of
 * the sample content's 58 did not show it), before the page could hydrate.
 *
 * A template hands its query's result to PageBuilderContent or PageBuilder as `globals`, and
 * PageBuilder provides it to the blocks it renders.
 */
export const fragment = graphql`
  fragment PageBuilderGlobals on Query {
    syncedHeroMaster: cmsSiteSettingsGlobalSet @include(if: $withSyncedHero) {
      pageHeroSynced {
        ... on CmsPageBuilderEntry {
          pageBuilder {
            __typename
            ... on CmsPageBuilderSyncedHeroBlock {
              ...SyncedHeroBlock
            }
          }
        }
      }
    }
  }
`

type SyncedHeroMasterSet = Queries.PageBuilderGlobalsFragment["syncedHeroMaster"]

const SyncedHeroMasterContext = createContext<SyncedHeroMasterSet>(null)

/** Provides the page query's page-builder globals to the blocks below (PageBuilder). */
export function PageBuilderGlobals({
  globals,
  children,
}: {
  globals: Queries.PageBuilderGlobalsFragment | null | undefined
  children: React.ReactNode
}): React.JSX.Element {
  return <SyncedHeroMasterContext.Provider value={globals?.syncedHeroMaster ?? null}>{children}</SyncedHeroMasterContext.Provider>
}

/** The siteSettings global's master synced hero entries, as the page query read them; null on a page without a synced hero block. */
export function useSyncedHeroMasterSet(): SyncedHeroMasterSet {
  return useContext(SyncedHeroMasterContext)
}
