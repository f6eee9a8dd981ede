/**
 * A rebuild keeps the SitePage nodes of the pages it makes again.
 *
 * After sourcing, Gatsby deletes every node no plugin touched, and nobody touches the
 * SitePage nodes (gatsby/dist/utils/source-nodes.js `deleteStaleNodes`; the owner,
 * internal-data-bridge, is no stateful source plugin). `createPages` then finds no node for
 * any page and writes every one again (`createPage` in gatsby/dist/redux/actions/public.js
 * only touches a node whose content digest is unchanged, and there is none left). With
 * 11,947 pages that is 11,947 deletions and 11,947 writes of the page with its context
 * (about 5 KB each) into the node store on every build, one `setImmediate` per deletion,
 * and a node store that grows by some 120 MB per rebuild (LMDB writes a copy of every page
 * it changes), all of it resident in the build's memory map.
 *
 * Touching them here, before that check, keeps them: a page made again with the same
 * content only touches its node. A page that is not made again is still removed, by
 * Gatsby's own check for deleted pages after createPages (DELETE_PAGE deletes its node).
 * A touch needs only the node's id and type, so nothing is read from the store.
 */
import type { Store } from "gatsby"
import { pagePaths } from "./page-files"

/** Gatsby's id of a page's node (internal-data-bridge `createPageId`). */
export const sitePageNodeId = (path: string): string => `SitePage ${path}`

/** What `touchNode` needs of a node: its id and type. */
export interface NodeReference {
  id: string
  internal: { type: "SitePage" }
}

/** The SitePage node of every page the store holds from the previous build (none on a cold build). */
export function previousPageNodes(store: Store): NodeReference[] {
  return pagePaths(store).map((path) => ({ id: sitePageNodeId(path), internal: { type: "SitePage" } }))
}
