/**
 * The wiring `npm start` runs (publisher/start.ts), with a fake build runner and temporary
 * folders: the local CMS started with a webhook pointing at the publisher and its secret,
 * gatsby-config's trailingSlash served, the startup build published, /assets/* forwarded to the CMS.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { homedir, tmpdir } from "node:os"
import { basename, join, relative } from "node:path"
import type { BuildJob } from "../../publisher/build-queue"
import { defaultPublishDir, moveOldReleases, OLD_PUBLISH_DIR, startPublisher, type RunningPublisher } from "../../publisher/start"
import { localCmsStateFile } from "../../scripts/local-cms"
import { WEBHOOK_SECRET_HEADER } from "../../publisher/webhook"
import { FIXTURE_CONTENT } from "../support/cms"
import { copyOfContent } from "../support/loopback"
import { entrySaved, fakeBuildOutput, writeFakeSite } from "../support/publisher"

const projectDir = join(__dirname, "..", "..")
let dir: string
let running: RunningPublisher | undefined
let content: ReturnType<typeof copyOfContent>
// gatsby-config and the Functions read process.env itself, so the publisher is given it, as in cli.ts.
const NAMES = ["PORT", "HOST", "CMS_URL", "CMS_TOKEN", "CMS_WEBHOOK_SECRET", "CMS_CONTENT_DIR", "CMS_PORT"] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "publisher-start-"))
  for (const name of NAMES) delete process.env[name]
  process.env.PORT = "0"
  // A content folder of its own: the local CMS's state file (its memory of dates) is per folder.
  content = copyOfContent(FIXTURE_CONTENT)
  process.env.CMS_CONTENT_DIR = content.dir
})

afterEach(async () => {
  await running?.close()
  await running?.publisher.queue.whenIdle()
  running = undefined
  rmSync(dir, { recursive: true, force: true })
  rmSync(localCmsStateFile(content.dir), { force: true })
  content.remove()
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

/** What the local CMS sends when an editor saves an entry, sent to the publisher's webhook with its secret. */
const saveEntry = (publisher: RunningPublisher) =>
  fetch(publisher.cmsWebhookUrl!, {
    method: "POST",
    headers: { "Content-Type": "application/json", [WEBHOOK_SECRET_HEADER]: publisher.webhookSecret },
    body: JSON.stringify(entrySaved("5")),
  })

it("starts the local CMS, builds first, and serves the release with its build's trailingSlash and the CMS's /assets/*", async () => {
  const jobs: BuildJob[] = []
  const output = fakeBuildOutput(dir)
  const env = process.env
  running = await startPublisher({
    projectDir,
    env,
    log: () => undefined,
    publishDir: join(dir, ".publish"),
    output,
    runBuild: async (job) => {
      jobs.push(job)
      // What the builds are given: the local CMS the publisher started.
      const graph = await fetch(`${env.CMS_URL}/graph`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.CMS_TOKEN}` },
        body: JSON.stringify({ query: "{ entries(limit: 1) { id } }" }),
      })
      if (graph.status !== 200) return { exitCode: 1, output: [`CMS answered ${graph.status}`] }
      writeFakeSite(output, `build ${job.id}`)
      return { exitCode: 0, output: [] }
    },
  })
  await running.publisher.queue.whenIdle()
  expect(jobs.map((job) => job.triggers[0]!.reason)).toEqual(["startup: first build"])
  const status = await (await fetch(`${running.url}/api/publish-status`)).json()
  expect(status.lastFailure).toBeNull()
  expect(status.live).toMatchObject({ build: 1, reasons: ["startup: first build"] })

  // The build's serving rules say trailingSlash "never", as gatsby-config does.
  const slashed = await fetch(`${running.url}/page-1/`, { redirect: "manual" })
  expect(slashed.status).toBe(301)
  expect(slashed.headers.get("location")).toBe("/page-1")

  // The CMS's files and transforms, named on the site's origin, come from the local CMS.
  const graph = await fetch(`${process.env.CMS_URL}/graph`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${process.env.CMS_TOKEN}` },
    body: JSON.stringify({ query: '{ assets(limit: 1) { url small: url(width: 40, format: "webp") } }' }),
  })
  const [asset] = ((await graph.json()) as { data: { assets: Array<{ url: string; small: string }> } }).data.assets
  const original = await fetch(`${running.url}${new URL(asset!.url).pathname}`)
  expect(original.status).toBe(200)
  expect(
    Buffer.from(await original.arrayBuffer()).equals(readFileSync(join(content.dir, "assets", new URL(asset!.url).pathname.replace(/^\/assets\//, "")))),
  ).toBe(true)
  const small = await fetch(`${running.url}${new URL(asset!.small).pathname}`)
  expect(small.status).toBe(200)
  expect(small.headers.get("content-type")).toBe("image/webp")
  expect((await fetch(`${running.url}${new URL(asset!.small).pathname}`, { headers: { "If-None-Match": small.headers.get("etag")! } })).status).toBe(304)

  // The local CMS's webhook goes to this publisher with a secret it accepts.
  expect(running.cmsWebhookUrl).toBe(`${running.url}/api/cms-webhook`)
  expect((await saveEntry(running)).status).toBe(202)
  await running.publisher.queue.whenIdle()
  expect(jobs).toHaveLength(2)
}, 30_000)

it("serves the release it finds on restart at once, and builds anyway", async () => {
  const output = fakeBuildOutput(dir)
  const start = (runBuild: Parameters<typeof startPublisher>[0]["runBuild"]) =>
    startPublisher({ projectDir, env: process.env, log: () => undefined, publishDir: join(dir, ".publish"), output, runBuild })
  running = await start(async () => {
    writeFakeSite(output, "first")
    return { exitCode: 0, output: [] }
  })
  await running.publisher.queue.whenIdle()
  await running.close()

  let finish: (code: number) => void = () => undefined
  running = await start(() => new Promise((resolve) => (finish = (exitCode) => resolve({ exitCode, output: ["CMS down"] }))))
  expect(running.restored).not.toBeNull()
  const page = await fetch(`${running.url}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain("first")
  expect((await (await fetch(`${running.url}/api/publish-status`)).json()).building.reasons).toEqual(["startup: catch up with changes made while stopped"])
  finish(1)
  await running.publisher.queue.whenIdle()
  expect(await (await fetch(`${running.url}/`)).text()).toContain("first")
}, 30_000)

it("starts the local CMS as `npm run build` does: the same URL and its memory of dates across restarts, so only the very first build sources in full", async () => {
  const output = fakeBuildOutput(dir)
  const jobs: BuildJob[] = []
  const urls: string[] = []
  const start = () =>
    startPublisher({
      projectDir,
      env: process.env,
      log: () => undefined,
      publishDir: join(dir, ".publish"),
      output,
      runBuild: async (job) => {
        jobs.push(job)
        urls.push(process.env.CMS_URL!)
        writeFakeSite(output, `build ${job.id}`)
        return { exitCode: 0, output: [] }
      },
    })
  expect(existsSync(localCmsStateFile(content.dir))).toBe(false)
  running = await start()
  await running.publisher.queue.whenIdle()
  await running.close()
  expect(existsSync(localCmsStateFile(content.dir))).toBe(true)

  running = await start()
  await running.publisher.queue.whenIdle()
  expect(jobs.map((job) => job.fullSource)).toEqual([true, false])
  expect(urls[1]).toBe(urls[0])
}, 30_000)

describe("where the releases live", () => {
  it("by default in the user's state folder, one per checkout, never inside the project Parcel walks each build", () => {
    const home = defaultPublishDir(projectDir, { XDG_STATE_HOME: join(dir, "state") })
    expect(home).toBe(join(dir, "state", "rapport-publisher", `${basename(projectDir)}-${home.slice(-8)}`))
    expect(relative(projectDir, home).startsWith("..")).toBe(true)
    expect(defaultPublishDir(projectDir, { XDG_STATE_HOME: join(dir, "state") })).toBe(home)
    expect(defaultPublishDir(join(dir, "another-checkout"), { XDG_STATE_HOME: join(dir, "state") })).not.toBe(home)
    expect(defaultPublishDir(projectDir, {})).toBe(join(homedir(), ".local", "state", "rapport-publisher", basename(home)))
  })

  it("in PUBLISH_DIR when it is set", async () => {
    process.env.PUBLISH_DIR = join(dir, "releases-here")
    const output = fakeBuildOutput(dir)
    const lines: string[] = []
    try {
      running = await startPublisher({
        projectDir,
        env: process.env,
        log: (line) => lines.push(line),
        output,
        runBuild: async (job) => {
          writeFakeSite(output, `build ${job.id}`)
          return { exitCode: 0, output: [] }
        },
      })
      await running.publisher.queue.whenIdle()
      const [release] = await running.publisher.releases.list()
      expect(existsSync(join(dir, "releases-here", "releases", release!, "site", "index.html"))).toBe(true)
      expect(lines).toContain(`[publisher] releases in ${join(dir, "releases-here")}`)
    } finally {
      delete process.env.PUBLISH_DIR
    }
  })
})

describe("releases an older publisher kept in the project", () => {
  it("are moved to the new folder once, so the live release is served at once after the upgrade", async () => {
    const project = join(dir, "checkout")
    mkdirSync(join(project, OLD_PUBLISH_DIR, "releases", "20261128T000000000Z-001", "site"), { recursive: true })
    writeFileSync(join(project, OLD_PUBLISH_DIR, "live.json"), JSON.stringify({ id: "20261128T000000000Z-001" }))
    const lines: string[] = []
    const target = join(dir, "state", "rapport-publisher", "checkout")
    await moveOldReleases(project, target, (line) => lines.push(line))
    expect(existsSync(join(project, OLD_PUBLISH_DIR))).toBe(false)
    expect(JSON.parse(readFileSync(join(target, "live.json"), "utf8"))).toEqual({ id: "20261128T000000000Z-001" })
    expect(lines).toEqual([`[publisher] moved the releases from ${join(project, OLD_PUBLISH_DIR)} to ${target}`])

    // Once: a folder already there is never replaced, and a project without .publish/ moves nothing.
    mkdirSync(join(project, OLD_PUBLISH_DIR), { recursive: true })
    await moveOldReleases(project, target, (line) => lines.push(line))
    expect(existsSync(join(project, OLD_PUBLISH_DIR))).toBe(true)
    expect(existsSync(join(target, "live.json"))).toBe(true)
    await moveOldReleases(join(dir, "another"), join(dir, "elsewhere"), (line) => lines.push(line))
    expect(existsSync(join(dir, "elsewhere"))).toBe(false)
    expect(lines).toHaveLength(1)
  })
})
