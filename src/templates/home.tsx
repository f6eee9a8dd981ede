import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import type { SeoFields } from "../components/layout/Seo"
import type { BlogCardData } from "../components/cards/BlogCard"
import type { CmsPageProps } from "../components/layout/page-types"
import { HomeSections } from "../blocks/home/registry"
import { HomeModals } from "../blocks/home/HomeModals"
import type { HomeInputs } from "../blocks/home/types"
import { site } from "../config/site"

interface Data {
  cmsEntry: SeoFields & { title: string; eyebrow: string | null }
  g2: { rating: number | null; reviewCount: number | null } | null
  settings: { generalSignupUrl: string | null; productSignInUrl: string | null } | null
  latestPosts: { nodes: BlogCardData[] }
}

/** The homepage (SPEC 2.9): the page entry, the global settings and the blog entries, handed to the homepage sections. */
export default function HomeTemplate({ data, pageContext, location }: CmsPageProps<Data>): React.JSX.Element {
  const inputs: HomeInputs = {
    entry: { title: data.cmsEntry.title, eyebrow: data.cmsEntry.eyebrow },
    globals: {
      g2Rating: data.g2,
      signupUrl: data.settings?.generalSignupUrl?.trim() || site.signupPath,
      signInUrl: data.settings?.productSignInUrl?.trim() || site.signInUrl,
    },
    blogEntries: data.latestPosts.nodes,
  }
  return (
    <PageShell navigation={pageContext.navigation} path={location.pathname}>
      <HomeSections inputs={inputs} />
      <HomeModals />
    </PageShell>
  )
}

export const Head = entryHead

export const query = graphql`
  query HomeTemplate($id: String!) {
    cmsEntry(id: { eq: $id }) {
      ...CmsSeoFields
      title
      eyebrow
    }
    g2: cmsG2CrowdRatingGlobalSet {
      rating
      reviewCount
    }
    settings: cmsSiteSettingsGlobalSet {
      generalSignupUrl
      productSignInUrl
    }
    latestPosts: allCmsEntry(filter: { sectionHandle: { eq: "blog" }, typeHandle: { eq: "blog" } }, sort: { postDate: DESC }, limit: 2) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`
