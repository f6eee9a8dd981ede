/**
 * Every entry's fields createPages reads, once a build: the page plan's (page-plan.ts
 * EntryForPage) and the heads' (lib/seo/build-hooks.ts). Reading every entry cost about 1.8 s
 * of each rebuild at 10,000 posts (Gatsby decodes each whole node from its store, then
 * resolves the fields), though a publish changes one entry.
 *
 * So the rows a build read are kept (in Gatsby's cache, by gatsby-node) with the generation of
 * the sourcing they were read after, and the next build reads again, by id, only:
 * - the entries its sourcing created, replaced or deleted (the CmsSourcingMarker node says
 *   which: plugins/gatsby-source-cms/incremental.ts), and
 * - every entry whose row names one of those by node id (a pricing page's row holds its plans,
 *   which are entries: the query asks for their `id`, so the row names them).
 *
 * It reads every entry, as before, when: nothing was kept, or it was kept after another
 * sourcing than the one this sourcing changed the store from (a failed build, a `gatsby
 * clean`); the sourcing was full, or did not find the node store as the last one left it; an
 * asset changed (a row's pictures are its assets' transforms); or the fields asked for changed.
 *
 * Rows are ordered by id whichever way they were read, so the pages are made in the same order.
 */

/** One entry's row: the fields asked for, its node id among them. */
export interface EntryRow {
  id: string
  path?: string | null
}

/** What the CMS source plugin's marker node says of this build's sourcing. */
export interface SourcingMarker {
  generation: string
  previousGeneration: string | null
  changedEntryIds: readonly string[]
  assetsChanged: boolean
}

/** The rows a build read, as it keeps them for the next one. */
export interface KeptRows {
  generation: string
  /** The fields they hold (the query's selection). */
  fields: string
  rows: EntryRow[]
}

type GraphqlFunction = <Data>(query: string, variables?: Record<string, unknown>) => Promise<{ errors?: unknown; data?: Data }>

const isKept = (value: unknown): value is KeptRows =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as KeptRows).generation === "string" &&
  typeof (value as KeptRows).fields === "string" &&
  Array.isArray((value as KeptRows).rows)

/**
 * The kept rows that still hold and the ids to read again; null when every entry must be read
 * (the cases above).
 */
export function rowsToReread(kept: unknown, sourcing: SourcingMarker | null, fields: string): { keep: EntryRow[]; reread: string[] } | null {
  if (!sourcing || !isKept(kept) || kept.fields !== fields) return null
  // Read after this very sourcing (createPages run again without a new one): every row holds.
  if (kept.generation === sourcing.generation) return { keep: kept.rows, reread: [] }
  if (sourcing.assetsChanged || sourcing.previousGeneration === null || kept.generation !== sourcing.previousGeneration) return null
  const changed = new Set(sourcing.changedEntryIds)
  if (changed.size === 0) return { keep: kept.rows, reread: [] }
  // A row names an entry when the id is one of its string values (at worst a row is read again for nothing).
  const quoted = [...changed].map((id) => JSON.stringify(id))
  const names = (row: EntryRow): boolean => {
    const text = JSON.stringify(row)
    return quoted.some((id) => text.includes(id))
  }
  const keep: EntryRow[] = []
  const reread = new Set(changed)
  for (const row of kept.rows) {
    if (changed.has(row.id)) continue
    if (names(row)) reread.add(row.id)
    else keep.push(row)
  }
  return { keep, reread: [...reread].sort() }
}

const byId = (a: EntryRow, b: EntryRow): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * Every entry with a page, with `fields` (which must include `id` and `path`), read in full or
 * from the kept rows plus the entries to read again. Returns the rows (by id), what to keep for
 * the next build, and how many entries were read ("all", or a count). Throws when the data
 * layer cannot answer, for createPages to report.
 */
export async function loadEntryRows<Row extends EntryRow>(
  graphql: GraphqlFunction,
  fields: string,
  kept: unknown,
  sourcing: SourcingMarker | null,
): Promise<{ rows: Row[]; keep: KeptRows | null; read: number | "all" }> {
  const plan = rowsToReread(kept, sourcing, fields)
  let rows: Row[]
  if (plan) {
    let fresh: Row[] = []
    if (plan.reread.length > 0) {
      const result = await graphql<{ cmsEntriesById: Row[] }>(`query EntryRowsById($ids: [String!]!) { cmsEntriesById(ids: $ids) { ${fields} } }`, {
        ids: plan.reread,
      })
      if (result.errors || !result.data) throw new Error(`Could not read the changed entries' fields: ${JSON.stringify(result.errors)}`)
      // An entry that is gone has no node (cmsEntriesById leaves it out); one without a path has no page.
      fresh = result.data.cmsEntriesById.filter((row) => row.path != null)
    }
    rows = [...(plan.keep as Row[]), ...fresh].sort(byId)
  } else {
    const result = await graphql<{ allCmsEntry: { nodes: Row[] } }>(`query EntryRows { allCmsEntry(filter: { path: { ne: null } }) { nodes { ${fields} } } }`)
    if (result.errors || !result.data) throw new Error(`Could not read the entries' fields: ${JSON.stringify(result.errors)}`)
    rows = [...result.data.allCmsEntry.nodes].sort(byId)
  }
  return {
    rows,
    keep: sourcing ? { generation: sourcing.generation, fields, rows } : null,
    read: plan ? plan.reread.length : "all",
  }
}
