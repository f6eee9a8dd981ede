/**
 * Incremental sourcing against the stand-in over real HTTP: the plugin's sourceNodes, driven
 * with a minimal in-memory stand-in for Gatsby's node store, cache and reporter (Gatsby's API,
 * not our code), and a loopback proxy that logs which entries the CMS actually returned.
 */
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Node } from "gatsby"
import { startCmsServer, type RunningCms } from "../../cms/server"
import type { AssetPictures } from "../../plugins/gatsby-source-cms/asset-pictures"
import { FIXTURE_CONTENT } from "../support/cms"
import { FakeGatsby } from "../support/fake-gatsby"
import { copyOfContent, startGraphLog, waitFor, type LoggedQuery } from "../support/loopback"

jest.setTimeout(60_000)

const TOKEN = "incremental-test-token"

let content: ReturnType<typeof copyOfContent>
let cms: RunningCms
let proxy: Awaited<ReturnType<typeof startGraphLog>>
let root: string
let gatsby: FakeGatsby

beforeAll(async () => {
  content = copyOfContent(FIXTURE_CONTENT)
  root = mkdtempSync(join(tmpdir(), "gatsby-fake-"))
  // The transforms' signing key is kept in their cache folder: this run's own (nothing is encoded here).
  cms = await startCmsServer({
    contentDir: content.dir,
    token: TOKEN,
    watch: true,
    watchDebounceMs: 50,
    logger: { info: () => undefined, error: () => undefined },
    transforms: { cacheDir: join(root, "transforms") },
  })
  proxy = await startGraphLog(cms.url)
  gatsby = new FakeGatsby(root, { token: TOKEN })
})
afterAll(async () => {
  await proxy?.close()
  await cms?.close()
  content?.remove()
  rmSync(root, { recursive: true, force: true })
})

const queriesSince = (from: number): LoggedQuery[] => proxy.log.slice(from)
const returned = (queries: LoggedQuery[], operation: string): string[] => queries.filter((q) => q.operationName === operation).flatMap((q) => q.entryIds ?? [])
const served = async (query: string): Promise<any> => {
  const response = await fetch(`${cms.url}/graph`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query }),
  })
  return ((await response.json()) as { data: unknown }).data
}
/** The marker node the last sourcing wrote: what it changed, for the site's createPages (src/lib/pages/entry-rows.ts). */
const marker = () =>
  [...gatsby.nodes.values()].find((n) => n.internal.type === "CmsSourcingMarker") as Node & {
    generation: string
    previousGeneration: string | null
    changedEntryIds: string[]
    assetsChanged: boolean
  }
const enabledIds = () =>
  cms.store.entries
    .filter((e) => e.enabled)
    .map((e) => e.id)
    .sort()

test("the first sourcing is full; one with nothing changed fetches no entry it already has and keeps every node", async () => {
  let mark = proxy.log.length
  expect(await gatsby.source({ url: proxy.url })).toMatch(/sourced all 3 entries \(full: no cache of a previous sourcing\)/)
  expect(returned(queriesSince(mark), "sourceEntries").sort()).toEqual(enabledIds())
  expect(
    gatsby
      .entries()
      .map((n) => n.cmsId)
      .sort(),
  ).toEqual(enabledIds())
  const before = new Map(gatsby.entries().map((n) => [n.id, n]))
  // A full sourcing: nothing for createPages to build on.
  expect(marker().previousGeneration).toBeNull()
  expect(marker().changedEntryIds.sort()).toEqual(
    gatsby
      .entries()
      .map((n) => n.id)
      .sort(),
  )
  const firstGeneration = marker().generation

  mark = proxy.log.length
  expect(await gatsby.source({ url: proxy.url })).toMatch(/^gatsby-source-cms: sourced 0 changed entries, deleted 0, kept 3 \(incremental/)
  const log = queriesSince(mark)
  // The assets' transform URLs are asked every time (asset-pictures.ts): they are part of what a page shows.
  expect(log.map((q) => q.operationName).sort()).toEqual([
    "sourceAssetTransforms",
    "sourceAssets",
    "sourceEntriesUpdatedSince",
    "sourceEntryIds",
    "sourceGlobals",
  ])
  // Only the entry of the newest second comes back (">=": a save in that same second is not lost), and it is kept as it was.
  const newest = cms.store.entries
    .filter((e) => e.enabled && e.dateUpdated)
    .reduce((a, b) => (Date.parse(String(a.dateUpdated)) >= Date.parse(String(b.dateUpdated)) ? a : b))
  expect(log.find((q) => q.operationName === "sourceEntriesUpdatedSince")!.variables.since).toEqual([`>= ${String(newest.dateUpdated)}`])
  expect(returned(log, "sourceEntriesUpdatedSince")).toEqual([newest.id])
  expect(gatsby.collected).toEqual([])
  for (const node of gatsby.entries()) expect(node).toBe(before.get(node.id))
  // Incremental, on the store the first one left: it changed no entry.
  expect(marker()).toMatchObject({ previousGeneration: firstGeneration, changedEntryIds: [], assetsChanged: false })
})

test("a changed, an added and a deleted entry: only those two are fetched, the nodes follow, the rest are kept", async () => {
  const blogDir = join(content.dir, "entries", "blog")
  const pipeline = JSON.parse(readFileSync(join(blogDir, "pipeline-in-gmail.json"), "utf8")) as Record<string, unknown>
  writeFileSync(join(blogDir, "pipeline-in-gmail.json"), JSON.stringify({ ...pipeline, title: "Build a sales pipeline in Gmail, step by step" }))
  writeFileSync(
    join(blogDir, "follow-ups.json"),
    JSON.stringify({
      typeHandle: "blog",
      title: "Follow-ups that get answers",
      uri: "resources/follow-ups",
      postDate: "2026-04-01T09:00:00Z",
      seoDescription: "Follow-ups",
    }),
  )
  const deletedId = cms.store.entries.find((e) => e.slug === "marketing-basics")!.id
  unlinkSync(join(blogDir, "marketing-basics.json"))
  await waitFor(
    async () => {
      const titles = (await served(`{ entries(section: "blog") { title } }`)).entries.map((e: { title: string }) => e.title).sort()
      return JSON.stringify(titles) === JSON.stringify(["Build a sales pipeline in Gmail, step by step", "Follow-ups that get answers"])
    },
    { what: "the CMS to serve the edits" },
  )
  const changedIds = cms.store.entries
    .filter((e) => e.slug === "pipeline-in-gmail" || e.slug === "follow-ups")
    .map((e) => e.id)
    .sort()
  const home = gatsby.entries().find((n) => n.internal.type === "CmsHomeHomeEntry")!
  const deletedNodeId = gatsby.entries().find((n) => n.cmsId === deletedId)!.id
  const previousGeneration = marker().generation

  const mark = proxy.log.length
  expect(await gatsby.source({ url: proxy.url })).toMatch(/sourced 2 changed entries, deleted 1, kept 1 \(incremental/)
  // The marker names the three entry nodes that changed (two made, one deleted), not the one kept.
  const made = gatsby
    .entries()
    .filter((n) => n.id !== home.id)
    .map((n) => n.id)
  expect(marker()).toMatchObject({ previousGeneration, changedEntryIds: [...made, deletedNodeId].sort(), assetsChanged: false })
  const log = queriesSince(mark)
  expect(returned(log, "sourceEntriesUpdatedSince").sort()).toEqual(changedIds)
  expect(log.map((q) => q.operationName)).not.toContain("sourceEntries")
  expect(log.map((q) => q.operationName)).not.toContain("sourceEntriesById")

  expect(
    gatsby
      .entries()
      .map((n) => n.title)
      .sort(),
  ).toEqual(["Build a sales pipeline in Gmail, step by step", "Follow-ups that get answers", home.title].sort())
  expect(gatsby.entries().map((n) => n.cmsId)).not.toContain(deletedId)
  expect(gatsby.nodes.get(home.id)).toBe(home) // untouched: the very same node
  expect(gatsby.collected).toEqual([]) // nothing left for Gatsby's garbage collection: deletions were explicit, the rest touched
})

test("an intact store is not read to check it: the last sourcing's marker vouches for the nodes it kept", async () => {
  const kept = gatsby.entries()
  const mark = proxy.log.length
  expect(await gatsby.source({ url: proxy.url })).toMatch(/sourced 0 changed entries, deleted 0, kept 3 \(incremental/)
  expect([...gatsby.nodes.values()].filter((n) => n.internal.type === "CmsSourcingMarker")).toHaveLength(1)
  // Only the entries the CMS sent again (those saved in the newest second) are read, to compare them with what it sent.
  const sentAgain = returned(queriesSince(mark), "sourceEntriesUpdatedSince")
  expect(sentAgain.length).toBeLessThan(kept.length)
  const read = kept.filter((node) => gatsby.reads.includes(node.id)).map((node) => node.cmsId)
  expect(read.sort()).toEqual([...sentAgain].sort())
})

test("a node lost from Gatsby's store is fetched again by id", async () => {
  const home = gatsby.entries().find((n) => n.internal.type === "CmsHomeHomeEntry")!
  // A store that lost nodes lost the marker written after them: every kept node is read and checked.
  gatsby.nodes.delete(home.id)
  for (const node of [...gatsby.nodes.values()].filter((n) => n.internal.type === "CmsSourcingMarker")) gatsby.nodes.delete(node.id)
  const mark = proxy.log.length
  expect(await gatsby.source({ url: proxy.url })).toMatch(/sourced 1 changed entries, deleted 0, kept 2 .*1 of them by id/)
  expect(returned(queriesSince(mark), "sourceEntriesById")).toEqual([home.cmsId])
  expect(gatsby.nodes.get(home.id)).toMatchObject({ cmsId: home.cmsId, title: home.title })
  // It did not find the store as the last sourcing left it: its changes are not all the store's changes, so it names no previous generation.
  expect(marker()).toMatchObject({ previousGeneration: null, changedEntryIds: [home.id] })
})

test("an unchanged asset keeps its node; an edited one is replaced; its pictures name the CMS's transform URLs", async () => {
  const assets = () =>
    [...gatsby.nodes.values()].filter((n) => n.internal.type === "CmsAsset") as Array<Node & { altText?: string; pictures?: AssetPictures | null }>
  const cover = assets()[0]!
  expect(await gatsby.source({ url: proxy.url })).toMatch(/1 assets in full \(0 new or changed\)$/)
  expect(marker().assetsChanged).toBe(false)
  expect(assets()).toHaveLength(1)
  expect(assets()[0]).toBe(cover) // untouched: the very same node
  // Nothing is downloaded: the asset's node is all there is of it.
  expect([...gatsby.nodes.values()].filter((n) => n.internal.type === "File")).toEqual([])

  const manifest = join(content.dir, "assets", "blog", "_assets.json")
  writeFileSync(manifest, JSON.stringify([{ file: "cover.jpg", title: "Pipeline board", altText: "A pipeline board with deals in four stages" }]))
  await waitFor(async () => JSON.stringify(await served(`{ assets { ... on blog_Asset { altText } } }`)).includes("deals in four stages"), {
    what: "the CMS to serve the new alt text",
  })
  expect(await gatsby.source({ url: proxy.url })).toMatch(/1 assets in full \(1 new or changed\)$/)
  // The entries' rows hold their assets' transforms: createPages reads every entry again.
  expect(marker().assetsChanged).toBe(true)
  const edited = assets()
  expect(edited).toEqual([expect.objectContaining({ id: cover.id, altText: "A pipeline board with deals in four stages" })])
  expect(edited[0]).not.toBe(cover)
  // Its pictures are the CMS's transforms of its file, as the CMS names them (on the CMS's own
  // origin, which is not the one the site was given here, the proxy's: so they stay absolute).
  // The cover is 64 px wide: every width of CARD is its own width, asked as the first breakpoint.
  const { assets: named } = (await served(
    `{ assets { ... on blog_Asset { webp: url(width: 300, format: "webp", quality: 68) jpeg: url(width: 300, quality: 68) } } }`,
  )) as { assets: Array<{ webp: string; jpeg: string }> }
  expect(edited[0]!.pictures!.CARD).toEqual({
    layout: "constrained",
    width: 600,
    height: 375,
    sizes: "(min-width: 64px) 64px, 100vw",
    src: named[0]!.jpeg,
    srcSet: `${named[0]!.jpeg} 64w`,
    sources: [{ type: "image/webp", srcSet: `${named[0]!.webp} 64w` }],
  })
  expect(Object.keys(edited[0]!.pictures!).sort()).toEqual(["CARD", "LARGE", "SMALL", "SOCIAL"])
  // Every candidate is a transform URL of the CMS whose size is its descriptor (SMALL's 40 px: 160 px at ¼).
  const transformUrl = new RegExp(`^${cms.url}/assets/_transforms/blog/cover\\.jpg/[0-9a-f]{12}/(\\d+)x\\d+-\\S+ (\\d+)w$`)
  for (const picture of Object.values(edited[0]!.pictures!)) {
    for (const srcSet of [picture.srcSet, ...picture.sources.map((source) => source.srcSet)]) {
      for (const candidate of srcSet.split(",\n")) {
        expect(candidate).toMatch(transformUrl)
        const [, width, descriptor] = transformUrl.exec(candidate)!
        expect(width).toBe(descriptor)
      }
    }
  }
  // The file did not change: neither did its transforms.
  expect(edited[0]!.pictures).toEqual(cover.pictures)
  expect(gatsby.collected).toEqual([])
})

test("full again when asked (CMS_FULL_SOURCE, a user or category webhook), when preview or the CMS changes", async () => {
  expect(await gatsby.source({ url: proxy.url, fullSource: true })).toMatch(/sourced all 3 entries \(full: CMS_FULL_SOURCE is set\)/)
  const userWebhook = { event: "afterSave", element: { type: "user", id: "101", section: null, typeHandle: null, uri: null, dateUpdated: null } }
  expect(await gatsby.source({ url: proxy.url }, userWebhook)).toMatch(/full: a user changed \(webhook\)/)
  // A preview server's sourcing (drafts per token: preview-sourcing.test.ts) and a build's do not share a cache.
  expect(await gatsby.source({ url: proxy.url, preview: true })).toMatch(/sourced all 3 entries \(full: preview mode is on\)/)
  expect(gatsby.entries().map((n) => n.title)).not.toContain("Secret launch")
  expect(await gatsby.source({ url: proxy.url, preview: true })).toMatch(/sourced 0 changed entries, deleted 0, kept 3/)
  expect(await gatsby.source({ url: proxy.url })).toMatch(/sourced all 3 entries \(full: preview mode is off\)/)
  expect(await gatsby.source({ url: cms.url })).toMatch(/full: the CMS URL changed/)
  expect(gatsby.collected).toEqual([])
})

test("the plugin is stateful: Gatsby collects none of its nodes, and the plugin deletes what the CMS no longer has", async () => {
  const globalType = [...gatsby.nodes.values()].find((n) => /GlobalSet$/.test(n.internal.type))!.internal.type
  const stray = (id: string, type: string, owner = "gatsby-source-cms") =>
    gatsby.nodes.set(id, { id, parent: null, children: [], internal: { type, owner, contentDigest: id } } as unknown as Node)
  const entries = gatsby.entries().length
  // A global set and an asset the CMS no longer lists, an entry node of a type a changed contract dropped, another plugin's node.
  stray("node:gone-global", globalType)
  stray("node:gone-asset", "CmsAsset")
  stray("node:retired-entry", "CmsRetiredTypeEntry")
  stray("other-plugin-node", "SitePage", "internal-data-bridge")

  expect(await gatsby.source({ url: cms.url })).toMatch(
    /sourced 0 changed entries, deleted 0, kept 3 \(incremental.*; deleted 2 nodes of what the CMS no longer has;/,
  )
  expect(gatsby.stateful).toBe(true)
  expect(gatsby.nodes.has("node:gone-global")).toBe(false)
  expect(gatsby.nodes.has("node:gone-asset")).toBe(false)
  // An incremental sourcing looks at no entry node beyond those the CMS's ids name: the stray one waits for a full sourcing.
  expect(gatsby.nodes.has("node:retired-entry")).toBe(true)
  expect(await gatsby.source({ url: cms.url, fullSource: true })).toMatch(
    /sourced all 3 entries \(full: CMS_FULL_SOURCE is set\); deleted 1 nodes of what the CMS no longer has;/,
  )
  expect(gatsby.nodes.has("node:retired-entry")).toBe(false)
  expect(gatsby.entries()).toHaveLength(entries)
  // Gatsby collected the other plugin's untouched node (the plugin deleted none of it) and none of the plugin's.
  expect(gatsby.collected.map((node) => node.id)).toEqual(["other-plugin-node"])
})

test("a CMS failure during an incremental sourcing panics the build, naming the query, and leaves the cache as it was", async () => {
  const cached = JSON.stringify([...gatsby.cacheData])
  const down = await startGraphLog("http://127.0.0.1:9") // a proxy to nothing: every request answers 502
  try {
    await gatsby.source({ url: down.url })
  } finally {
    await down.close()
  }
  expect(gatsby.panics.at(-1)).toMatch(/Could not source the CMS at .*: CMS query "source\w+" failed \(status\): HTTP 502/)
  expect(JSON.stringify([...gatsby.cacheData])).toBe(cached)
})
