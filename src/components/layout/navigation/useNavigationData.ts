import { graphql, useStaticQuery } from "gatsby"
import type { BlogCardData } from "../../cards/BlogCard"
import { resourceMenuSlides, type ResourceSlide } from "../../../lib/navigation/resource-slides"

/** The navigation slice's query (src/slices/site-navigation.tsx): the posts createPages chose, read by id. */
export type NavigationPosts = Queries.SiteNavigationPostsQuery
type FeaturedSource = Extract<NavigationPosts["featured"][number], { id: string }>
type CardImage = NonNullable<FeaturedSource["featuredImage"]>
export type FeaturedPost = ResourceSlide<CardImage>

export interface IndustryQuote {
  quote: string
  author: string | null
  company: string | null
  path: string
}

export interface NavigationData {
  settings: Queries.NavigationDataQuery["settings"]
  g2: Queries.NavigationDataQuery["g2"]
  /** The resources menu's slides: the resourcesList global's picks, else the newest featured posts. */
  featuredPosts: readonly FeaturedPost[]
  latestPost: BlogCardData | null
  industryQuotes: IndustryQuote[]
}

/**
 * What the default navigation shows from the CMS, fetched at build time. The resources
 * slider shows the resourcesList global's featuredResources, or when the editors picked
 * none the featured posts, which mirror the getBlogFeaturedEntries operation; the slider
 * shows at most 3 (SPEC 2.4, 9.6), so createPages hands the slice the newest 3
 * (lib/pages/page-plan.ts newestPosts), with the newest post, as `posts`.
 */
export function useNavigationData(posts: NavigationPosts): NavigationData {
  const raw = useStaticQuery<Queries.NavigationDataQuery>(graphql`
    query NavigationData {
      settings: cmsSiteSettingsGlobalSet {
        navCtaOption
        navCtaUrl
        generalSignupUrl
        productSignInUrl
      }
      g2: cmsG2CrowdRatingGlobalSet {
        rating
        reviewCount
      }
      resourcesList: cmsResourcesListGlobalSet {
        featuredResources {
          ...BlogCardFields
        }
      }
      industries: allCmsPagesIndustryEntry(sort: { title: ASC }) {
        nodes {
          path
          pageBuilder {
            __typename
            ... on CmsPageBuilderTestimonialBlock {
              quote
              author
              company
            }
          }
        }
      }
    }
  `)
  return {
    settings: raw.settings,
    g2: raw.g2,
    featuredPosts: resourceMenuSlides<CardImage>(
      (raw.resourcesList?.featuredResources ?? []).map((entry) =>
        entry ? { ...entry, featuredImage: "featuredImage" in entry ? entry.featuredImage : null } : null,
      ),
      posts.featured.filter((post): post is FeaturedSource => "id" in post),
    ),
    latestPost: posts.latest[0] ?? null,
    industryQuotes: raw.industries.nodes.flatMap((page) =>
      (page.pageBuilder ?? [])
        .flatMap((b) =>
          b?.__typename === "CmsPageBuilderTestimonialBlock" && b.quote && page.path
            ? [{ quote: b.quote, author: b.author, company: b.company, path: page.path }]
            : [],
        )
        .slice(0, 1),
    ),
  }
}
