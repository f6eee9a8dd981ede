import { graphql, useStaticQuery } from "gatsby"
import type { CmsImageData } from "../../ui/CmsImage"
import type { BlogCardData } from "../../cards/BlogCard"

export interface FeaturedPost {
  id: string
  title: string
  path: string | null
  seoDescription: string | null
  featuredImage: CmsImageData | null
}

export interface IndustryQuote {
  quote: string
  author: string | null
  company: string | null
  path: string
}

export interface NavigationData {
  settings: { navCtaOption: string | null; navCtaUrl: string | null; generalSignupUrl: string | null; productSignInUrl: string | null } | null
  g2: { rating: number | null; reviewCount: number | null } | null
  featuredPosts: FeaturedPost[]
  latestPost: BlogCardData | null
  industryQuotes: IndustryQuote[]
}

interface Raw {
  settings: NavigationData["settings"]
  g2: NavigationData["g2"]
  featured: { nodes: FeaturedPost[] }
  latest: { nodes: BlogCardData[] }
  industries: { nodes: Array<{ path: string; pageBuilder: Array<{ typeHandle: string; quote: string | null; author: string | null; company: string | null }> | null }> }
}

/**
 * What the default navigation shows from the CMS, fetched at build time. The featured
 * posts mirror the getBlogFeaturedEntries operation with limit 0 (no limit); the slider
 * then shows at most 3 (SPEC 2.4, 9.6).
 */
export function useNavigationData(): NavigationData {
  const raw = useStaticQuery<Raw>(graphql`
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
      featured: allCmsEntry(filter: { sectionHandle: { eq: "blog" }, typeHandle: { eq: "blog" }, featuredArticle: { eq: true } }, sort: { postDate: DESC }) {
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
      latest: allCmsEntry(filter: { sectionHandle: { eq: "blog" }, typeHandle: { eq: "blog" } }, sort: { postDate: DESC }, limit: 1) {
        nodes {
          ...BlogCardFields
        }
      }
      industries: allCmsEntry(filter: { typeHandle: { eq: "industry" } }, sort: { title: ASC }) {
        nodes {
          path
          pageBuilder {
            typeHandle
            quote
            author
            company
          }
        }
      }
    }
  `)
  return {
    settings: raw.settings,
    g2: raw.g2,
    featuredPosts: raw.featured.nodes,
    latestPost: raw.latest.nodes[0] ?? null,
    industryQuotes: raw.industries.nodes.flatMap((page) =>
      (page.pageBuilder ?? [])
        .filter((b) => b.typeHandle === "testimonial" && b.quote)
        .slice(0, 1)
        .map((b) => ({ quote: b.quote!, author: b.author, company: b.company, path: page.path })),
    ),
  }
}
