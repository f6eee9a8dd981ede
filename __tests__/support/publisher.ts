/**
 * A publisher on 127.0.0.1:0 over a temporary project folder, with a build runner the test
 * drives: each build waits until the test finishes it (writing a fake site into the temp
 * public/, or failing), so tests can send webhooks while a build runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { BuildJob } from "../../publisher/build-queue"
import { SERVING_RULES_FILE, type ServingRules } from "../../publisher/built-site"
import { Publisher, type BuildRunResult } from "../../publisher/publisher"
import { Releases, type BuildOutput } from "../../publisher/releases"
import { securityHeaderRules, thirdPartiesOf } from "../../src/lib/security/headers"
import { createPublisherApp, listen } from "../../publisher/server"
import { WEBHOOK_SECRET_HEADER, type CmsWebhook } from "../../publisher/webhook"

export const SECRET = "test-secret-0123456789abcdef"

export interface FakeBuild {
  job: BuildJob
  /** Writes a site whose every file carries `label`, then ends the build with exit code 0. */
  succeed: (label: string, options?: FakeSiteOptions) => void
  fail: (exitCode: number, output: string[]) => void
}

export interface FakeSiteOptions {
  /** Pages besides the home page, each /page-N with its page-data. */
  pages?: number
}

/** A page's body: the release label at both ends, so a response cut short or mixed from two releases shows. */
export const pageBody = (label: string, name: string) => `<!doctype html><title>${label}</title><p>${label}:${name}:${"x".repeat(2000)}:${label}</p>\n`

/** Where a build in the project at `dir` leaves its output, as start.ts names it. */
export function fakeBuildOutput(dir: string): Required<BuildOutput> {
  return {
    publicDir: join(dir, "public"),
    functionsDir: join(dir, ".cache", "functions"),
    matchPathsFile: join(dir, ".cache", "match-paths.json"),
    servingRulesFile: join(dir, SERVING_RULES_FILE),
  }
}

/** The fake site's serving rules: the site's own security headers (no third parties), trailingSlash "never" as gatsby-config says. */
export const fakeServingRules: ServingRules = {
  trailingSlash: "never",
  headers: securityHeaderRules({ thirdParties: thirdPartiesOf({}), inlineScripts: ["window.a=1"] }),
}

/** A webpack chunk and the stylesheet, named as the build names them (CONTENT_HASH_LENGTH, 8 hex digits of content hash: short-file-hashes.ts). */
export const HASHED_CHUNK = "/app-16cb47e9.js"
export const HASHED_STYLESHEET = "/styles.73d66a2a.css"

/**
 * Writes a Gatsby-like site into the output's public/ (in place, like Gatsby), a compiled
 * Function into its functionsDir, and the serving rules onPostBuild writes.
 */
export function writeFakeSite(
  output: Pick<BuildOutput, "publicDir" | "servingRulesFile"> & { functionsDir: string },
  label: string,
  { pages = 3 }: FakeSiteOptions = {},
): void {
  const { publicDir, functionsDir } = output
  mkdirSync(publicDir, { recursive: true })
  writeFileSync(join(publicDir, "index.html"), pageBody(label, "home"))
  writeFileSync(join(publicDir, "404.html"), pageBody(label, "404"))
  writeFileSync(join(publicDir, HASHED_CHUNK), `/* ${label} */`)
  writeFileSync(join(publicDir, HASHED_STYLESHEET), `/* ${label} */`)
  mkdirSync(join(publicDir, "static"), { recursive: true })
  writeFileSync(join(publicDir, "static", "logo-unchanged.svg"), "<svg/>")
  mkdirSync(join(output.servingRulesFile, ".."), { recursive: true })
  writeFileSync(output.servingRulesFile, JSON.stringify(fakeServingRules))
  for (let i = 0; i < pages; i++) {
    mkdirSync(join(publicDir, `page-${i}`), { recursive: true })
    writeFileSync(join(publicDir, `page-${i}`, "index.html"), pageBody(label, `page-${i}`))
    mkdirSync(join(publicDir, "page-data", `page-${i}`), { recursive: true })
    writeFileSync(join(publicDir, "page-data", `page-${i}`, "page-data.json"), JSON.stringify({ path: `/page-${i}`, label }))
  }
  mkdirSync(functionsDir, { recursive: true })
  writeFileSync(
    join(functionsDir, "hello.js"),
    // `loads`: how many times a Function module was loaded in this process (the site server loads each once per site).
    `globalThis.fakeFunctionLoads = (globalThis.fakeFunctionLoads || 0) + 1
module.exports = function handler(req, res) { res.status(200).json({ release: ${JSON.stringify(label)}, method: req.method, body: req.body === undefined ? null : req.body, loads: globalThis.fakeFunctionLoads }) }\n`,
  )
  writeFileSync(
    join(functionsDir, "manifest.json"),
    JSON.stringify([
      {
        functionRoute: "hello",
        pluginName: "default-site-plugin",
        originalAbsoluteFilePath: "/src/api/hello.ts",
        originalRelativeFilePath: "hello.ts",
        relativeCompiledFilePath: "hello.js",
        absoluteCompiledFilePath: join(functionsDir, "hello.js"),
        functionId: "hello-js",
      },
    ]),
  )
}

export interface TestPublisher {
  url: string
  dir: string
  publicDir: string
  functionsDir: string
  publisher: Publisher
  releases: Releases
  /** Every build the publisher started, in order. */
  builds: FakeBuild[]
  logs: string[]
  /** Posts a webhook (with the right secret unless headers say otherwise). */
  postWebhook: (body: unknown, headers?: Record<string, string>) => Promise<Response>
  status: () => Promise<any>
  close: () => Promise<void>
}

/** `cmsUrl`: the CMS /assets/* is forwarded to (publisher/cms-asset-proxy.ts); unset, none. */
export async function startTestPublisher({ keep = 3, cmsUrl }: { keep?: number; cmsUrl?: string } = {}): Promise<TestPublisher> {
  const dir = mkdtempSync(join(tmpdir(), "publisher-test-"))
  const output = fakeBuildOutput(dir)
  const { publicDir, functionsDir } = output
  const builds: FakeBuild[] = []
  const logs: string[] = []
  const runBuild = (job: BuildJob) =>
    new Promise<BuildRunResult>((resolve) => {
      builds.push({
        job,
        succeed: (label, options) => {
          writeFakeSite(output, label, options)
          resolve({ exitCode: 0, output: [`built ${label}`] })
        },
        fail: (exitCode, output) => resolve({ exitCode, output }),
      })
    })
  const releases = new Releases(join(dir, ".publish"), keep)
  await releases.restore()
  const publisher = new Publisher({ releases, runBuild, output, log: (line) => logs.push(line) })
  const app = createPublisherApp({ publisher, webhookSecret: SECRET, cmsUrl })
  const running = await listen(app, 0, "127.0.0.1")
  return {
    url: running.url,
    dir,
    publicDir,
    functionsDir,
    publisher,
    releases,
    builds,
    logs,
    postWebhook: (body, headers = { [WEBHOOK_SECRET_HEADER]: SECRET }) =>
      fetch(`${running.url}/api/cms-webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    status: async () => (await fetch(`${running.url}/api/publish-status`)).json(),
    close: async () => {
      await running.close()
      // Let a build the test left running end, so nothing writes into the folder being removed.
      for (const build of builds) build.fail(1, ["test ended"])
      await publisher.queue.whenIdle()
      await releases.whenPrepared()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const entrySaved = (id: string, overrides: Partial<CmsWebhook["element"]> = {}): CmsWebhook => ({
  event: "afterSave",
  element: { type: "entry", id, section: "blog", typeHandle: "blog", uri: `resources/post-${id}`, dateUpdated: "2026-11-24T05:00:00Z", ...overrides },
})

/** Polls `condition` until it holds (or fails the test after `timeoutMs`). */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
