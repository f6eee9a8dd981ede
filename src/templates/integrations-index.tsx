import React from "react"
import { graphql, Link } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { PageBuilderContent } from "../components/layout/PageBuilderPage"
import { entryHead } from "../components/layout/Seo"
import { CmsImage, type CmsImageData } from "../components/ui/CmsImage"
import type { CmsPageProps, PageBuilderEntry } from "../components/layout/page-types"
import * as blockStyles from "../blocks/page-builder/blocks.module.css"
import * as cardStyles from "../components/cards/BlogCard.module.css"

interface IntegrationCard {
  id: string
  title: string
  path: string
  shortDescription: string | null
  integrationCategory: Array<{ title: string }> | null
  logo: CmsImageData | null
}

type Data = { cmsEntry: PageBuilderEntry; integrations: { nodes: IntegrationCard[] } }

/** /integrations ('Integrate apps'): the page's blocks and a card for every integration. */
export default function IntegrationsIndexTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <PageBuilderContent entry={data.cmsEntry}>
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
                    <Link to={integration.path}>{integration.title}</Link>
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
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      typeHandle
      eyebrow
      pageBuilder {
        ...PageBuilderBlocks
      }
    }
    integrations: allCmsEntry(filter: { typeHandle: { eq: "integration" }, path: { ne: null } }, sort: { title: ASC }) {
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
