/**
 * The element-api's "featured blog" lookup (SPEC 7.2): its endpoint does not exist, so the
 * lookup makes no call and answers this placeholder item, which says so (SPEC 8: 'This is a
 * placeholder because the API is offline.'). It is what a visitor sees where the site asks for
 * featured posts and the CMS has none to give: the resource slider of the default navigation
 * (lib/navigation/resource-slides.ts) and the sign-up navigation (components/layout/navigation/MinimalNavigation.tsx).
 */
export const FEATURED_BLOG_PLACEHOLDER = Object.freeze({
  title: "Featured article",
  url: "/resources",
  summary: "This is a placeholder because the API is offline.",
  image: null,
})

export type FeaturedBlogItem = typeof FEATURED_BLOG_PLACEHOLDER

/** The featured-blog lookup: no call, the placeholder (the endpoint is missing). */
export const featuredBlogLookup = (): FeaturedBlogItem => FEATURED_BLOG_PLACEHOLDER

/** The lookup's answer as a resource slide (the slider's and the sign-up bar's shape). */
export const featuredBlogSlide = (): { id: string; title: string; path: string; seoDescription: string; featuredImage: null } => {
  const placeholder = featuredBlogLookup()
  return { id: "featured-blog-placeholder", title: placeholder.title, path: placeholder.url, seoDescription: placeholder.summary, featuredImage: null }
}
