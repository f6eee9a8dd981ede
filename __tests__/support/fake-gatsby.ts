/**
 * Gatsby's side of a source plugin's sourceNodes, in memory (Gatsby's API, not our code): the
 * node store, the plugin caches, the reporter, and Gatsby 5's garbage collection of the nodes
 * a sourcing neither created nor touched. The plugin itself runs for real, over HTTP.
 */
import { join } from "node:path"
import { createContentDigest } from "gatsby-core-utils"
import type { Node, SourceNodesArgs } from "gatsby"
import { sourceNodes } from "../../plugins/gatsby-source-cms/gatsby-node"

/** Gatsby's side, in memory: nodes, the plugin cache, and the garbage collection of untouched nodes. */
export class FakeGatsby {
  readonly nodes = new Map<string, Node>()
  readonly cacheData = new Map<string, unknown>()
  readonly info: string[] = []
  readonly warnings: string[] = []
  readonly panics: string[] = []
  private touched = new Set<string>()
  readonly collected: Node[] = []

  /** `root`: where Gatsby's caches and createRemoteFileNode's downloads go; `defaults`: the plugin options of every sourcing (schemaPath, token …). */
  constructor(
    private readonly root: string,
    private readonly defaults: Record<string, unknown>,
  ) {}

  args(webhookBody: unknown = {}): SourceNodesArgs {
    const cache = (name: string) => ({ name, directory: join(this.root, "caches", name), get: async (key: string) => this.cacheData.get(`${name}:${key}`), set: async (key: string, value: unknown) => void this.cacheData.set(`${name}:${key}`, value) })
    const createNode = (node: Node) => {
      this.nodes.set(node.id, node)
      this.touched.add(node.id)
    }
    return {
      actions: {
        createNode,
        deleteNode: (node: Node) => void this.nodes.delete(node.id),
        touchNode: (node: Node) => void this.touched.add(node.id),
      },
      createNodeId: (input: string) => `node:${input}`,
      createContentDigest,
      getNode: (id: string) => this.nodes.get(id),
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

  /** One sourcing, then Gatsby 5's rule: a node whose root (parent of parent …) was neither created nor touched is deleted. */
  async source(options: Record<string, unknown>, webhookBody?: unknown): Promise<string> {
    this.touched = new Set()
    await (sourceNodes as (args: SourceNodesArgs, options: unknown) => Promise<void>)(this.args(webhookBody), { plugins: [], ...this.defaults, ...options })
    const rootOf = (node: Node): Node => (node.parent && this.nodes.has(node.parent) ? rootOf(this.nodes.get(node.parent)!) : node)
    for (const [id, node] of [...this.nodes]) {
      if (!this.touched.has(rootOf(node).id)) {
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
