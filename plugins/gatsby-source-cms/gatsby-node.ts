/**
 * gatsby-source-cms: pulls the CMS's entries, global sets and assets into Gatsby's data
 * layer, with explicit types generated from the content contract (content-model.ts).
 * Entries are sourced incrementally after the first build (incremental.ts): only what
 * changed since is fetched, deleted entries' nodes are deleted, the rest are left as they
 * are. The plugin is a stateful source plugin (Gatsby's `enableStatefulSourceNodes`): Gatsby
 * neither expects its nodes to be touched nor deletes the untouched ones; the plugin deletes
 * what the CMS no longer has itself (`deleteUnsourced`). Touching 10,000 unchanged entries and
 * Gatsby's pass over them for stale ones cost about 3 s of every rebuild at 10,000 posts.
 * Build time is strict (DESIGN 3.2): any CMS failure stops the build with a message that
 * names the query, so an outage can never publish an empty site.
 */
import { createHash, randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import type { GatsbyNode, Node, PluginOptions, SourceNodesArgs } from "gatsby"
import { needsFullSourcing, parseCmsWebhook } from "../../publisher/webhook"
import { createCmsClient, CmsError, operationNameOf, type CmsClient, type Variables } from "./client"
import { createContentModel, UNKNOWN_ENTRY_TYPE, type ContentModel, type NodeIds } from "./content-model"
import {
  newestDate,
  planSourcing,
  reconcileEntries,
  rememberedDate,
  SOURCING_FORMAT,
  SOURCING_MARKER_TYPE,
  SOURCING_MARKER_TYPE_DEFS,
  type SourcingChanges,
  SOURCING_STATE_KEY,
  updatedSince,
  type SourcingState,
} from "./incremental"
import { describeEntry, missingEntryFields } from "./entry-check"
import { entryPath } from "./paths"
import { absoluteAssetUrl, siteAssetUrl } from "../../src/lib/images/asset-url"
import type { ImageProfileName } from "../../src/lib/images/profiles"
import { PICTURE_TYPE_DEFS, resolvePicture, sourceAssetPictures, type SourcedAsset } from "./asset-pictures"
import { PREVIEW_ENTRY_QUERY, rememberedSessions, setRememberedPreviewCount, takePendingPreviews, type PreviewOutcome, type PreviewSession } from "./preview"

export interface CmsPluginOptions extends PluginOptions {
  url: string
  token?: string
  /**
   * A preview server (CMS_PREVIEW=1): takes per-draft tokens from the preview server
   * (preview.ts) and shows those drafts; published content otherwise. A build never does.
   */
  preview?: boolean
  /** Path to cms/schema.graphql, the content contract. */
  schemaPath: string
  /** Source every entry, not only what changed (CMS_FULL_SOURCE; incremental.ts says when). */
  fullSource?: boolean
  /** The client's bounded waits (client.ts; CMS_TIMEOUT_MS, CMS_RETRIES, CMS_RETRY_BACKOFF_MS). */
  timeoutMs?: number
  retries?: number
  retryBackoffMs?: number
}

/** The plugin's name: the owner Gatsby records on each of its nodes. */
const OWNER = "gatsby-source-cms"

/** Entries per request when their fields are asked for. */
const PAGE_SIZE = 100
/**
 * Ids per request when only ids are asked for (the incremental sourcing's listing of what
 * still exists): 10,000 entries are one request (about 0.1 s against the local CMS at
 * 10,000 posts, where ten pages of 1,000 took 0.8 s: each page costs the CMS a pass over
 * every entry). Craft sets no ceiling on `limit`; an id is a few bytes, so 10,000 are about
 * 200 KB of JSON.
 */
const ID_PAGE_SIZE = 10_000

let model: ContentModel | undefined
const contentModel = (options: CmsPluginOptions): ContentModel => (model ??= createContentModel(readFileSync(options.schemaPath, "utf8")))

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    url: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .description("Base URL of the CMS (CMS_URL)"),
    token: Joi.string().allow("").optional(),
    preview: Joi.boolean().default(false),
    schemaPath: Joi.string().required(),
    fullSource: Joi.boolean().default(false),
    timeoutMs: Joi.number().integer().min(100).default(30_000),
    retries: Joi.number().integer().min(0).max(10).default(2),
    retryBackoffMs: Joi.number().integer().min(0).default(1_000),
  })

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }, options) => {
  const cms = contentModel(options as CmsPluginOptions)
  // The Matrix block interfaces tell their concrete block type from the reshaped block (blocks are not nodes).
  actions.createTypes([
    ...cms.blockInterfaces.map((config) => schema.buildInterfaceType(config)),
    cms.gatsbyTypeDefs,
    PICTURE_TYPE_DEFS,
    SOURCING_MARKER_TYPE_DEFS,
  ])
}

/** `CmsAsset.picture(profile:)`: the asset's transforms for one usage (src/lib/images/profiles.ts), for <Picture>. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    CmsAsset: {
      picture: {
        type: "CmsPicture",
        args: { profile: "ImageProfile!" },
        resolve: (source: Parameters<typeof resolvePicture>[0], args: { profile: ImageProfileName }) => resolvePicture(source, args.profile),
      },
    },
  })
}

type Raw = Record<string, unknown>

/**
 * Every page of a paginated entries query; the count must match the CMS's own. Entries with
 * their fields (not the id listing) must have the fields the site needs (entry-check.ts).
 */
async function fetchPaged(client: CmsClient, query: string, variables: Variables = {}, pageSize = PAGE_SIZE, checkFields = true): Promise<Raw[]> {
  const entries: Raw[] = []
  for (let offset = 0; ; offset += pageSize) {
    const data = await client.requestStrict<{ entries: Raw[] | null; total: number }>(query, { ...variables, limit: pageSize, offset })
    const page = data.entries ?? []
    if (checkFields) {
      for (const raw of page) {
        const missing = missingEntryFields(raw)
        if (missing.length > 0)
          throw new CmsError(operationNameOf(query), "shape", `${describeEntry(raw)} has no ${missing.join(", ")}, which every entry needs`)
      }
    }
    entries.push(...page)
    if (page.length < pageSize) {
      if (entries.length !== data.total)
        throw new CmsError(operationNameOf(query), "shape", `fetched ${entries.length} entries but the CMS counts ${data.total}`)
      return entries
    }
  }
}

/** Why the webhook that triggered this sourcing (develop's refresh endpoint) needs a full one, if it does. */
function webhookReason(webhookBody: unknown): string | undefined {
  try {
    const webhook = parseCmsWebhook(webhookBody)
    return needsFullSourcing(webhook) ? `a ${webhook.element.type} changed (webhook)` : undefined
  } catch {
    return undefined // not a CMS webhook (an empty refresh): nothing to say
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args: SourceNodesArgs, pluginOptions) => {
  const options = pluginOptions as CmsPluginOptions
  const { actions, createNodeId, createContentDigest, reporter, getNode, cache } = args
  const cms = contentModel(options)
  const preview = Boolean(options.preview)
  const clientOptions = {
    url: options.url,
    token: options.token || undefined,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    retryBackoffMs: options.retryBackoffMs,
  }
  const client = createCmsClient(clientOptions)
  // Taken before anything can fail: each is answered below, whatever happens (preview.ts).
  const pendingPreviews = preview ? takePendingPreviews() : []
  const outcomes = new Map<string, PreviewOutcome>()
  const activity = reporter.activityTimer(`source CMS content from ${options.url}${preview ? " (preview)" : ""}`)
  activity.start()
  actions.enableStatefulSourceNodes?.()
  /** The id of every node this sourcing made or kept: any other node of the plugin's is deleted at the end (`deleteUnsourced`). */
  const sourcedIds = new Set<string>()
  const entryNodeId = (cmsId: string): string => createNodeId(`CmsEntry-${cmsId}`)
  const markerId = createNodeId(SOURCING_MARKER_TYPE)
  const nodeIds: NodeIds = { entry: entryNodeId, asset: (cmsId) => createNodeId(`CmsAsset-${cmsId}`) }
  /** The ids of the entry nodes this sourcing created, replaced or deleted (the marker node says which: SourcingChanges). */
  const changedEntryIds = new Set<string>()
  /** Creates (or replaces) the entry's node; false when an identical node was there, which is then left as it is. */
  const createEntryNode = (raw: Raw): boolean => {
    const entry = cms.reshape(raw, nodeIds)
    const node = { ...entry, path: entryPath(entry.uri as string | null) }
    const type = cms.entryNodeType(String(raw.__typename))
    if (type === UNKNOWN_ENTRY_TYPE)
      reporter.warn(
        `CMS entry ${String(entry.cmsId)} ("${String(entry.title)}") is of type ${String(raw.__typename)}, which cms/schema.graphql does not have: it gets a page without navigation`,
      )
    const id = entryNodeId(String(entry.cmsId))
    sourcedIds.add(id)
    const contentDigest = createContentDigest(node)
    const existing = getNode(id)
    if (existing && existing.internal.type === type && existing.internal.contentDigest === contentDigest) return false
    // An entry whose type changed becomes a node of another type: Gatsby does not retype a node in place.
    if (existing && existing.internal.type !== type) actions.deleteNode(existing)
    actions.createNode({ ...node, id, internal: { type, contentDigest } })
    changedEntryIds.add(id)
    return true
  }
  try {
    const previous: unknown = await cache.get(SOURCING_STATE_KEY)
    // The contract and what the plugin makes of it (the queries it sends, the node types): a change to either re-sources everything,
    // so nodes a previous version of the plugin shaped never outlive it.
    const contractHash = createHash("sha256")
      .update(readFileSync(options.schemaPath))
      .update(JSON.stringify(cms.sourcingQueries))
      .update(cms.gatsbyTypeDefs)
      .digest("hex")
    const plan = planSourcing(previous, {
      contractHash,
      url: options.url,
      preview,
      fullSourceReason: options.fullSource ? "CMS_FULL_SOURCE is set" : webhookReason(args.webhookBody),
    })

    // The last sourcing's marker goes now, before any node changes: a sourcing that fails
    // after this leaves none, and the next one reads the nodes it keeps to check them.
    const marker = getNode(markerId) as (Node & { generation?: string }) | undefined
    if (marker) actions.deleteNode(marker)

    // Global sets and assets are few: fetched in full every time, alongside the entries.
    const globalsAndAssets = Promise.all([
      client.requestStrict<{ globalSets: Raw[] | null }>(cms.sourcingQueries.sourceGlobals),
      client.requestStrict<{ assets: Raw[] | null }>(cms.sourcingQueries.sourceAssets),
    ])
    globalsAndAssets.catch(() => undefined) // awaited below; an entries failure may be reported first
    let fetched: Raw[]
    /** An incremental sourcing that found the last one's node store as it left it (the marker): its changes are all the store's changes since. */
    let storeIntact = false
    let entryDates: Record<string, string | null>
    let summary: string
    if (plan.mode === "full") {
      fetched = await fetchPaged(client, cms.sourcingQueries.sourceEntries)
      entryDates = Object.fromEntries(fetched.map((raw) => [String(raw.id), (raw.dateUpdated as string | null) ?? null]))
      fetched.forEach((raw) => createEntryNode(raw))
      // The nodes of entries that are gone are deleted with every other node this sourcing did not make (below).
      summary = `sourced all ${fetched.length} entries (full: ${plan.reason})`
    } else {
      const [ids, changed] = await Promise.all([
        fetchPaged(client, cms.sourcingQueries.sourceEntryIds, {}, ID_PAGE_SIZE, false).then((entries) => entries.map((e) => String(e.id))),
        fetchPaged(client, cms.sourcingQueries.sourceEntriesUpdatedSince, { since: updatedSince(plan.since) }),
      ])
      const listed = new Set(ids)
      const changedNow = changed.filter((raw) => listed.has(String(raw.id)))
      // The marker as the last sourcing left it: the store holds every node it remembers, and none needs reading.
      storeIntact = plan.previous.generation !== undefined && marker?.generation === plan.previous.generation
      const { deleted, kept, refetch } = reconcileEntries(
        plan.previous,
        ids,
        new Set(changedNow.map((raw) => String(raw.id))),
        storeIntact
          ? rememberedDate(plan.previous)
          : (id) => {
              const node = getNode(entryNodeId(id)) as (Node & { dateUpdated?: string | null }) | undefined
              return node === undefined ? undefined : (node.dateUpdated ?? null)
            },
      )
      const refetched = refetch.length > 0 ? await fetchPaged(client, cms.sourcingQueries.sourceEntriesById, { id: refetch }) : []
      fetched = [...changedNow, ...refetched]
      // `>=` returns the entries saved in the last sourcing's newest second again: an identical one is kept, not counted as changed.
      const changedCount = fetched.filter(createEntryNode).length
      for (const id of kept) sourcedIds.add(entryNodeId(id))
      const deletedCount = deleteEntryNodes(deleted)
      entryDates = Object.fromEntries([
        ...kept.map((id) => [id, plan.previous.entries[id] ?? null]),
        ...fetched.map((raw) => [String(raw.id), (raw.dateUpdated as string | null) ?? null]),
      ])
      summary = `sourced ${changedCount} changed entries, deleted ${deletedCount}, kept ${kept.length + fetched.length - changedCount} (incremental since ${plan.since}: ${fetched.length} fetched${refetched.length ? `, ${refetched.length} of them by id` : ""})`
    }
    // Published content is in place; now the drafts that preview tokens show (preview.ts).
    // Their dates are kept out of `since`: a draft's date says nothing about what was published.
    const since = newestDate([plan.mode === "incremental" ? plan.since : null, ...Object.values(entryDates)])
    let previews: Record<string, PreviewSession> = {}
    if (preview) {
      const result = await sourcePreviews(
        rememberedSessions((previous as { previews?: unknown } | undefined)?.previews),
        pendingPreviews.map((p) => p.session),
        entryDates,
      )
      previews = result.previews
      Object.assign(entryDates, result.dates)
      if (result.summary) summary += `; ${result.summary}`
    }

    const [globals, assets] = await globalsAndAssets

    // Assets: their fields, and a picture per profile from the CMS's transforms (asset-pictures.ts).
    // The transforms' URLs are asked every time (one query per hundred assets): they are part of
    // what a page shows, and an unchanged asset whose URLs are unchanged keeps its node.
    const rawAssets = (assets.assets ?? []).map((raw) => {
      // One node type for every volume; the volume is the {volume}_Asset type's prefix. The URL is
      // made absolute here, once, for every reader of the node ('//' → https:).
      const url = absoluteAssetUrl(typeof raw.url === "string" ? raw.url : null, options.url)
      const asset: Record<string, unknown> = { ...cms.reshape(raw, nodeIds), url, volume: String(raw.__typename).replace(/_Asset$/, "") }
      if (String(asset.mimeType).startsWith("image/") && !url) {
        reporter.warn(
          `CMS asset ${String(asset.cmsId)} ("${String(asset.filename)}") has no usable URL (${JSON.stringify(raw.url ?? null)}): its volume needs public URLs; it is shown nowhere`,
        )
      }
      return asset
    })
    const sourced: SourcedAsset[] = rawAssets
      .filter((asset) => asset.url)
      .map((asset) => ({
        cmsId: String(asset.cmsId),
        volume: String(asset.volume),
        filename: String(asset.filename),
        mimeType: typeof asset.mimeType === "string" ? asset.mimeType : null,
        width: typeof asset.width === "number" ? asset.width : null,
        height: typeof asset.height === "number" ? asset.height : null,
      }))
    const pictures = await sourceAssetPictures(client, sourced, (url) => siteAssetUrl(url, options.url))
    let assetsChanged = 0
    for (const asset of rawAssets) {
      const node = { ...asset, pictures: pictures.get(String(asset.cmsId)) ?? null }
      const id = nodeIds.asset(String(asset.cmsId))
      sourcedIds.add(id)
      const contentDigest = createContentDigest(node)
      const existing = getNode(id)
      if (existing && existing.internal.contentDigest === contentDigest) continue
      assetsChanged++
      actions.createNode({ ...node, id, internal: { type: "CmsAsset", contentDigest } })
    }

    for (const raw of globals.globalSets ?? []) {
      const global = cms.reshape(raw, nodeIds)
      const type = cms.globalNodeType(String(raw.__typename))
      const id = createNodeId(`${type}-${String(global.cmsId)}`)
      sourcedIds.add(id)
      actions.createNode({ ...global, id, internal: { type, contentDigest: createContentDigest(global) } })
    }

    // What the CMS no longer has. A full sourcing made or kept every node that is still
    // wanted, so any other node of the plugin's goes, whatever its type (one a changed
    // contract dropped, one a previous plugin version made); an incremental one deleted the
    // entries that are gone above and made or kept every asset and global set.
    const unsourced = deleteUnsourced(
      plan.mode === "full"
        ? args.getNodes().filter((node) => node.internal.owner === OWNER)
        : ["CmsAsset", ...cms.globalNodeTypes].flatMap((type) => args.getNodesByType(type)),
    )
    if (unsourced > 0) summary += `; deleted ${unsourced} nodes of what the CMS no longer has`

    // Written last: found unchanged by the next sourcing, it vouches for every node before it.
    const generation = randomBytes(8).toString("hex")
    sourcedIds.add(markerId)
    const changes: SourcingChanges = {
      previousGeneration: plan.mode === "incremental" && storeIntact ? (plan.previous.generation ?? null) : null,
      changedEntryIds: [...changedEntryIds].sort(),
      assetsChanged: assetsChanged > 0 || unsourced > 0,
    }
    actions.createNode({ id: markerId, generation, ...changes, internal: { type: SOURCING_MARKER_TYPE, contentDigest: generation } })
    const state: SourcingState = {
      generation,
      format: SOURCING_FORMAT,
      contractHash,
      url: options.url,
      preview,
      since,
      entries: entryDates,
      previews,
    }
    await cache.set(SOURCING_STATE_KEY, state)
    setRememberedPreviewCount(Object.keys(previews).length)
    reporter.info(
      `gatsby-source-cms: ${summary}; ${(globals.globalSets ?? []).length} global sets and ${(assets.assets ?? []).length} assets in full (${assetsChanged} new or changed)`,
    )
    activity.setStatus(summary)
  } catch (error) {
    activity.end()
    reporter.panicOnBuild(`Could not source the CMS at ${options.url}: ${(error as Error).message}`, error as Error)
    return
  } finally {
    for (const { session, waiters } of pendingPreviews) {
      const outcome = outcomes.get(session.token) ?? { status: "failed", reason: "the sourcing failed" }
      for (const resolve of waiters) resolve(outcome)
    }
  }
  activity.end()

  /**
   * Every remembered token and every new one asked again (preview.ts says why). Returns the
   * tokens to remember, by entry id, and the dates of the nodes they made.
   */
  async function sourcePreviews(
    remembered: Record<string, PreviewSession>,
    requested: PreviewSession[],
    published: Record<string, string | null>,
  ): Promise<{ previews: Record<string, PreviewSession>; dates: Record<string, string | null>; summary: string }> {
    const previews: Record<string, PreviewSession> = {}
    const dates: Record<string, string | null> = {}
    const shown: string[] = []
    const dropped: string[] = []
    // A newer token for an entry replaces the one remembered for it (asked last, it wins).
    for (const session of [...Object.values(remembered), ...requested]) {
      const outcome = await showDraft(session)
      outcomes.set(session.token, outcome)
      if (outcome.status === "shown") {
        for (const [id, other] of Object.entries(previews)) if (id !== outcome.entryId && other.uri === session.uri) delete previews[id]
        previews[outcome.entryId] = { token: session.token, uri: session.uri }
        // A published entry's node now holds the draft: remember the draft's date, so the next
        // incremental sourcing keeps that node unless the entry itself changes. A never-published
        // entry is not among the entries at all (its token alone brings it back).
        const node = getNode(entryNodeId(outcome.entryId)) as (Node & { dateUpdated?: string | null }) | undefined
        if (Object.hasOwn(published, outcome.entryId)) dates[outcome.entryId] = node?.dateUpdated ?? null
        shown.push(`"${outcome.title}"`)
        continue
      }
      if (outcome.status === "failed" && session.entryId !== undefined) {
        // The CMS did not answer: the token may still be good; keep the node as it is and ask next time.
        previews[session.entryId] = session
        sourcedIds.add(entryNodeId(session.entryId))
        reporter.warn(`gatsby-source-cms: could not re-check the preview of ${session.uri}: ${outcome.reason}`)
        continue
      }
      if (session.entryId !== undefined && !Object.hasOwn(previews, session.entryId)) {
        await showPublished(session.entryId, dates, published)
        dropped.push(`${session.uri} (${outcome.reason})`)
      }
    }
    const summary = [
      shown.length ? `previewing ${shown.join(", ")}` : "",
      dropped.length ? `stopped previewing ${dropped.join(", ")}: the published entry is back` : "",
    ]
      .filter(Boolean)
      .join("; ")
    return { previews, dates, summary }
  }

  /** Asks the CMS for the entry at the session's uri with its token, and makes its node. */
  async function showDraft(session: PreviewSession): Promise<PreviewOutcome> {
    const withToken = createCmsClient({ ...clientOptions, previewToken: session.token, retries: 0 })
    try {
      const found = await withToken.requestStrict<{ entry: { id: string; canonicalId?: number | null } | null }>(PREVIEW_ENTRY_QUERY, { uri: [session.uri] })
      if (!found.entry) return { status: "refused", reason: `the token shows no entry at ${session.uri}` }
      const entryId = String(found.entry.canonicalId ?? found.entry.id)
      const [raw] = await fetchPaged(withToken, cms.sourcingQueries.sourceEntriesById, { id: [entryId] })
      if (!raw) return { status: "refused", reason: `the token shows no entry ${entryId}` }
      createEntryNode({ ...raw, id: entryId })
      return { status: "shown", entryId, title: String(raw.title) }
    } catch (error) {
      const cmsError = error as CmsError
      // Craft answers an expired or unknown token with an error (a 4xx, or an errors array): refused.
      const refused = cmsError instanceof CmsError && (cmsError.kind === "graphql" || (cmsError.kind === "status" && (cmsError.status ?? 0) < 500))
      return { status: refused ? "refused" : "failed", reason: cmsError.message }
    }
  }

  /** The entry's node as published (fetched without a token), or no node when it is not published. */
  async function showPublished(entryId: string, dates: Record<string, string | null>, published: Record<string, string | null>): Promise<void> {
    const [raw] = await fetchPaged(client, cms.sourcingQueries.sourceEntriesById, { id: [entryId] })
    if (raw) {
      createEntryNode(raw)
      dates[entryId] = (raw.dateUpdated as string | null) ?? null
    } else {
      deleteEntryNodes([entryId])
      delete published[entryId]
    }
  }

  /** Deletes those of the nodes this sourcing did not make or keep; returns how many. */
  function deleteUnsourced(nodes: readonly Node[]): number {
    const stale = nodes.filter((node) => !sourcedIds.has(node.id))
    for (const node of stale) actions.deleteNode(node)
    return stale.length
  }

  function deleteEntryNodes(ids: readonly string[]): number {
    let count = 0
    for (const id of ids) {
      const node = getNode(entryNodeId(id))
      if (!node) continue
      actions.deleteNode(node)
      changedEntryIds.add(node.id)
      count += 1
    }
    return count
  }
}
