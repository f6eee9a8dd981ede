import { readFileSync } from "node:fs"
import type { Store } from "gatsby"
import { nodesTouchedReducer } from "gatsby/dist/redux/reducers/nodes-touched"
import { previousPageNodes, sitePageNodeId } from "../../plugins/gatsby-plugin-site-runtime/page-nodes"

/**
 * The previous build's SitePage nodes are touched before Gatsby deletes the untouched ones
 * (page-nodes.ts). These hold the two things it relies on in Gatsby's own code: the id
 * createPage gives a page's node, and a stale node being one whose id nobody touched.
 */
describe("previousPageNodes", () => {
  const storeWith = (paths: string[]): Store => ({ getState: () => ({ pages: new Map(paths.map((path) => [path, { path }])) }) }) as unknown as Store

  test("one SitePage reference per page the store holds, none on a cold build", () => {
    expect(previousPageNodes(storeWith(["/", "/resources/a-post", "/404.html"]))).toEqual([
      { id: "SitePage /", internal: { type: "SitePage" } },
      { id: "SitePage /resources/a-post", internal: { type: "SitePage" } },
      { id: "SitePage /404.html", internal: { type: "SitePage" } },
    ])
    expect(previousPageNodes({ getState: () => ({}) } as unknown as Store)).toEqual([])
  })

  test("Gatsby names a page's node as we do, and keeps a node whose id was touched", () => {
    const actions = readFileSync(require.resolve("gatsby/dist/redux/actions/public.js"), "utf8")
    expect(actions).toContain("node.id = `SitePage ${internalPage.path}`")
    expect(sitePageNodeId("/pricing")).toBe("SitePage /pricing")
    // createPage only touches the node of a page whose content is unchanged …
    expect(actions).toMatch(/if \(oldNode && !hasNodeChanged\(node\.id, node\.internal\.contentDigest\)\) \{\s*updateNodeAction = \{[^}]*type: `TOUCH_NODE`/)
    // … and the clean-up after sourcing deletes the nodes whose root's id nobody touched.
    const sourceNodes = readFileSync(require.resolve("gatsby/dist/utils/source-nodes.js"), "utf8")
    expect(sourceNodes).toContain("return !state.nodesTouched.has(rootNode.id);")
    const touched = previousPageNodes(storeWith(["/pricing"])).reduce(
      (state, node) =>
        nodesTouchedReducer(state, {
          type: "TOUCH_NODE",
          plugin: { name: "gatsby-plugin-site-runtime" },
          payload: node.id,
          typeName: node.internal.type,
        } as Parameters<typeof nodesTouchedReducer>[1]),
      new Set<string>(),
    )
    expect(touched.has(sitePageNodeId("/pricing"))).toBe(true)
  })
})
