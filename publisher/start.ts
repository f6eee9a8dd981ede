/**
 * Starts the publisher: the HTTP server, the local CMS when CMS_URL is unset, the startup
 * build. cli.ts is this plus signals; tests start it with a fake build runner and temporary
 * folders (the seams below), so the wiring `npm start` runs is the one they check.
 */
import { createHash, randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdir, rename } from "node:fs/promises"
import { homedir } from "node:os"
import { basename, dirname, join, relative, resolve } from "node:path"
import type { GatsbyConfig } from "gatsby"
import type { RunningCms } from "../cms/server"
import { startLocalCms } from "../scripts/local-cms"
import { describeWarm, transformPathsIn, warmTransformPaths } from "../scripts/warm-pictures"
import { readPublisherEnv } from "../src/config/env"
import { gatsbyBuildRunner } from "./gatsby-build"
import { Publisher, type BuildRunner } from "./publisher"
import { Releases, type BuildOutput, type Release } from "./releases"
import { SERVING_RULES_FILE } from "./built-site"
import { createPublisherApp, listen } from "./server"
import { WEBHOOK_SECRET_HEADER } from "./webhook"

export interface StartPublisherOptions {
  projectDir: string
  /**
   * Read for the publisher's settings and written with the local CMS's CMS_URL and CMS_TOKEN:
   * pass process.env, which the Functions (run in this process) and gatsby-config read.
   */
  env: NodeJS.ProcessEnv
  log?: (line: string) => void
  /** Test seams: where releases live, what a build is and where it leaves its output. */
  publishDir?: string
  runBuild?: BuildRunner & { stop?: () => void }
  output?: BuildOutput
}

export interface RunningPublisher {
  url: string
  publisher: Publisher
  /** The secret webhooks must carry (CMS_WEBHOOK_SECRET, or the one made up for the local CMS). */
  webhookSecret: string
  /** Where the local CMS sends its webhooks; undefined with CMS_URL set. */
  cmsWebhookUrl: string | undefined
  restored: Release | null
  close: () => Promise<void>
}

/**
 * Where the releases live without PUBLISH_DIR: the user's state folder (XDG_STATE_HOME, else
 * ~/.local/state), one folder per checkout. Never inside the project: every `gatsby build`
 * compiles gatsby-node.ts with Parcel, which first walks the whole project folder (its cache
 * folder and .git aside) to see what changed. Three releases of the 10,000-post site are
 * 190,000 files and folders; inside the project they made each publish's "compile gatsby
 * files" 4.0-7.0 s instead of 0.9-2.1 s (2026-11-29).
 */
export function defaultPublishDir(projectDir: string, env: NodeJS.ProcessEnv): string {
  const project = resolve(projectDir)
  const state = env.XDG_STATE_HOME || join(homedir(), ".local", "state")
  return join(state, "rapport-publisher", `${basename(project)}-${createHash("sha256").update(project).digest("hex").slice(0, 8)}`)
}

/** Where publishers before PUBLISH_DIR kept the releases, in the project. */
export const OLD_PUBLISH_DIR = ".publish"

/**
 * Moves the releases an older publisher kept in the project (`.publish/`) to `publishDir`
 * (the default folder: startPublisher calls it without PUBLISH_DIR), once, so the first start
 * after the upgrade still serves the live release at once instead of answering 503 until a
 * build ends. Nothing happens when there is none, or when `publishDir`
 * already exists. A move across file systems is not attempted (it would copy every release):
 * the releases stay where they were, this publisher starts without them, and the line says so.
 */
export async function moveOldReleases(projectDir: string, publishDir: string, say: (line: string) => void): Promise<void> {
  const old = join(resolve(projectDir), OLD_PUBLISH_DIR)
  if (old === publishDir || !existsSync(old) || existsSync(publishDir)) return
  await mkdir(dirname(publishDir), { recursive: true })
  try {
    await rename(old, publishDir)
    say(`[publisher] moved the releases from ${old} to ${publishDir}`)
  } catch (error) {
    say(
      `[publisher] could not move the releases from ${old} to ${publishDir} (${(error as NodeJS.ErrnoException).code ?? String(error)}): ` +
        `starting without them; delete ${old} once this publisher has published`,
    )
  }
}

/** Warms the transforms a live release's pages name in the local CMS; failures are logged, never thrown. */
function warmReleasePictures(cms: RunningCms, release: Release, say: (line: string) => void): void {
  warmTransformPaths(transformPathsIn(release.siteDir), cms.transforms).then(
    (result) => say(`[publisher] release ${release.id}: ${describeWarm(result)}`),
    (error: unknown) => say(`[publisher] release ${release.id}: could not warm its pictures: ${error instanceof Error ? error.message : String(error)}`),
  )
}

export async function startPublisher(options: StartPublisherOptions): Promise<RunningPublisher> {
  const { projectDir, env: processEnv } = options
  const say = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`))
  const env = readPublisherEnv(processEnv)
  const webhookSecret = env.webhookSecret ?? randomBytes(24).toString("hex")

  const givenPublishDir = options.publishDir ?? env.publishDir
  const publishDir = resolve(givenPublishDir ?? defaultPublishDir(projectDir, processEnv))
  const insideProject = relative(resolve(projectDir), publishDir)
  if (!insideProject.startsWith(".."))
    say(`[publisher] PUBLISH_DIR ${publishDir} is inside the project: every build will walk its releases (defaultPublishDir says why), seconds per publish`)
  // Into the default folder only: a folder given (PUBLISH_DIR, the tests') is the operator's choice.
  if (givenPublishDir === undefined) await moveOldReleases(projectDir, publishDir, say)
  const releases = new Releases(publishDir)
  const restored = await releases.restore()
  say(`[publisher] releases in ${publishDir}`)

  // Listen before anything else: the local CMS needs our port for its webhook.
  const running = await listen(
    (_req, res) => {
      res.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "5" }).end("The publisher is starting.\n")
    },
    env.port,
    env.host,
  )
  const selfUrl = running.url

  let cms: RunningCms | undefined
  let restoreEnv = () => undefined as unknown
  let cmsWebhookUrl: string | undefined
  // Whatever fails from here on (the CMS, gatsby-config) must not leave the port or the CMS open.
  try {
    if (!env.cmsUrl) {
      const token = randomBytes(24).toString("hex")
      cmsWebhookUrl = `${selfUrl}/api/cms-webhook`
      // Started as `npm run build` starts it (same port, same memory of dates), so builds by
      // either stay incremental across restarts.
      cms = await startLocalCms(
        {
          contentDir: processEnv.CMS_CONTENT_DIR ? resolve(processEnv.CMS_CONTENT_DIR) : undefined,
          token,
          siteUrl: processEnv.SITE_URL || undefined,
          webhooks: [{ url: cmsWebhookUrl, headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret } }],
        },
        processEnv,
      )
      // The Functions run in this process and read these when they run; the builds inherit them.
      // (Given back on close: the next start in this process starts its own CMS again.)
      const previous = { CMS_URL: processEnv.CMS_URL, CMS_TOKEN: processEnv.CMS_TOKEN }
      restoreEnv = () => {
        // process.env turns an assigned undefined into "undefined": delete instead.
        for (const [name, value] of Object.entries(previous)) {
          if (value === undefined) delete processEnv[name]
          else processEnv[name] = value
        }
      }
      processEnv.CMS_URL = cms.url
      processEnv.CMS_TOKEN = token
      say(`[publisher] local CMS on ${cms.url} (${cms.store.entries.length} entries); its saves POST ${cmsWebhookUrl}`)
    }

    // gatsby-config reads CMS_URL when loaded, so only now. Its trailingSlash and headers are
    // served from each release, as its build wrote them (built-site.ts).
    const configModule = (await import(join(projectDir, "gatsby-config.ts"))) as { default: GatsbyConfig | { default: GatsbyConfig } }
    const loaded = configModule.default
    const config: GatsbyConfig = "default" in loaded ? loaded.default : loaded
    if ((config.partytownProxiedURLs ?? []).length > 0) say("[publisher] partytownProxiedURLs is not served by the publisher")

    const runBuild =
      options.runBuild ??
      gatsbyBuildRunner({
        projectDir,
        env: processEnv,
        secrets: [processEnv.CMS_TOKEN, webhookSecret],
      })
    // The first build after a cold one rebuilds only what changed, as any other: the compilation
    // hash every page carries is the digest of the emitted files (gatsby-plugin-site-runtime's
    // stable-compilation-hash.ts), so the publisher no longer builds a second time after a cold start.
    const publisher: Publisher = new Publisher({
      releases,
      log: say,
      runBuild,
      onLive: (release) => {
        // The local CMS makes the new release's pictures in its workers now, behind any visitor's
        // request (scripts/warm-pictures.ts); a real Craft makes its transforms itself.
        if (cms) warmReleasePictures(cms, release, say)
      },
      output: options.output ?? {
        publicDir: join(projectDir, "public"),
        functionsDir: join(projectDir, ".cache", "functions"),
        matchPathsFile: join(projectDir, ".cache", "match-paths.json"),
        servingRulesFile: join(projectDir, SERVING_RULES_FILE),
      },
    })
    running.setHandler(
      createPublisherApp({
        publisher,
        webhookSecret,
        // The local CMS's URL when it was started above; the Functions and builds read the same.
        cmsUrl: processEnv.CMS_URL,
      }),
    )

    say(
      `[publisher] serving ${selfUrl} ${restored ? `(release ${restored.id}, built ${restored.meta.builtAt})` : "(no release yet: pages answer 503 until the first build)"}`,
    )
    say(`[publisher] webhooks: POST ${selfUrl}/api/cms-webhook with header ${WEBHOOK_SECRET_HEADER}; status: GET ${selfUrl}/api/publish-status`)
    // A local CMS with no memory of earlier dates cannot say what changed since the last build.
    const fullSource = cms !== undefined && !cms.restoredHistory
    publisher.schedule({ reason: restored ? "startup: catch up with changes made while stopped" : "startup: first build", at: new Date(), fullSource })

    let closing: Promise<void> | undefined
    return {
      url: selfUrl,
      publisher,
      webhookSecret,
      cmsWebhookUrl,
      restored,
      close: () => {
        closing ??= (async () => {
          runBuild.stop?.()
          // The next release's link copy, if one is under way, is finished rather than left
          // half made (a restart would drop it anyway): a few seconds at most.
          await Promise.all([running.close(), cms?.close(), releases.whenPrepared()])
          restoreEnv()
        })()
        return closing
      },
    }
  } catch (error) {
    await Promise.all([running.close(), cms?.close()])
    restoreEnv()
    throw error
  }
}
