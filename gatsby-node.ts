/**
 * Thin on purpose: the rules live in src/lib/pages (unit-tested); this file only asks
 * the data layer for the entries and hands each planned page to Gatsby.
 */
import { resolve } from "node:path"
import type { GatsbyNode } from "gatsby"
import { planPages, type EntryForPage } from "./src/lib/pages/page-plan"
import { siteSlices } from "./src/lib/pages/slices"
import { sliceSharedCacheGroup } from "./src/lib/pages/slice-chunks"
import { cmsEntriesByIdResolver } from "./src/lib/pages/listed-entries"
import { seoSectionPagesResolver } from "./src/lib/seo/build-hooks"

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const slice of Object.values(siteSlices)) actions.createSlice({ id: slice.alias, component: resolve(slice.component) })
  const result = await graphql<{ allCmsEntry: { nodes: EntryForPage[] } }>(`
    query PlanPages {
      allCmsEntry(filter: { path: { ne: null } }) {
        nodes {
          id path typeHandle sectionHandle postDate landingPageNavigation defaultCampaignUtm defaultMediumUtm defaultSourceUtm defaultFpRef defaultDubId defaultPartnerId
          ... on CmsPagesResourcesIndexEntry { listingSection listingTypes }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the CMS entries to create pages", result.errors)
    return
  }
  let pages
  try {
    // BENCH_ONE_LINE_BLOG_POSTS: the build benchmark's floor (scripts/bench/build.ts).
    pages = planPages(result.data.allCmsEntry.nodes, { oneLineBlogPosts: process.env.BENCH_ONE_LINE_BLOG_POSTS === "1" })
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  for (const page of pages) {
    actions.createPage({ path: page.path, component: resolve(`src/templates/${page.template}.tsx`), context: page.context })
  }
  reporter.info(`created ${pages.length} pages from the CMS`)
}

/** The browser bundle: what the slices share with the templates is one chunk, not copies (lib/pages/slice-chunks.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
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
  createResolvers({ Query: { seoSectionPages: seoSectionPagesResolver, cmsEntriesById: cmsEntriesByIdResolver } })
}

export { onPostBuild } from "./src/lib/seo/build-hooks"
