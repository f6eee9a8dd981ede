import React from "react"
import { graphql } from "gatsby"
import { PageShell } from "../components/layout/PageShell"
import { entryHead } from "../components/layout/Seo"
import { pageEntry, type CmsPageProps } from "../components/layout/page-types"
import { HomeSections } from "../blocks/home/registry"
import { deferHydration } from "../runtime/deferred-hydration"
import type { HomeInputs } from "../blocks/home/types"
import { site } from "../config/site"
import { present } from "../lib/lists/present"

// The exit-intent offer cannot open before the page has been open 3 s (lib/modals/exit-intent.ts):
// its code (the modal, the hook) comes right after hydration, off the first load (DESIGN 6).
const HomeModals = deferHydration<Record<string, never>>(() => import("../blocks/home/HomeModals/HomeModals").then((module) => module.HomeModals), {
  wake: "afterHydration",
})

/** The homepage (SPEC 2.9): the page entry, the global settings and the blog entries, handed to the homepage sections. */
export default function HomeTemplate({ data, pageContext, location }: CmsPageProps<Queries.HomeTemplateQuery>): React.JSX.Element {
  const entry = pageEntry(data.cmsEntry, "HomeTemplate")
  const inputs: HomeInputs = {
    entry: { title: entry.title ?? "", eyebrow: entry.eyebrow },
    globals: {
      g2Rating: data.g2,
      signupUrl: data.settings?.generalSignupUrl?.trim() || site.signupPath,
      signInUrl: data.settings?.productSignInUrl?.trim() || site.signInUrl,
    },
    blogEntries: data.latestPosts.flatMap((post) =>
      "id" in post
        ? [
            {
              id: post.id,
              title: post.title ?? "",
              path: post.path,
              blogCategories: present(post.blogCategories).flatMap((category) => (category.title ? [{ title: category.title }] : [])),
              featuredImage: post.featuredImage,
            },
          ]
        : [],
    ),
    cardPages: data.cardPages,
    experiments: pageContext.pageExperiments ?? [],
    pictures: data,
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
  query HomeTemplate($id: String!, $latestPostIds: [String!]!, $cardPageIds: [String!]!, $headDigest: String!) {
    head: pageHead(digest: $headDigest) {
      ...PageHeadTags
    }
    # Each section's pictures (its fragment, in its file: blocks/home/types.ts HomePictures).
    ...HomeHeroPictures
    ...HomeFeatureSliderPictures
    ...HomeLogoStripPictures
    ...HomeCeoQuotePictures
    ...HomeCustomerJourneyPictures
    ...HomeBentoCardsPictures
    ...HomeResourceCardsPictures
    ...HomeVideoTestimonialPictures
    ...HomeTwoUpPictures
    ...HomeClosingCtaPictures
    cmsEntry: cmsHomeHomeEntry(id: { eq: $id }) {
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
    # The pages the bento grid shows as cards, found by createPages at their paths (BentoCards.content.ts) and read by id.
    cardPages: cmsEntriesById(ids: $cardPageIds) {
      path
      title
      seoDescription
      bentoTitle
      bentoCopy
      bentoImage {
        ...CmsImageCard
      }
    }
    # The newest posts, chosen by createPages (lib/pages/page-plan.ts newestPosts) and read by id.
    latestPosts: cmsEntriesById(ids: $latestPostIds) {
      ... on CmsBlogBlogEntry {
        id
        title
        path
        blogCategories {
          title
        }
        featuredImage {
          ...CmsImageCard
        }
      }
    }
  }
`
