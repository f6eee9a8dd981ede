/**
 * gatsby-source-cms: pulls every entry, global set and asset of the CMS into Gatsby's
 * data layer, with explicit types generated from the content contract (content-model.ts).
 * Build time is strict (DESIGN 3.2): any CMS failure stops the build with a message that
 * names the query, so an outage can never publish an empty site.
 */
import { readFileSync } from "node:fs"
import type { GatsbyNode, PluginOptions, SourceNodesArgs } from "gatsby"
import { createRemoteFileNode } from "gatsby-source-filesystem"
import { createCmsClient, CmsError, type CmsClient } from "./client"
import { createContentModel, UNKNOWN_ENTRY_TYPE, type ContentModel } from "./content-model"
import { entryPath } from "./paths"

export interface CmsPluginOptions extends PluginOptions {
  url: string
  token?: string
  previewToken?: string
  /** Path to cms/schema.graphql, the content contract. */
  schemaPath: string
}

const PAGE_SIZE = 100

let model: ContentModel | undefined
const contentModel = (options: CmsPluginOptions): ContentModel => (model ??= createContentModel(readFileSync(options.schemaPath, "utf8")))

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    url: Joi.string().uri({ scheme: ["http", "https"] }).required().description("Base URL of the CMS (CMS_URL)"),
    token: Joi.string().allow("").optional(),
    previewToken: Joi.string().allow("").optional(),
    schemaPath: Joi.string().required(),
  })

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }, options) => {
  const cms = contentModel(options as CmsPluginOptions)
  // The Matrix block interfaces tell their concrete block type from the reshaped block (blocks are not nodes).
  actions.createTypes([...cms.blockInterfaces.map((config) => schema.buildInterfaceType(config)), cms.gatsbyTypeDefs])
}

async function fetchAllEntries(client: CmsClient, query: string): Promise<Array<Record<string, unknown>>> {  const entries: Array<Record<string, unknown>> = []
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const data = await client.requestStrict<{ entries: Array<Record<string, unknown>> | null; total: number }>(query, { limit: PAGE_SIZE, offset })
    const page = data.entries ?? []
    entries.push(...page)
    if (page.length < PAGE_SIZE) {
      if (entries.length !== data.total) throw new CmsError("sourceEntries", "shape", `fetched ${entries.length} entries but the CMS counts ${data.total}`)
      return entries
    }
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args: SourceNodesArgs, pluginOptions) => {
  const options = pluginOptions as CmsPluginOptions
  const { actions, createNodeId, createContentDigest, reporter, getCache } = args
  const cms = contentModel(options)
  const client = createCmsClient({ url: options.url, token: options.token || undefined, previewToken: options.previewToken || undefined })
  const activity = reporter.activityTimer(`source CMS content from ${options.url}${options.previewToken ? " (preview)" : ""}`)
  activity.start()
  try {
    const [entries, globals, assets] = await Promise.all([
      fetchAllEntries(client, cms.sourcingQueries.sourceEntries),
      client.requestStrict<{ globalSets: Array<Record<string, unknown>> | null }>(cms.sourcingQueries.sourceGlobals),
      client.requestStrict<{ assets: Array<Record<string, unknown>> | null }>(cms.sourcingQueries.sourceAssets),
    ])

    await Promise.all(
      (assets.assets ?? []).map(async (raw) => {
        // One node type for every volume; the volume is the {volume}_Asset type's prefix.
        const asset: Record<string, unknown> = { ...cms.reshape(raw), volume: String(raw.__typename).replace(/_Asset$/, "") }
        const id = createNodeId(`CmsAsset-${String(asset.cmsId)}`)
        let localFile: string | undefined
        if (String(asset.mimeType).startsWith("image/")) {
          const file = await createRemoteFileNode({ url: String(asset.url), parentNodeId: id, createNode: actions.createNode, createNodeId, getCache })
          localFile = file.id
        }
        actions.createNode({ ...asset, localFile, id, internal: { type: "CmsAsset", contentDigest: createContentDigest(asset) } })
      }),
    )

    for (const raw of entries) {
      const entry = cms.reshape(raw)
      const node = { ...entry, path: entryPath(entry.uri as string | null) }
      const type = cms.entryNodeType(String(raw.__typename))
      if (type === UNKNOWN_ENTRY_TYPE) reporter.warn(`CMS entry ${String(entry.cmsId)} ("${String(entry.title)}") is of type ${String(raw.__typename)}, which cms/schema.graphql does not have: it gets a page without navigation`)
      actions.createNode({ ...node, id: createNodeId(`CmsEntry-${String(entry.cmsId)}`), internal: { type, contentDigest: createContentDigest(node) } })
    }

    for (const raw of globals.globalSets ?? []) {
      const global = cms.reshape(raw)
      const type = cms.globalNodeType(String(raw.__typename))
      actions.createNode({ ...global, id: createNodeId(`${type}-${String(global.cmsId)}`), internal: { type, contentDigest: createContentDigest(global) } })
    }
    activity.setStatus(`${entries.length} entries, ${(globals.globalSets ?? []).length} global sets, ${(assets.assets ?? []).length} assets`)
  } catch (error) {
    activity.end()
    reporter.panicOnBuild(`Could not source the CMS at ${options.url}: ${(error as Error).message}`, error as Error)
    return
  }
  activity.end()
}
