/**
 * `Query.cmsEntriesById(ids:)`: the entries a listing page shows, read by id, in the order
 * given (gatsby-node's createResolvers adds it; lib/pages/page-plan.ts puts each listing
 * page's ids in its context).
 *
 * Why not `allCmsEntry(filter:, sort:, skip:, limit:)`: a connection query depends on every
 * node of its type, so editing one post made Gatsby re-run every listing page's query
 * (838 of them at 10,000 posts, each filtering and sorting all entries and resizing twelve
 * card images again: about 40 s of a one-entry rebuild, for two pages whose HTML changed).
 * `nodeModel.getNodeById` records a dependency on that node alone: a title edit re-runs
 * the one listing page that shows the post, and a new or deleted post changes the ids
 * (so the context, so the query) of exactly the pages whose slice of the list moved.
 * The homepage's newest posts and bento cards, the sign-up page's featured post and the
 * navigation slice's posts are read the same way (page-plan.ts newestPosts): a sorted or
 * filtered list of every post, even with a limit, ran again over all of them on each edit.
 */
interface NodeModel {
  getNodeById(args: { id: string; type?: string }): unknown
}

export const cmsEntriesByIdResolver = {
  type: "[CmsEntry!]!",
  args: { ids: "[String!]!" },
  resolve: (_source: unknown, { ids }: { ids: readonly string[] }, context: { nodeModel: NodeModel }): unknown[] =>
    // An id without a node is left out rather than handed to the page as null.
    ids.map((id) => context.nodeModel.getNodeById({ id, type: "CmsEntry" })).filter((node) => node != null),
}
