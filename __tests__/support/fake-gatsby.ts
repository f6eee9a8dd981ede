/**
 * Gatsby's side of sourceNodes, in memory: nodes, the plugin cache, the reporter, and the
 * garbage collection of untouched nodes, which skips a plugin that declared itself stateful
 * (Gatsby's API, not our code: gatsby/dist/utils/source-nodes.js), for driving the source
 * plugin against a real CMS over HTTP.
 */
import { join } from "node:path"
import { createContentDigest } from "gatsby-core-utils"
import type { Node, SourceNodesArgs } from "gatsby"
import { SCHEMA_PATH } from "../../cms/content-store"
import { sourceNodes } from "../../plugins/gatsby-source-cms/gatsby-node"

/** The source plugin's name: Gatsby records it as the owner of every node it creates. */
const OWNER = "gatsby-source-cms"

/** Gatsby's side, in memory: nodes, the plugin cache, and the garbage collection of untouched nodes. */
export class FakeGatsby {
  readonly nodes = new Map<string, Node>()
  readonly cacheData = new Map<string, unknown>()
  readonly info: string[] = []
  readonly panics: string[] = []
  readonly warnings: string[] = []
  private touched = new Set<string>()
  /** The ids of the nodes the last sourcing read with getNode, in order. */
  reads: string[] = []
  /** Whether the plugin called `enableStatefulSourceNodes` in its last sourcing: Gatsby then collects none of its nodes. */
  stateful = false
  readonly collected: Node[] = []

  /** `options`: the plugin options every sourcing gets (the CMS token …), besides the content contract. */
  constructor(
    private readonly root: string,
    private readonly options: Record<string, unknown> = {},
  ) {}

  args(webhookBody: unknown = {}): SourceNodesArgs {
    const cache = (name: string) => ({
      name,
      directory: join(this.root, "caches", name),
      get: async (key: string) => this.cacheData.get(`${name}:${key}`),
      set: async (key: string, value: unknown) => void this.cacheData.set(`${name}:${key}`, value),
    })
    const createNode = (node: Node) => {
      this.nodes.set(node.id, { ...node, internal: { ...node.internal, owner: OWNER } })
      this.touched.add(node.id)
    }
    return {
      actions: {
        createNode,
        deleteNode: (node: Node) => void this.nodes.delete(node.id),
        touchNode: (node: Node) => void this.touched.add(node.id),
        enableStatefulSourceNodes: () => void (this.stateful = true),
      },
      createNodeId: (input: string) => `node:${input}`,
      createContentDigest,
      getNode: (id: string) => {
        this.reads.push(id)
        return this.nodes.get(id)
      },
      getNodes: () => [...this.nodes.values()],
      getNodesByType: (type: string) => [...this.nodes.values()].filter((node) => node.internal.type === type),
      cache: cache("gatsby-source-cms"),
      getCache: cache,
      webhookBody,
      reporter: {
        activityTimer: () => ({ start: () => undefined, end: () => undefined, setStatus: () => undefined }),
        info: (message: string) => void this.info.push(message),
        warn: (message: string) => void this.warnings.push(message),
        panicOnBuild: (message: string) => void this.panics.push(message),
      },
    } as unknown as SourceNodesArgs
  }

  /**
   * One sourcing, then Gatsby 5's rule: a node whose root (parent of parent …) was neither
   * created nor touched is deleted, unless its root's owner declared itself stateful.
   */
  async source(options: Record<string, unknown>, webhookBody?: unknown): Promise<string> {
    this.touched = new Set()
    this.reads = []
    this.stateful = false
    await (sourceNodes as (args: SourceNodesArgs, options: unknown) => Promise<void>)(this.args(webhookBody), {
      plugins: [],
      schemaPath: SCHEMA_PATH,
      ...this.options,
      ...options,
    })
    const rootOf = (node: Node): Node => (node.parent && this.nodes.has(node.parent) ? rootOf(this.nodes.get(node.parent)!) : node)
    for (const [id, node] of [...this.nodes]) {
      const root = rootOf(node)
      if (this.stateful && root.internal.owner === OWNER) continue
      if (!this.touched.has(root.id)) {
        this.collected.push(node)
        this.nodes.delete(id)
      }
    }
    return this.info.at(-1) ?? ""
  }

  entries(): Array<Node & { cmsId: string; title: string }> {
    return [...this.nodes.values()].filter((n) => /Entry$/.test(n.internal.type)) as Array<Node & { cmsId: string; title: string }>
  }
}
