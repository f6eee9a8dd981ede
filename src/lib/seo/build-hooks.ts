/**
 * The SEO side of the build, re-exported by gatsby-node.ts:
 *
 * - `seoSectionPagesResolver` is `Query.seoSectionPages`: the CMS pages that have pages below
 *   them, which the head's breadcrumbs name and link (a handful of entries, so the data
 *   every page loads does not grow with the number of blog posts);
 * - `onPostBuild` writes public/sitemap.xml (the indexable pages, lib/seo/indexable.ts),
 *   public/robots.txt (by SITE_ENV) and public/logo.svg (the Organization logo).
 *
 * The rules are the pure functions beside this file; this module only reads the data
 * layer and writes files.
 */
import { readdir, unlink, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { GatsbyNode } from "gatsby"
import { indexablePages, type EntryForIndexing } from "./indexable"
import { ORGANIZATION_LOGO_PATH, organizationLogoSvg } from "./logo"
import { robotsTxt } from "./robots"
import { sitemapFiles } from "./sitemap"
import { sectionPages, type SectionPage } from "./structured-data"

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>
}

/** `Query.seoSectionPages`, added by gatsby-node's createResolvers. */
export const seoSectionPagesResolver = {
  type: "[CmsEntry!]!",
  resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
    const { entries } = await context.nodeModel.findAll({ type: "CmsEntry" })
    return sectionPages(entries as Iterable<SectionPage>)
  },
}

interface BuildFilesData {
  site: { siteMetadata: { siteUrl: string; siteEnv: string; cmsPreview: boolean } }
  allSitePage: { nodes: Array<{ path: string }> }
  allCmsEntry: { nodes: EntryForIndexing[] }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<BuildFilesData>(`
    query SeoBuildFiles {
      site { siteMetadata { siteUrl siteEnv cmsPreview } }
      allSitePage { nodes { path } }
      allCmsEntry(filter: { path: { ne: null } }) { nodes { path index enabled postDate dateUpdated } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages and entries to write sitemap.xml and robots.txt", result.errors)
    return
  }
  const { siteUrl, siteEnv, cmsPreview } = result.data.site.siteMetadata
  const pages = indexablePages(
    result.data.allCmsEntry.nodes,
    result.data.allSitePage.nodes.map((page) => page.path),
  )
  const files = [
    ...sitemapFiles(pages, siteUrl),
    { fileName: "robots.txt", content: robotsTxt({ siteEnv: siteEnv === "staging" ? "staging" : "prod", siteUrl, preview: cmsPreview }) },
    { fileName: ORGANIZATION_LOGO_PATH.replace(/^\//, ""), content: organizationLogoSvg },
  ]
  const publicDir = join(process.cwd(), "public")
  // Parts of a split sitemap from an earlier, larger build must not linger unreferenced.
  const written = new Set(files.map((file) => file.fileName))
  const stale = (await readdir(publicDir)).filter((name) => /^sitemap-\d+\.xml$/.test(name) && !written.has(name))
  await Promise.all([...stale.map((name) => unlink(join(publicDir, name))), ...files.map((file) => writeFile(join(publicDir, file.fileName), file.content, "utf8"))])
  reporter.info(`sitemap.xml lists ${pages.length} indexable pages; robots.txt for ${siteEnv}`)
}
