/**
 * Thin on purpose: the rules live in src/lib/pages (unit-tested); this file only asks
 * the data layer for the entries and hands each planned page to Gatsby.
 */
import { join, resolve } from "node:path"
import type { GatsbyNode } from "gatsby"
import { newestPosts, planPages, type EntryForPage } from "./src/lib/pages/page-plan"
import { blogCategoriesOf } from "./src/lib/pages/blog-discovery"
import { loadCategoryRails } from "./src/lib/pages/category-rails"
import { createCmsClient } from "./plugins/gatsby-source-cms/client"
import { readBuildEnv } from "./src/config/env"
import { navigationSliceContext, siteSlices } from "./src/lib/pages/slices"
import { sliceSharedCacheGroup } from "./src/lib/pages/slice-chunks"
import { cmsEntriesByIdResolver } from "./src/lib/pages/listed-entries"
import { thankYouNoteGeneratorResolvers } from "./src/lib/thank-you-notes/first-page"
import type { CmsPageContext } from "./src/components/layout/page-types"
import { HEAD_ENTRY_FIELDS, loadPageHeads, writeSeoFiles, type HeadEntry, type PageHeads, type SeoFilesData } from "./src/lib/seo/build-hooks"
import { loadEntryRows, type SourcingMarker } from "./src/lib/pages/entry-rows"
import { createHeadStore, PAGE_HEAD_TYPE_DEFS, pageHeadResolver, type HeadStore } from "./src/lib/seo/head-store"
import { experimentsFromRows, experimentsOnPage, type Experiment, type ExperimentRow } from "./src/lib/experiments/model"
import { isExperimentElement } from "./src/lib/experiments/elements"
import { netlifyAssetRewrite } from "./publisher/cms-asset-proxy"
import { pagePaths } from "./plugins/gatsby-plugin-site-runtime/page-files"
import { preAppScriptConstants } from "./src/runtime/classic-script"
import { bentoCards } from "./src/blocks/home/BentoCards/BentoCards.content"

/** Every entry's fields the page plan reads (EntryForPage), read with the entries' SEO fields (ENTRY_FIELDS). */
const PLAN_ENTRY_FIELDS = `
  id path typeHandle sectionHandle postDate landingPageNavigation defaultCampaignUtm defaultMediumUtm defaultSourceUtm defaultFpRef defaultDubId defaultPartnerId
  ... on CmsPagesResourcesIndexEntry { listingSection listingTypes }
  ... on CmsBlogBlogEntry { featuredArticle displayOnCaseStudyPage blogCategories { cmsId slug title groupHandle } }
  ... on CmsWebinarsWebinarsEntry { releaseDate }
  ... on CmsWebinarsRegisterEntry { releaseDate }
  ... on CmsWebinarsWebinarSpecialEntry { eventDate }
  ... on CmsPageBuilderEntry { pageBuilder { __typename } }
`

/** What createPages reads of every entry with a page, kept between builds under ENTRY_ROWS_KEY (lib/pages/entry-rows.ts). */
const ENTRY_FIELDS = `${HEAD_ENTRY_FIELDS} ${PLAN_ENTRY_FIELDS}`
const ENTRY_ROWS_KEY = "entry-rows"

/** The 404 page's head, computed with the others in createPages (which runs before src/pages/404.tsx becomes a page). */
let notFoundHead: PageHeads["notFound"] | null = null
/** Where createPages and onCreatePage store the pages' heads, each page's context naming its own by digest (lib/seo/head-store.ts). */
let headStore: HeadStore | null = null
/** What sitemap.xml, robots.txt and the feed are written from in onPostBuild, read with the heads. */
let seoFiles: SeoFilesData | null = null
/** The site's running experiments (the googleOptimize global set), in every page's context while there are any. */
let siteExperiments: Experiment[] = []

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, cache }) => {
  const env = readBuildEnv()
  // Pages name the CMS's files and transforms at /assets/* on the site's origin; our servers
  // forward them (publisher/cms-asset-proxy.ts), Netlify by this proxy rewrite (the adapter's _redirects).
  const assetRewrite = netlifyAssetRewrite(env.cmsUrl)
  if (assetRewrite) actions.createRedirect(assetRewrite)
  else if (env.deployHost === "netlify")
    reporter.warn(`CMS_URL (${env.cmsUrl}) is no public https origin: Netlify cannot forward /assets/* to it, so the pages' pictures will not load there`)
  // The sourcing's marker (what it changed) and the two global sets the plan needs; the entries'
  // fields below, the plan's with their heads', in one read (lib/pages/entry-rows.ts).
  const result = await graphql<{
    promoted: { featuredBlogPost: Array<{ id: string } | null> | null } | null
    googleOptimize: { googleOptimizeEntries: ExperimentRow[] | null } | null
    sourcing: SourcingMarker | null
  }>(`
    query PlanPages {
      sourcing: cmsSourcingMarker { generation previousGeneration changedEntryIds assetsChanged }
      promoted: cmsPromotedBlogPostsGlobalSet {
        featuredBlogPost {
          id
        }
      }
      googleOptimize: cmsGoogleOptimizeGlobalSet {
        googleOptimizeEntries { experimentId pageUri active element variantName variantCopy variantWeight }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the CMS's promoted posts and experiments to create pages", result.errors)
    return
  }
  // Every entry's fields, the plan's and the heads', read again only where this build's sourcing
  // changed entries (lib/pages/entry-rows.ts); the rows are kept for the next build.
  let entries: Array<EntryForPage & HeadEntry>
  let heads: PageHeads
  try {
    const kept: unknown = await cache.get(ENTRY_ROWS_KEY)
    const { rows, keep, read } = await loadEntryRows<EntryForPage & HeadEntry>(graphql, ENTRY_FIELDS, kept, result.data.sourcing)
    reporter.verbose(`createPages: ${read === "all" ? "read every entry" : `read ${read} entries again, kept ${rows.length - read} rows`}`)
    await cache.set(ENTRY_ROWS_KEY, keep)
    entries = rows
    heads = await loadPageHeads(graphql, rows)
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  let pages
  try {
    // BENCH_ONE_LINE_BLOG_POSTS: the build benchmark's floor (scripts/bench/build.ts).
    pages = planPages(entries, {
      oneLineBlogPosts: process.env.BENCH_ONE_LINE_BLOG_POSTS === "1",
      blogCategories: blogCategoriesOf(entries),
      promotedPostIds: (result.data.promoted?.featuredBlogPost ?? []).flatMap((post) => (post ? [post.id] : [])),
      homeCardPaths: bentoCards.map((card) => card.link.href),
    })
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  // The slices; the navigation's shows the newest posts, chosen here like the pages' (lib/pages/slices.ts).
  actions.createSlice({
    id: siteSlices.navigation.alias,
    component: resolve(siteSlices.navigation.component),
    context: navigationSliceContext(newestPosts(entries)),
  })
  actions.createSlice({ id: siteSlices.footer.alias, component: resolve(siteSlices.footer.component) })
  notFoundHead = heads.notFound
  seoFiles = heads.seoFiles
  const store = (headStore = createHeadStore())
  // Every page carries the site's experiments, so the head script can choose the next page's variants on client-side navigation (lib/experiments/head.ts).
  siteExperiments = experimentsFromRows(result.data.googleOptimize?.googleOptimizeEntries ?? [], (message) => reporter.warn(`googleOptimize: ${message}`))
  for (const experiment of siteExperiments) {
    if (!isExperimentElement(experiment.element))
      reporter.warn(
        `googleOptimize: experiment '${experiment.id}' changes '${experiment.element}', which no page renders (src/lib/experiments/elements.ts): every visitor sees the page as published`,
      )
  }
  if (siteExperiments.length > 0)
    reporter.info(`running experiments: ${siteExperiments.map((experiment) => `${experiment.id} on /${experiment.pageUri}`).join(", ")}`)
  const experimentsContext = (path: string) =>
    siteExperiments.length > 0 ? { experiments: siteExperiments, pageExperiments: experimentsOnPage(siteExperiments, path) } : {}
  // The blog's front page shows a rail per category, from the element-api feeds (lib/pages/category-rails.ts).
  const log = (...parts: unknown[]): void => reporter.warn(parts.map(String).join(" "))
  // With the sourcing's bounded waits and retries (CMS_TIMEOUT_MS, CMS_RETRIES): a feed that fails once keeps its rail.
  const cms = createCmsClient({ url: env.cmsUrl, token: env.cmsToken, ...env.cmsRequest, logger: { error: log, warn: log } })
  for (const page of pages) {
    const { blogDiscovery, listingCategory, pagination } = page.context
    const railsHere = blogDiscovery && !listingCategory && pagination?.pageNumber === 1
    const categoryRails = railsHere ? await loadCategoryRails(blogDiscovery.categories, (path) => cms.elementApi(path)) : undefined
    // The head's social tags and JSON-LD, decided here (lib/seo/page-head.ts) and stored by digest
    // (lib/seo/head-store.ts): the page query reads them back; the browser only renders them.
    const context: CmsPageContext = {
      ...page.context,
      ...(categoryRails ? { categoryRails } : {}),
      ...experimentsContext(page.path),
      headDigest: store.put(heads.forPage(page)),
    }
    actions.createPage({ path: page.path, component: resolve(`src/templates/${page.template}.tsx`), context })
  }
  reporter.info(`created ${pages.length} pages from the CMS`)
}

/** The 404 page (src/pages/404.tsx, and Gatsby's copies of it) gets its head's digest in its context like every CMS page. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, reporter }) => {
  if (!/^\/(404|dev-404-page)(\/|\.html)?$/.test(page.path) || (page.context as { headDigest?: unknown }).headDigest) return
  if (!notFoundHead || !headStore) {
    reporter.panicOnBuild(`gatsby-node: ${page.path} was created before createPages computed the page heads`)
    return
  }
  actions.deletePage(page)
  actions.createPage({
    ...page,
    context: { ...page.context, ...(siteExperiments.length > 0 ? { experiments: siteExperiments } : {}), headDigest: headStore.put(notFoundHead(page.path)) },
  })
}

/** Every page is made (createPages, then src/pages through onCreatePage): the heads no page names any more go. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  const removed = headStore?.prune() ?? 0
  if (removed > 0) reporter.verbose(`page heads: removed ${removed} no page names any more`)
}

/**
 * Gatsby's SitePage type is declared `@dontInfer`, but only types made with createTypes are
 * left out of inference: without this, every build walks each page's node and context (12,000
 * at 10,000 posts; 0.5 s a build, and more for each page createPages changes) to infer fields
 * the type never gets. Saying it again here, as the site's own type definition, makes Gatsby
 * skip it (its inference-metadata reducer reads `@dontInfer` from CREATE_TYPES).
 */
const SITE_PAGE_TYPE_DEFS = "type SitePage implements Node @dontInfer { path: String! }"

/** `Query.pageHead`, the type of what it answers; SitePage left out of inference. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(PAGE_HEAD_TYPE_DEFS)
  actions.createTypes(SITE_PAGE_TYPE_DEFS)
}

/** The two scripts that run before the app, bundled once a build for the HTML renderer (src/runtime/pre-app-scripts.tsx). */
let preAppScripts: Record<string, string> | null = null
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  preAppScripts = preAppScriptConstants(process.cwd())
  reporter.info(
    `The scripts that run before the app, bundled: ${Object.entries(preAppScripts)
      .map(([name, json]) => `${name} ${(Buffer.byteLength(JSON.parse(json) as string) / 1024).toFixed(1)} KB`)
      .join(", ")}`,
  )
}

/**
 * The HTML renderer gets the two scripts' bundles as constants (src/runtime/early-attribution.ts
 * says why); the browser bundle: what the slices share with the templates is one chunk, not
 * copies (lib/pages/slice-chunks.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, reporter }) => {
  if (stage === "build-html" || stage === "develop-html") {
    if (!preAppScripts) {
      reporter.panicOnBuild("gatsby-node: the HTML renderer's webpack config was asked for before onPreBootstrap bundled the scripts that run before the app")
      return
    }
    actions.setWebpackConfig({ plugins: [plugins.define(preAppScripts)] })
    return
  }
  if (stage !== "build-javascript") return
  const config = getConfig()
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups
  if (!cacheGroups) {
    reporter.panicOnBuild("gatsby-node: Gatsby's webpack config has no splitChunks.cacheGroups any more; revisit src/lib/pages/slice-chunks.ts")
    return
  }
  cacheGroups.sliceShared = sliceSharedCacheGroup
  actions.replaceWebpackConfig(config)
}

/** Root query fields the data layer adds to the contract's types. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: { cmsEntriesById: cmsEntriesByIdResolver, pageHead: pageHeadResolver },
    CmsPagesThankYouNoteGeneratorEntry: thankYouNoteGeneratorResolvers,
  })
}

/** The SEO files of public/ (lib/seo/build-hooks.ts), for every page Gatsby's page list holds. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  if (!seoFiles) {
    reporter.panicOnBuild("gatsby-node: onPostBuild ran without createPages having read the entries for sitemap.xml and the feed")
    return
  }
  const { indexable } = await writeSeoFiles(seoFiles, pagePaths(store), join(process.cwd(), "public"))
  reporter.info(`sitemap.xml lists ${indexable} indexable pages; robots.txt for ${seoFiles.siteEnv}`)
}
