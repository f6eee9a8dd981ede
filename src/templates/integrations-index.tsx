import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { deferHydration } from "../runtime/deferred-hydration"
import type { DirectoryIntegration } from "../components/integrations/IntegrationsDirectory"

// The filters' code is its own chunk, woken right after hydration: the server HTML is the
// complete list until then, and the page's first load does not carry it (DESIGN 6).
const IntegrationsDirectory = deferHydration<{ integrations: ReadonlyArray<DirectoryIntegration> }>(
  () => import("../components/integrations/IntegrationsDirectory").then((module) => module.IntegrationsDirectory),
  { wake: "afterHydration" },
)

/** /integrations ('Integrate apps'): the page's blocks and every integration, filterable by category and plan. */
export default function IntegrationsIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.IntegrationsIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "IntegrationsIndexTemplate")
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry} globals={data}>
        <section className="section" aria-labelledby="all-integrations">
          <div className="container">
            <h2 id="all-integrations">Connect the apps you already use</h2>
            <IntegrationsDirectory integrations={data.integrations.nodes} />
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query IntegrationsIndexTemplate($id: String!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesIntegrationsIndexEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    integrations: allCmsIntegrationsIntegrationEntry(filter: { path: { ne: null } }, sort: { title: ASC }) {
      nodes {
        id
        title
        path
        shortDescription
        zapierIntegrationName
        availabilityOnOtherEndCategory
        isAvailableStarter
        isAvailableBasic
        isAvailableProfessional
        isAvailableBusiness
        integrationCategory {
          title
          slug
        }
        logo {
          ...CmsImageSmall
        }
      }
    }
  }
`
