/**
 * The SEO side of the build, re-exported by gatsby-node.ts:
 *
 * - `loadPageHeads` reads what the heads need besides the entries' SEO fields (the site URL,
 *   the default authors, the default social card) once per build; with the entries createPages
 *   read (`HEAD_ENTRY_FIELDS`, lib/pages/entry-rows.ts), it computes each page's tags for
 *   createPages to store (page-head.ts, head-store.ts) and name in its context; `onCreatePage`
 *   gives the 404 page its own. The same entries give what the files below need (`seoFiles`):
 *   a second pass in onPostBuild cost 2–3 s of every rebuild at 10,000 posts;
 * - `writeSeoFiles` (gatsby-node.ts's onPostBuild) writes public/sitemap.xml (the indexable
 *   pages, lib/seo/indexable.ts), public/robots.txt (by SITE_ENV), public/logo.svg (the
 *   Organization logo) and the blog's RSS feed (public/resources/rss.xml, lib/seo/rss.ts).
 *
 * The rules are the pure functions beside this file; this module only reads the data
 * layer and writes files.
 */
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { indexablePages, type EntryForIndexing } from "./indexable"
import { ORGANIZATION_LOGO_PATH, organizationLogoSvg } from "./logo"
import { robotsTxt } from "./robots"
import { sitemapFiles } from "./sitemap"
import { sectionPages } from "./structured-data"
import { pageHead, type HeadSite, type PageHead, type PageHeadVideo, type SeoEntry } from "./page-head"
import type { ArticleFacts } from "./structured-data"
import type { FaqFacts, PlanFacts } from "./pricing-structured-data"
import { normaliseProviderBase } from "../video/provider"
import { listingEntrySeo, type ListingPageForSeo } from "../pages/blog-discovery"
import { NOT_FOUND_ENTRY } from "./head-rules"
import { BLOG_FEED_PATH, BLOG_FEED_TITLE, blogRssFeed, type FeedChannel, type FeedPost } from "./rss"
import { postAuthor } from "../authors/post-author"

const BLOG_FEED_CHANNEL = (siteUrl: string): FeedChannel => ({
  siteUrl,
  title: BLOG_FEED_TITLE,
  description: "Practical advice on sales pipelines, client follow-up and running a relationship-focused business on Google Workspace.",
  path: dirname(BLOG_FEED_PATH),
})

/** The data layer's posts as the feed takes them; a post its editor made noindex stays out of the feed too. */
const feedPosts = (nodes: ReadonlyArray<SeoEntry & PostFacts & { __typename?: string }>, defaultAuthors: DefaultAuthors): FeedPost[] =>
  nodes
    .filter((post): post is typeof post & { path: string } => post.__typename === "CmsBlogBlogEntry" && post.index !== false && Boolean(post.path))
    .map((post) => ({
      title: post.title ?? null,
      path: post.path,
      postDate: post.postDate ?? null,
      description: post.seoDescription ?? null,
      categories: (post.blogCategories ?? []).flatMap((category) => (category?.title ? [category.title] : [])),
      author: postAuthor(post, defaultAuthors)?.name ?? null,
    }))

type GraphqlFunction = <Data>(query: string) => Promise<{ errors?: unknown; data?: Data }>

/** A blog post's fields its BlogPosting needs beyond the SEO fields (lib/seo/structured-data.ts). */
interface PostFacts {
  author?: { fullName: string | null; authorTitle: string | null } | null
  useExternalAuthor?: boolean | null
  externalAuthorName?: string | null
  externalAuthorJobTitle?: string | null
  featuredImage?: { social: { src: string } | null } | null
  blogCategories?: ReadonlyArray<{ title?: string | null } | null> | null
}

/** An on-demand webinar's recording fields (SPEC 3.7), for its VideoObject. */
interface WebinarVideoFields {
  embeddedVideo?: string | null
  duration?: string | null
  releaseDate?: string | null
  description?: string | null
  featuredImage?: { social: { src: string } | null } | null
}

/** The defaultAuthors global's authors: the byline of a post with none (lib/authors/post-author.ts). */
type DefaultAuthors = Array<{ fullName: string | null; authorTitle: string | null } | null> | null | undefined
const DEFAULT_AUTHORS_QUERY = "defaultAuthors: cmsDefaultAuthorsGlobalSet { authors { fullName authorTitle } }"

/** The blocks of a page that its structured data describes: pricing plans (Products) and FAQs (FAQPage). */
interface PageBuilderFacts {
  pageBuilder?: ReadonlyArray<{
    __typename?: string
    plans?: ReadonlyArray<PlanFacts | null> | null
    faqs?: ReadonlyArray<FaqFacts | null> | null
  } | null> | null
}

/** Every plan of the page's pricing plans blocks (once each) and every question of its FAQ blocks. */
export function pageBuilderFacts(entry: PageBuilderFacts): { plans: PlanFacts[]; faqs: FaqFacts[] } {
  const blocks = (entry.pageBuilder ?? []).flatMap((block) => (block ? [block] : []))
  const plans = new Map<string, PlanFacts>()
  for (const block of blocks) {
    for (const plan of block.plans ?? []) if (plan?.planType && !plans.has(plan.planType)) plans.set(plan.planType, plan)
  }
  const faqs = blocks.flatMap((block) => (block.faqs ?? []).flatMap((faq) => (faq ? [faq] : [])))
  return { plans: [...plans.values()], faqs }
}

interface PageHeadsData {
  site: { siteMetadata: { siteUrl: string; videoProvider: string; siteEnv: string; cmsPreview: boolean } }
  defaultAuthors: { authors: DefaultAuthors } | null
  socialCard: { altText: string | null; social: { src: string; width: number; height: number } | null } | null
}

/** An entry as `HEAD_ENTRY_FIELDS` reads it. */
export type HeadEntry = SeoEntry & PostFacts & WebinarVideoFields & PageBuilderFacts & { id: string; __typename?: string; enabled?: boolean | null }

/** A blog post's BlogPosting facts; other entries have none. */
function articleFacts(entry: SeoEntry & PostFacts, defaultAuthors: DefaultAuthors): ArticleFacts | null {
  if (entry.typeHandle !== "blog" || !entry.title) return null
  const author = postAuthor(entry, defaultAuthors)
  return {
    headline: entry.title,
    description: entry.seoDescription,
    image: entry.featuredImage?.social?.src ?? entry.seoImage?.social?.src ?? null,
    datePublished: entry.postDate,
    dateModified: entry.dateUpdated,
    author: author ? { name: author.name, jobTitle: author.title } : null,
    section: entry.blogCategories?.[0]?.title ?? null,
  }
}

/** The video an entry plays as the page's main content, if any: an on-demand webinar's recording. */
function entryVideo(entry: SeoEntry & WebinarVideoFields): PageHeadVideo | null {
  if (!entry.embeddedVideo) return null
  return {
    videoId: entry.embeddedVideo,
    name: entry.title,
    description: entry.description ?? entry.seoDescription,
    uploadDate: entry.releaseDate ?? entry.postDate,
    imagePath: entry.featuredImage?.social?.src ?? entry.seoImage?.social?.src,
    durationText: entry.duration,
  }
}

const SEO_IMAGE_FIELDS = "altText social: picture(profile: SOCIAL) { src width height }"

/** A planned page, as far as its head is concerned: its entry and, for a listing, which page of it. */
export interface PageForHead extends ListingPageForSeo {
  context: ListingPageForSeo["context"] & { id: string }
}

/**
 * The fields of every entry the heads and the SEO files read (`HeadEntry`). createPages reads
 * them with the plan's, in one read of the entries (lib/pages/entry-rows.ts): each read of
 * every entry decodes each whole entry node from the node store, about a second at 10,000
 * posts. The plans of a pricing block are entries: their `id` is asked for so that an entry's
 * row names them (entry-rows.ts reads it again when one changes).
 */
export const HEAD_ENTRY_FIELDS = `
  __typename id title url path typeHandle postDate dateUpdated seoTitle seoDescription canonical index enabled twittercreator
  seoImage { ${SEO_IMAGE_FIELDS} }
  twitterimage { ${SEO_IMAGE_FIELDS} }
  ... on CmsBlogBlogEntry {
    author { fullName authorTitle } useExternalAuthor externalAuthorName externalAuthorJobTitle
    featuredImage { social: picture(profile: SOCIAL) { src } } blogCategories { title }
  }
  ... on CmsWebinarsWebinarsEntry { embeddedVideo duration releaseDate description featuredImage { social: picture(profile: SOCIAL) { src } } }
  ... on CmsPageBuilderEntry {
    pageBuilder {
      __typename
      ... on CmsPageBuilderPricingPlansBlock { plans { ... on CmsPricingPlansPricingCapstoneEntry { id title planType paragraph billedMonthly billedAnnually } } }
      ... on CmsPageBuilderFaqBlock { faqs { question answer } }
    }
  }
`

/**
 * Reads the site URL, the default authors and the default social card, and returns what
 * computes a planned page's head from `entries` (every entry with a page, read with
 * `HEAD_ENTRY_FIELDS`). Throws when the data layer cannot answer, for createPages to report.
 */
export interface PageHeads {
  forPage: (page: PageForHead) => PageHead
  notFound: (path: string) => PageHead
  /** What `writeSeoFiles` needs, from the same read. */
  seoFiles: SeoFilesData
}

/** What public/'s SEO files are written from (`writeSeoFiles`). */
export interface SeoFilesData {
  siteUrl: string
  siteEnv: string
  cmsPreview: boolean
  /** Every entry with a page. */
  entries: EntryForIndexing[]
  /** The blog's posts as the feed lists them. */
  feedPosts: FeedPost[]
}

export async function loadPageHeads(graphql: GraphqlFunction, entries: readonly HeadEntry[]): Promise<PageHeads> {
  const result = await graphql<PageHeadsData>(`
    query PageHeads {
      site { siteMetadata { siteUrl videoProvider siteEnv cmsPreview } }
      ${DEFAULT_AUTHORS_QUERY}
      socialCard: cmsAsset(volume: { eq: "site" }, filename: { eq: "social-card.png" }) { ${SEO_IMAGE_FIELDS} }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not read the site's SEO settings for the page heads: ${JSON.stringify(result.errors)}`)
  const { site, socialCard, defaultAuthors } = result.data
  const headSite: HeadSite = {
    siteUrl: site.siteMetadata.siteUrl,
    // The default link preview: the site volume's social card (cms/content/assets/site), its SOCIAL transform.
    socialCard: socialCard?.social ? { url: socialCard.social.src, width: socialCard.social.width, height: socialCard.social.height, alt: null } : null,
    sectionPages: sectionPages(entries.map((entry) => ({ path: entry.path ?? null, title: entry.title ?? null }))),
    videoProviderBase: normaliseProviderBase(site.siteMetadata.videoProvider),
  }
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  return {
    forPage: (page) => {
      const entry = byId.get(page.context.id)
      return pageHead(
        entry ? listingEntrySeo(entry, page) : null,
        page.path,
        headSite,
        entry ? { article: articleFacts(entry, defaultAuthors?.authors), video: entryVideo(entry), ...pageBuilderFacts(entry) } : {},
      )
    },
    notFound: (path) => pageHead(NOT_FOUND_ENTRY, path, headSite),
    seoFiles: {
      siteUrl: site.siteMetadata.siteUrl,
      siteEnv: site.siteMetadata.siteEnv,
      cmsPreview: site.siteMetadata.cmsPreview,
      entries: entries.map((entry) => ({
        path: entry.path ?? null,
        index: entry.index,
        enabled: entry.enabled,
        postDate: entry.postDate,
        dateUpdated: entry.dateUpdated,
      })),
      feedPosts: feedPosts(entries, defaultAuthors?.authors),
    },
  }
}

/**
 * Writes sitemap.xml (split when long), robots.txt, logo.svg and the blog's feed into
 * `publicDir`, for the pages the build made (`pagePaths`); returns how many the sitemap lists.
 */
export async function writeSeoFiles(data: SeoFilesData, pagePaths: readonly string[], publicDir: string): Promise<{ indexable: number }> {
  const { siteUrl, siteEnv, cmsPreview } = data
  const pages = indexablePages(data.entries, [...pagePaths])
  const files = [
    ...sitemapFiles(pages, siteUrl),
    { fileName: "robots.txt", content: robotsTxt({ siteEnv: siteEnv === "staging" ? "staging" : "prod", siteUrl, preview: cmsPreview }) },
    { fileName: ORGANIZATION_LOGO_PATH.replace(/^\//, ""), content: organizationLogoSvg },
    { fileName: BLOG_FEED_PATH.replace(/^\//, ""), content: blogRssFeed(BLOG_FEED_CHANNEL(siteUrl), data.feedPosts) },
  ]
  await mkdir(join(publicDir, dirname(BLOG_FEED_PATH)), { recursive: true })
  // Parts of a split sitemap from an earlier, larger build must not linger unreferenced.
  const written = new Set(files.map((file) => file.fileName))
  const stale = (await readdir(publicDir)).filter((name) => /^sitemap-\d+\.xml$/.test(name) && !written.has(name))
  await Promise.all([
    ...stale.map((name) => unlink(join(publicDir, name))),
    ...files.map((file) => writeFile(join(publicDir, file.fileName), file.content, "utf8")),
  ])
  return { indexable: pages.length }
}
