/**
 * The status check's server side (the Function /api/check-{network}-crm-status): reads the
 * network page's `index` SEO field from the CMS with the forgiving client (SPEC 8).
 *
 * - index false → `{ index: false }` (200): the footer hides the link.
 * - index true, or the field unset → `{ index: true }` (200). Unset means indexable,
 *   as it does for the page's own robots tag (src/lib/seo/head-rules.ts).
 * - no published entry at that uri → `{ index: true }` (200), with a warning in the log:
 *   the check only ever hides the link on an explicit `index: false`; whether the page
 *   exists is the build's business, and a renamed uri should not silently drop a link.
 * - the CMS fails (network, non-200, GraphQL errors; the client has logged it) → 502 and
 *   `{ index: true }`; no CMS configured → 503 and `{ index: true }`. The body still says
 *   "keep the link", so even a caller that ignores the status does the SPEC 7.3 thing.
 *
 * Never used in the browser: it imports the CMS client, whose token stays server-side.
 */
import { createCmsClient, type CmsClientOptions } from "../../../plugins/gatsby-source-cms/client"
import { networkPageUri, type NetworkPageStatus } from "./route"

/** `index` is a custom field, so it is read on the page's entry type (CRAFT.md): /{network}-crm is a productPage. */
export const NETWORK_PAGE_STATUS_QUERY = /* GraphQL */ `
  query NetworkPageStatus($uri: [String]) {
    entry(uri: $uri) {
      ... on pages_productPage_Entry {
        index
      }
    }
  }
`

/** A footer check should answer quickly; the build's 30 s default is for the build. */
export const NETWORK_PAGE_STATUS_TIMEOUT_MS = 5_000

export interface NetworkPageStatusAnswer {
  status: 200 | 502 | 503
  body: NetworkPageStatus
}

export async function readNetworkPageStatus(
  options: CmsClientOptions | null,
  uri: string = networkPageUri,
  logger: Pick<Console, "error" | "warn"> = console,
): Promise<NetworkPageStatusAnswer> {
  if (!options) return { status: 503, body: { index: true } }
  const client = createCmsClient({ timeoutMs: NETWORK_PAGE_STATUS_TIMEOUT_MS, logger, ...options })
  const data = await client.request<{ entry: { index?: boolean | null } | null }>(NETWORK_PAGE_STATUS_QUERY, { uri: [uri] })
  // The forgiving client answers {} on any failure (and has logged it); a real answer always has the `entry` key.
  if (!("entry" in data) || data.entry === undefined) return { status: 502, body: { index: true } }
  if (data.entry === null) {
    logger.warn(`[network page status] no published CMS entry with uri '${uri}'; answering index: true`)
    return { status: 200, body: { index: true } }
  }
  return { status: 200, body: { index: data.entry.index !== false } }
}
