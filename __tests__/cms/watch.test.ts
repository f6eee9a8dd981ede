/**
 * The stand-in follows its files and announces changes the way Craft's Webhooks plugin does
 * (cms/watch.ts, cms/content-changes.ts): real files in a temporary copy of cms/content, the
 * real server on loopback, a real webhook receiver on loopback.
 */
import { readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parseCmsWebhook, WEBHOOK_SECRET_HEADER, type CmsWebhook } from "../../publisher/webhook"
import { startCmsServer, type RunningCms } from "../../cms/server"
import { copyOfContent, startRecorder, waitFor } from "../support/loopback"

jest.setTimeout(60_000)

const PRESS = "entries/press/best-crms-for-google-workspace.json"

let content: ReturnType<typeof copyOfContent>
let receiver: Awaited<ReturnType<typeof startRecorder>>
let cms: RunningCms
const errors: string[] = []
const logger = { info: () => undefined, error: (message: string) => void errors.push(message) }

beforeAll(async () => {
  content = copyOfContent()
  receiver = await startRecorder()
  cms = await startCmsServer({
    contentDir: content.dir,
    webhooks: [{ url: `${receiver.url}/hook`, headers: { [WEBHOOK_SECRET_HEADER]: "s3cret" } }],
    watchDebounceMs: 50,
    logger,
  })
})
afterAll(async () => {
  await cms?.close()
  await receiver?.close()
  content?.remove()
})

async function graph<T>(query: string): Promise<T> {
  const response = await fetch(`${cms.url}/graph`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) })
  const body = (await response.json()) as { data: T; errors?: unknown }
  if (body.errors) throw new Error(JSON.stringify(body.errors))
  return body.data
}

type Entry = {
  id: string
  title: string
  uri: string | null
  sectionHandle: string
  typeHandle: string
  dateCreated: string | null
  dateUpdated: string | null
}
const entryBy = async (section: string, slug: string): Promise<Entry | null> =>
  (await graph<{ entry: Entry | null }>(`{ entry(section: "${section}", slug: "${slug}") { id title uri sectionHandle typeHandle dateCreated dateUpdated } }`))
    .entry
const file = (path: string): string => join(content.dir, path)
const editJson = (path: string, change: (json: Record<string, unknown>) => void): void => {
  const json = JSON.parse(readFileSync(file(path), "utf8")) as Record<string, unknown>
  change(json)
  writeFileSync(file(path), `${JSON.stringify(json, null, 2)}\n`)
}
/** How an editor that saves through a temporary file does it. */
const saveByRename = (path: string, text: string): void => {
  writeFileSync(`${file(path)}.tmp`, text)
  renameSync(`${file(path)}.tmp`, file(path))
}
const webhooks = (): CmsWebhook[] => receiver.received.map((r) => parseCmsWebhook(r.body))

test("a saved entry is served at once, gets dateUpdated = the save, and is announced by exactly one webhook", async () => {
  const before = await entryBy("press", "best-crms-for-google-workspace")
  const untouched = await entryBy("press", "rapport-passes-30000-customers")
  const savedAfter = Date.now() - 1000
  editJson(PRESS, (json) => (json.title = "Best CRMs for Google Workspace, revised"))

  const after = await waitFor(
    async () => {
      const entry = await entryBy("press", "best-crms-for-google-workspace")
      return entry?.title === "Best CRMs for Google Workspace, revised" && entry
    },
    { what: "the new title" },
  )
  expect(Date.parse(after.dateUpdated!)).toBeGreaterThanOrEqual(savedAfter)
  expect(after.dateCreated).toBe(before!.dateCreated)
  // An unchanged entry keeps its dates, so a dateUpdated query returns only the saved one.
  expect(await entryBy("press", "rapport-passes-30000-customers")).toEqual(untouched)
  const since = await graph<{ entries: Array<{ id: string }> }>(`{ entries(dateUpdated: ">= ${after.dateUpdated}") { id } }`)
  expect(since.entries).toEqual([{ id: before!.id }])

  await waitFor(() => receiver.received.length >= 1, { what: "the webhook" })
  expect(receiver.received[0]).toMatchObject({
    method: "POST",
    path: "/hook",
    headers: { [WEBHOOK_SECRET_HEADER]: "s3cret", "content-type": "application/json" },
  })
  expect(webhooks()).toEqual([
    { event: "afterSave", element: { type: "entry", id: before!.id, section: "press", typeHandle: "article", uri: null, dateUpdated: after.dateUpdated } },
  ])
})

test("a file an editor replaced by a rename is still followed when it is next written in place", async () => {
  receiver.received.length = 0
  const path = "entries/press/rapport-passes-30000-customers.json"
  const original = readFileSync(file(path), "utf8")
  saveByRename(path, original.replace(/"title": "[^"]*"/, `"title": "Renamed into place"`))
  await waitFor(async () => (await entryBy("press", "rapport-passes-30000-customers"))?.title === "Renamed into place", { what: "the renamed save" })
  writeFileSync(file(path), original.replace(/"title": "[^"]*"/, `"title": "Then written in place"`))
  await waitFor(async () => (await entryBy("press", "rapport-passes-30000-customers"))?.title === "Then written in place", { what: "the in-place save" })
  writeFileSync(file(path), original)
  await waitFor(() => receiver.received.length >= 3, { what: "three webhooks" })
  expect(webhooks().map((w) => w.event)).toEqual(["afterSave", "afterSave", "afterSave"])
})

test("an added entry (saved through a temporary file) and a deleted one are served and announced", async () => {
  receiver.received.length = 0
  const gone = await entryBy("press", "rapport-launches-ai-deal-flags")
  const addedAfter = Date.now() - 1000
  saveByRename(
    "entries/press/rapport-opens-in-lisbon.json",
    JSON.stringify({
      typeHandle: "article",
      title: "Rapport opens in Lisbon",
      postDate: "2026-11-01T09:00:00Z",
      articleTitle: "Rapport opens a Lisbon office",
    }),
  )
  const added = await waitFor(() => entryBy("press", "rapport-opens-in-lisbon"), { what: "the new entry" })
  expect(Date.parse(added.dateCreated!)).toBeGreaterThanOrEqual(addedAfter)
  expect(added.dateUpdated).toBe(added.dateCreated)
  await waitFor(() => receiver.received.length >= 1, { what: "the add webhook" })

  unlinkSync(file("entries/press/rapport-launches-ai-deal-flags.json"))
  await waitFor(async () => (await entryBy("press", "rapport-launches-ai-deal-flags")) === null, { what: "the deletion" })
  await waitFor(() => receiver.received.length >= 2, { what: "the delete webhook" })

  const [save, remove] = webhooks()
  expect(save).toEqual({
    event: "afterSave",
    element: { type: "entry", id: added.id, section: "press", typeHandle: "article", uri: null, dateUpdated: added.dateUpdated },
  })
  expect(remove).toMatchObject({ event: "afterDelete", element: { type: "entry", id: gone!.id, section: "press", typeHandle: "article", uri: null } })
  expect(webhooks()).toHaveLength(2)
})

test("a broken save keeps the previous content and sends nothing; the repaired file then counts as one save", async () => {
  receiver.received.length = 0
  errors.length = 0
  const entry = await entryBy("press", "rapport-passes-30000-customers")
  const path = "entries/press/rapport-passes-30000-customers.json"
  const original = readFileSync(file(path), "utf8")
  writeFileSync(file(path), original.slice(0, original.length / 2))

  const [message] = await waitFor(() => errors.length > 0 && errors, { what: "the reload error" })
  expect(message).toContain("rapport-passes-30000-customers.json")
  expect(message).toContain("still serving the previous version")
  expect(await entryBy("press", "rapport-passes-30000-customers")).toEqual(entry)

  // A key that names nothing is refused the same way, naming the file and the field.
  writeFileSync(file(path), original.replace(`"title":`, `"tittle": "x", "title":`))
  await waitFor(() => errors.length > 1, { what: "the second reload error" })
  expect(errors[1]).toMatch(/rapport-passes-30000-customers\.json.*"tittle" is not a field/)

  writeFileSync(file(path), original.replace(/"title": "[^"]*"/, `"title": "Rapport passes 30,000 customers!"`))
  await waitFor(async () => (await entryBy("press", "rapport-passes-30000-customers"))?.title === "Rapport passes 30,000 customers!", {
    what: "the repaired file",
  })
  await waitFor(() => receiver.received.length >= 1, { what: "the webhook" })
  expect(webhooks()).toEqual([expect.objectContaining({ event: "afterSave", element: expect.objectContaining({ type: "entry", id: entry!.id }) })])
})

test("a global set and an asset's alt text: webhooks with their element type", async () => {
  receiver.received.length = 0
  editJson("globals/webBanner.json", (json) => (json.webBannerStatus = json.webBannerStatus === "true" ? "false" : "true"))
  await waitFor(() => receiver.received.length >= 1, { what: "the global set webhook" })
  const manifest = "assets/blog/_assets.json"
  const assets = JSON.parse(readFileSync(file(manifest), "utf8")) as Array<{ file: string; altText: string }>
  assets[0]!.altText = "A pipeline board, described anew"
  writeFileSync(file(manifest), JSON.stringify(assets, null, 2))
  await waitFor(() => receiver.received.length >= 2, { what: "the asset webhook" })

  const [global, asset] = webhooks()
  expect(global).toMatchObject({ event: "afterSave", element: { type: "globalSet", typeHandle: "webBanner", section: null, uri: null } })
  expect(asset).toMatchObject({ event: "afterSave", element: { type: "asset", typeHandle: "blog" } })
  const served = await graph<{ assets: Array<{ id: string; alt: string }> }>(`{ assets(id: "${asset!.element.id}") { id alt } }`)
  expect(served.assets).toEqual([{ id: asset!.element.id, alt: "A pipeline board, described anew" }])
  expect(webhooks()).toHaveLength(2)
})

test("with a state file, a restarted stand-in remembers the dates, and dates what changed while it was down", async () => {
  const copy = copyOfContent()
  const stateFile = join(copy.dir, "..", "state", "cms-state.json")
  try {
    const first = await startCmsServer({ contentDir: copy.dir, stateFile, logger })
    expect(first.restoredHistory).toBe(false)
    const datesOf = (store: RunningCms["store"]) => new Map(store.entries.map((e) => [e.id, e.dateUpdated]))
    const before = datesOf(first.store)
    await first.close()

    const changedAfter = Date.now() - 1000
    const json = JSON.parse(readFileSync(join(copy.dir, PRESS), "utf8")) as Record<string, unknown>
    writeFileSync(join(copy.dir, PRESS), JSON.stringify({ ...json, title: "Edited while the CMS was down" }))
    const second = await startCmsServer({ contentDir: copy.dir, stateFile, logger })
    try {
      expect(second.restoredHistory).toBe(true)
      const after = datesOf(second.store)
      const changed = [...after].filter(([id, date]) => before.get(id) !== date)
      expect(changed).toHaveLength(1)
      expect(second.store.entries.find((e) => e.id === changed[0]![0])!.title).toBe("Edited while the CMS was down")
      expect(Date.parse(String(changed[0]![1]))).toBeGreaterThanOrEqual(changedAfter)
    } finally {
      await second.close()
    }
  } finally {
    copy.remove()
  }
})
