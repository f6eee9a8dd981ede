import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { Seo } from "../components/layout/Seo"
import { NOT_FOUND_ENTRY } from "../lib/seo/head-rules"
import { ButtonLink } from "../components/ui/Button"
import { SmartLink } from "../components/ui/SmartLink"
import { site } from "../config/site"
import * as styles from "../blocks/page-builder/blocks.module.css"

const suggestions = [
  { label: "Features", url: "/manage-contacts" },
  { label: "Pricing", url: "/pricing" },
  { label: `${site.officeSuite} CRM`, url: `/${site.officeSuiteSlug}-crm` },
  { label: "Blog", url: "/resources" },
  { label: "Customer stories", url: "/resources/case-studies" },
  { label: "Contact us", url: "/contact" },
]

/** Every unknown path: `gatsby serve` answers it with this page and status 404. */
export default function NotFoundPage({ location }: PageProps): React.JSX.Element {
  return (
    <PageShell navigation="default" path={location.pathname}>
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid} ${styles.single}`}>
          <div>
            <p className="eyebrow">Error 404</p>
            <h1>We couldn’t find that page</h1>
            <p className="lede">The link may be old, or the page may have moved. These are the places most people are looking for:</p>
            <ul className={styles.actions} style={{ listStyle: "none", padding: 0, justifyContent: "center" }}>
              {suggestions.map((s) => (
                <li key={s.url}>
                  <SmartLink href={s.url}>{s.label}</SmartLink>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ButtonLink href="/">Back to the homepage</ButtonLink>
              <ButtonLink href={site.signupPath} variant="secondary">
                Try {site.name} free
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </PageShell>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.NotFoundPageQuery>): React.JSX.Element => (
  <Seo entry={{ ...NOT_FOUND_ENTRY, path: location.pathname }} path={location.pathname} head={data.head} />
)

/** The head gatsby-node's onCreatePage stored for this page (lib/seo/head-store.ts). */
export const query = graphql`
  query NotFoundPage($headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
  }
`
