import React from "react"
import { graphql, Link } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../blocks/page-builder/PageBuilderContent"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import * as blockStyles from "../blocks/page-builder/blocks.module.css"
import * as cardStyles from "../components/cards/BlogCard.module.css"

/** /integrations ('Integrate apps'): the page's blocks and a card for every integration. */
export default function IntegrationsIndexTemplate({ data, pageContext, location }: CmsPageProps<Queries.IntegrationsIndexTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "IntegrationsIndexTemplate")
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={entry}>
        <section className="section" aria-labelledby="all-integrations">
          <div className="container">
            <h2 id="all-integrations">Connect the apps you already use</h2>
            <ul className={blockStyles.cards}>
              {data.integrations.nodes.map((integration) => (
                <li key={integration.id} className={`${blockStyles.card} ${cardStyles.card}`}>
                  {integration.logo ? (
                    <div style={{ maxWidth: 140 }}>
                      <CmsImage image={integration.logo} alt="" />
                    </div>
                  ) : null}
                  <p className={cardStyles.meta}>{integration.integrationCategory?.[0]?.title}</p>
                  <h3 className={cardStyles.title}>
                    {integration.path ? <Link to={integration.path}>{integration.title}</Link> : integration.title}
                  </h3>
                  {integration.shortDescription ? <p>{integration.shortDescription}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </PageBuilderContent>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query IntegrationsIndexTemplate($id: String!) {
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
        integrationCategory {
          title
        }
        logo {
          ...CmsImageSmall
        }
      }
    }
  }
`
