import { graphql, useStaticQuery } from "gatsby"
import type { BlogCardData } from "../../cards/BlogCard"
import { resourceMenuSlides, type ResourceSlide } from "../../../lib/navigation/resource-slides"

type CardImage = NonNullable<Queries.NavigationDataQuery["featured"]["nodes"][number]["featuredImage"]>
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
 * none the featured posts, which mirror the getBlogFeaturedEntries operation with limit 0
 * (no limit); the slider then shows at most 3 (SPEC 2.4, 9.6).
 */
export function useNavigationData(): NavigationData {
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
      featured: allCmsBlogBlogEntry(filter: { featuredArticle: { eq: true } }, sort: { postDate: DESC }) {
        nodes {
          id
          title
          path
          seoDescription
          featuredImage {
            ...CmsImageCard
          }
        }
      }
      latest: allCmsBlogBlogEntry(sort: { postDate: DESC }, limit: 1) {
        nodes {
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
      raw.featured.nodes,
    ),
    latestPost: raw.latest.nodes[0] ?? null,
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
