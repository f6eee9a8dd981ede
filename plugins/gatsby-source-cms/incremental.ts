/**
 * Incremental sourcing, the planning half (pure; gatsby-node.ts does the I/O).
 *
 * After a sourcing that succeeded, the plugin remembers (in Gatsby's plugin cache) which CMS
 * it read, under which contract, and every entry it made a node of with that entry's
 * `dateUpdated`. The next sourcing then asks the CMS only for
 *   - the entries updated since the newest `dateUpdated` it saw (Craft's
 *     `entries(dateUpdated: ">= …")`: `>=`, so a save in the same second is not lost), and
 *   - the id of every entry (cheap): an id it knew and no longer gets was deleted (or
 *     disabled, or moved out of preview); an id it did not know, or whose node is missing
 *     or older than remembered, is fetched by id;
 * and keeps every other entry node as it is (the plugin is stateful: gatsby-node.ts).
 *
 * It sources everything again when it cannot trust what it remembers: no cache, another
 * contract (cms/schema.graphql), another CMS URL or preview mode, or when asked to
 * (CMS_FULL_SOURCE, set by the publisher when a user or category changed: those are copied
 * into the entries that show them, and Craft does not re-date those entries).
 */

/** Bump when the nodes' shape changes in a way the contract hash (contract, queries, node types) does not show: the reshape rules. */
export const SOURCING_FORMAT = 2 // 2: relations are node ids (content-model.ts NodeIds), not CMS ids
export const SOURCING_STATE_KEY = "cms-sourcing-state"

export interface SourcingState {
  format: number
  /** A hash of the contract, the sourcing queries and the node types (gatsby-node.ts): what a node's shape depends on. */
  contractHash: string
  url: string
  preview: boolean
  /** The newest `dateUpdated` among the entries sourced so far, as the CMS wrote it. */
  since: string | null
  /** Every entry node the plugin made: CMS id → that entry's `dateUpdated` (a previewed draft's, for a draft's node). */
  entries: Record<string, string | null>
  /** A preview server's tokens still shown, by the id of the entry whose node is their draft (preview.ts). */
  previews?: Record<string, { token: string; uri: string }>
  /**
   * A random mark of the sourcing that wrote this state, also written last into Gatsby's node
   * store as the marker node (`SOURCING_MARKER_TYPE`). Found there unchanged, the store holds
   * every node this state remembers, so the next sourcing need not read them to check.
   */
  generation?: string
}

/**
 * The node type of the marker: one node, its `generation` the state's, with what the sourcing
 * that wrote it changed, for the site's createPages to re-read only those entries (the site's
 * src/lib/pages/entry-rows.ts).
 */
export const SOURCING_MARKER_TYPE = "CmsSourcingMarker"
export const SOURCING_MARKER_TYPE_DEFS = `
  type ${SOURCING_MARKER_TYPE} implements Node @dontInfer {
    generation: String!
    "The generation this sourcing changed the node store from, when it was incremental and found that store intact; null otherwise."
    previousGeneration: String
    "The node ids of the entry nodes it created, replaced or deleted (those of a full sourcing too, which has no previousGeneration)."
    changedEntryIds: [String!]!
    "Whether it created, replaced or deleted any asset node."
    assetsChanged: Boolean!
  }
`

/** What the marker node says of its sourcing, beside its generation. */
export interface SourcingChanges {
  previousGeneration: string | null
  changedEntryIds: string[]
  assetsChanged: boolean
}

export interface SourcingTarget {
  contractHash: string
  url: string
  preview: boolean
  /** Why a full sourcing is asked for (CMS_FULL_SOURCE, a webhook naming a user or category), if it is. */
  fullSourceReason?: string
}

export type SourcingPlan = { mode: "full"; reason: string } | { mode: "incremental"; since: string; previous: SourcingState }

const isState = (value: unknown): value is SourcingState =>
  typeof value === "object" && value !== null && (value as SourcingState).format === SOURCING_FORMAT && typeof (value as SourcingState).entries === "object"

export function planSourcing(previous: unknown, target: SourcingTarget): SourcingPlan {
  if (!isState(previous)) return { mode: "full", reason: "no cache of a previous sourcing" }
  if (target.fullSourceReason) return { mode: "full", reason: target.fullSourceReason }
  if (previous.contractHash !== target.contractHash)
    return { mode: "full", reason: "the content contract (cms/schema.graphql) or the plugin's sourcing queries changed" }
  if (previous.url !== target.url) return { mode: "full", reason: `the CMS URL changed (was ${previous.url})` }
  if (previous.preview !== target.preview) return { mode: "full", reason: target.preview ? "preview mode is on" : "preview mode is off" }
  if (previous.since === null) return { mode: "full", reason: "no entry had a dateUpdated last time" }
  return { mode: "incremental", since: previous.since, previous }
}

/** Craft's comparison argument for "updated since". */
export const updatedSince = (since: string): string[] => [`>= ${since}`]

/** The newest of the dates (compared as times, kept as the CMS wrote them); null when none parses. */
export function newestDate(dates: Iterable<string | null | undefined>): string | null {
  let newest: string | null = null
  for (const date of dates) {
    if (typeof date !== "string" || Number.isNaN(Date.parse(date))) continue
    if (newest === null || Date.parse(date) > Date.parse(newest)) newest = date
  }
  return newest
}

export interface EntryReconciliation {
  /** Known entries the CMS no longer lists: their nodes go. */
  deleted: string[]
  /** Listed, not changed, and their node is there as remembered: kept, not fetched. */
  kept: string[]
  /** Listed and not among the changed ones, but new to the plugin or without a trustworthy node: fetched by id. */
  refetch: string[]
}

/**
 * Sorts the CMS's current ids into deleted, kept and to refetch. `nodeDate(id)` is the
 * dateUpdated the entry's node holds, or undefined when there is no node (`rememberedDate`,
 * when the store is known to hold what the state remembers).
 */
export function reconcileEntries(
  previous: SourcingState,
  currentIds: readonly string[],
  changedIds: ReadonlySet<string>,
  nodeDate: (id: string) => string | null | undefined,
): EntryReconciliation {
  const current = new Set(currentIds)
  const deleted = Object.keys(previous.entries).filter((id) => !current.has(id))
  const kept: string[] = []
  const refetch: string[] = []
  for (const id of current) {
    if (changedIds.has(id)) continue
    const known = Object.hasOwn(previous.entries, id)
    const node = nodeDate(id)
    if (known && node !== undefined && node === previous.entries[id]) kept.push(id)
    else refetch.push(id)
  }
  return { deleted, kept, refetch }
}

/**
 * `nodeDate` for `reconcileEntries` without reading the store: the date the state remembers
 * for a known entry (its node is there, as the marker vouches), none for an unknown one.
 * Reading each node to check cost about 0.7 s per sourcing at 10,000 posts (every node is
 * decoded whole from the store).
 */
export const rememberedDate =
  (previous: SourcingState) =>
  (id: string): string | null | undefined =>
    Object.hasOwn(previous.entries, id) ? previous.entries[id] : undefined
