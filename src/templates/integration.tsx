import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { CmsImage } from "../components/ui/CmsImage"
import { RichText } from "../components/ui/RichText"
import { ButtonLink } from "../components/ui/Button"
import { SmartLink } from "../components/ui/SmartLink"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { site } from "../config/site"
import { ArticleHeader } from "../components/layout/ArticleHeader"
import * as styles from "../components/layout/Article.module.css"

/** One integration (SPEC 3.11): what it does, on which plans, and how to set it up. */
export default function IntegrationTemplate({ data, pageContext, location }: CmsPageProps<Queries.IntegrationTemplateQuery>): React.JSX.Element {
  const integration = pageEntry(data.cmsEntry, "IntegrationTemplate")
  const plans = [
    ["Starter", integration.isAvailableStarter],
    ["Basic", integration.isAvailableBasic],
    ["Professional", integration.isAvailableProfessional],
    ["Business", integration.isAvailableBusiness],
  ] as const
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <article>
        <ArticleHeader
          section={{ label: "Integrations", href: "/integrations" }}
          detail={integration.integrationCategory?.[0]?.title}
          title={integration.title ?? ""}
          subtitle={integration.shortDescription}
          logo={integration.logo ? <CmsImage image={integration.logo} eager /> : null}
        >
          <ButtonLink href={site.signupPath}>Try {site.name} free</ButtonLink>
        </ArticleHeader>
        <div className="container">
          <div className={styles.body}>
            <section className={styles.aside} aria-labelledby="plans-heading">
              <h2 id="plans-heading" style={{ fontSize: "1.2rem" }}>
                Available on
              </h2>
              <ul className={styles.availability}>
                {plans.map(([plan, available]) => (
                  <li key={plan} data-available={Boolean(available)}>
                    {plan}
                    <span className="visually-hidden">{available ? ": included" : ": not included"}</span>
                  </li>
                ))}
              </ul>
              {/* What the other app asks for (its text says so: 'Requires a DocuSign Standard plan or higher'), and its name in Zapier (SPEC 3.11). */}
              {[integration.availabilityOnOtherEndCategory, integration.zapierIntegrationName && `In Zapier: ${integration.zapierIntegrationName}`].map(
                (fact) => (fact ? <p key={fact}>{fact}</p> : null),
              )}
            </section>
            {(integration.integrationsBlocks ?? []).map((block, index) => (
              <section key={block?.cmsId ?? index}>
                {block?.__typename === "CmsIntegrationsBlocksSectionBlock" ? (
                  <>
                    <h2>{block.heading}</h2>
                    <RichText html={block.copy} />
                    {block.image ? <CmsImage image={block.image} /> : null}
                  </>
                ) : null}
              </section>
            ))}
            <p>
              {integration.supportLink ? <SmartLink href={integration.supportLink}>Set-up guide in the Help Center</SmartLink> : null}
              {integration.madeByPage ? (
                <>
                  {" · "}
                  <SmartLink href={integration.madeByPage}>About {integration.title}</SmartLink>
                </>
              ) : null}
            </p>
          </div>
        </div>
      </article>
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query IntegrationTemplate($id: String!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsIntegrationsIntegrationEntry(id: { eq: $id }) {
      ...CmsSeoFields
      shortDescription
      madeByPage
      supportLink
      zapierIntegrationName
      availabilityOnOtherEndCategory
      isAvailableStarter
      isAvailableBasic
      isAvailableProfessional
      isAvailableBusiness
      integrationCategory {
        title
      }
      logo {
        ...CmsImageSmall
      }
      integrationsBlocks {
        __typename
        cmsId
        ... on CmsIntegrationsBlocksSectionBlock {
          heading
          copy
          image {
            ...CmsImageLarge
          }
        }
      }
    }
  }
`
