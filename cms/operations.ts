/**
 * The named operations of SPEC 7.1, written against cms/schema.graphql (a jest test
 * validates each one against it). Plain strings, so they bundle into Gatsby Functions;
 * the API proxies (src/api) forward only these (an allow-list, DESIGN 7).
 */
/** The newest webinars, for resource cards and sliders (SPEC 7.1). */
export const getLatestWebinars = /* GraphQL */ `
query getLatestWebinars($limit: Int) {
  entries(section: ["webinars"], limit: $limit) {
    id
    title
    uri
    url
    postDate
    ... on webinars_webinars_Entry {
      duration
      releaseDate
      description
      featuredImage { url width height ... on webinars_Asset { altText } }
    }
  }
}
`

/** Featured blog posts for the navigation's resource slider. The default navigation passes limit 0 (no limit), the sign-up navigation 1 (SPEC 2.6, 7.1). */
export const getBlogFeaturedEntries = /* GraphQL */ `
query getBlogFeaturedEntries($limit: Int) {
  entries(section: ["blog"], type: ["blog"], featuredArticle: true, limit: $limit) {
    id
    title
    uri
    url
    ... on blog_blog_Entry {
      seoDescription
      featuredImage { url width height ... on blog_Asset { altText } }
    }
  }
}
`

/** What a blog listing shows of each entry (search results and section listings). */
const blogListItem = /* GraphQL */ `
fragment BlogListItem on EntryInterface {
  id
  title
  uri
  url
  postDate
  ... on blog_blog_Entry {
    readingTime
    seoDescription
    blogCategories { title slug }
    featuredImage { url width height ... on blog_Asset { altText } }
  }
  ... on blog_caseStudy_Entry {
    readingTime
    seoDescription
    blogCategories { title slug }
    featuredImage { url width height ... on caseStudies_Asset { altText } }
  }
}
`

/** Blog search: a wildcard title match ('title:*term*') within a category title (SPEC 2.12). */
export const getBlogsWithSearchAndCategory = /* GraphQL */ `
query getBlogsWithSearchAndCategory($search: String, $category: [String], $limit: Int, $offset: Int) {
  entries(section: ["blog"], search: $search, relatedToCategories: [{ title: $category }], limit: $limit, offset: $offset) {
    ...BlogListItem
  }
  total: entryCount(section: ["blog"], search: $search, relatedToCategories: [{ title: $category }])
}
${blogListItem}`

/** The global sets the browser may need (SPEC 3.8, 7.1). */
export const getGlobals = /* GraphQL */ `
query getGlobals($handle: [String]) {
  globalSets(handle: $handle) {
    name
    handle
    ... on webBanner_GlobalSet { webBannerStatus webBannerColor webBannerLink webBannerTextDesktop webBannerTextMobile }
    ... on g2crowdRating_GlobalSet { rating reviewCount }
    ... on globalUserPersonalization_GlobalSet {
      applyPersonalizations
      heroPersonalisation { ... on heroPersonalisation_BlockType { userStatus { slug } copy } }
      navPersonalizationCta { ... on navPersonalizationCta_BlockType { userStatus { slug } ctaText ctaUrl } }
      pricingPersonalizationCtas { ... on pricingPersonalizationCtas_BlockType { userStatus { slug } planType ctaText ctaUrl } }
      variableElements { ... on variableElements_BlockType { userStatus { slug } element copy } }
    }
    ... on siteSettings_GlobalSet { mainFormReference productSignInUrl generalSignupUrl navCtaOption navCtaUrl }
    ... on promotedBlogPosts_GlobalSet { featuredBlogPost { id title uri url } }
  }
}
`

/** What the generator shows of a note. */
const thankYouNoteFields = /* GraphQL */ `
fragment ThankYouNoteFields on thankYouNote_note_BlockType {
  id
  thankYouNoteTitle
  copy
  categories { slug title }
}
`

/**
 * A page of thank-you notes for the generator (SPEC 2.7, 3.12): Matrix fields take limit and
 * offset; without them, every note (the no-JavaScript search, /api/thank-you-notes-search,
 * which also reads the generator's uri to link back to it).
 */
export const getThankYouNotesWithLimitAndOffset = /* GraphQL */ `
query getThankYouNotesWithLimitAndOffset($limit: Int, $offset: Int) {
  entry(section: ["pages"], type: ["thankYouNoteGenerator"]) {
    id
    uri
    ... on pages_thankYouNoteGenerator_Entry {
      thankYouNote(limit: $limit, offset: $offset) { ...ThankYouNoteFields }
    }
  }
}
${thankYouNoteFields}`

/** Thank-you notes of one category (SPEC 2.7, 3.12): the notes related to the category with that slug. */
export const getThankYouNotesByCategory = /* GraphQL */ `
query getThankYouNotesByCategory($slug: [String]) {
  entry(section: ["pages"], type: ["thankYouNoteGenerator"]) {
    id
    ... on pages_thankYouNoteGenerator_Entry {
      thankYouNote(relatedToCategories: [{ group: ["thankYouNoteCategories"], slug: $slug }]) { ...ThankYouNoteFields }
    }
  }
}
${thankYouNoteFields}`

/** Entries of a section, for listings (SPEC 7.1). */
export const BlogResults = /* GraphQL */ `
query BlogResults($section: [String], $type: [String], $limit: Int, $offset: Int) {
  entries(section: $section, type: $type, limit: $limit, offset: $offset) {
    ...BlogListItem
  }
  total: entryCount(section: $section, type: $type)
}
${blogListItem}`

export const operations = {
  getLatestWebinars,
  getBlogFeaturedEntries,
  getBlogsWithSearchAndCategory,
  getGlobals,
  getThankYouNotesWithLimitAndOffset,
  getThankYouNotesByCategory,
  BlogResults,
} as const

export type OperationName = keyof typeof operations
