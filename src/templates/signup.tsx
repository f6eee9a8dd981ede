import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { PageBuilder } from "../blocks/page-builder/PageBuilder"
import { CmsImage } from "../components/ui/CmsImage"
import { SmartLink } from "../components/ui/SmartLink"
import { normaliseCmsLink } from "../lib/links/cms-link"
import { TrialPromise } from "../components/demo-pages/TrialPromise"
import * as styles from "../features/lead-capture/forms/DemoPage.module.css"

/**
 * /signup (typeHandle signup): the free-trial page under the minimal sign-up navigation
 * (SPEC 2.6). The entry's hero copy, the trial promise and its call to action to the
 * application's sign-up (the sign-up form itself lives there), then the rest of its blocks.
 */
export default function SignupTemplate({ data, pageContext, location }: CmsPageProps<Queries.SignupTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "SignupTemplate")
  const blocks = entry.pageBuilder ?? []
  const first = blocks[0]
  const hero = first?.__typename === "CmsPageBuilderHeroBlock" ? first : null
  const heading = hero?.heading ?? entry.title
  const secondary = normaliseCmsLink(hero?.secondaryCta)
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname} signup={{ featured: data.featured.find((post) => "id" in post) ?? null }}>
      <section className={styles.hero}>
        <div className={`container ${styles.grid} ${styles.signupGrid}`}>
          <div className={styles.text}>
            {(hero?.eyebrow ?? entry.eyebrow) ? <p className="eyebrow">{hero?.eyebrow ?? entry.eyebrow}</p> : null}
            <h1>{heading}</h1>
            {(hero?.copy ?? entry.seoDescription) ? <p className="lede">{hero?.copy ?? entry.seoDescription}</p> : null}
            <TrialPromise placement={`Signup / ${heading ?? ""}`} />
            {secondary ? (
              <p className={styles.secondary}>
                <SmartLink
                  href={secondary.href}
                  target={secondary.target ?? undefined}
                  aria-label={secondary.ariaLabel ?? undefined}
                  title={secondary.title ?? undefined}
                  placement={`Signup / ${heading ?? ""}`}
                >
                  {secondary.label ?? secondary.href} →
                </SmartLink>
              </p>
            ) : null}
          </div>
          {hero?.image ? (
            <div className={styles.media}>
              <CmsImage image={hero.image} eager />
            </div>
          ) : null}
        </div>
      </section>
      <PageBuilder globals={data} blocks={hero ? blocks.slice(1) : blocks} firstIsTitle={false} />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query SignupTemplate($id: String!, $featuredPostIds: [String!]!, $headDigest: String!, $withSyncedHero: Boolean = false) {
    ...PageBuilderGlobals
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    cmsEntry: cmsPagesSignupEntry(id: { eq: $id }) {
      ...CmsSeoFields
      ...PageBuilderEntry
    }
    # getBlogFeaturedEntries with limit 1 (SPEC 2.6, 7.1): the sign-up navigation's featured post,
    # chosen by createPages (lib/pages/page-plan.ts newestPosts) and read by id.
    featured: cmsEntriesById(ids: $featuredPostIds) {
      ... on CmsBlogBlogEntry {
        id
        title
        path
        seoDescription
      }
    }
  }
`
