/**
 * `npm start` / `npm run publisher`: serves the live release of the site, receives the CMS's
 * webhooks and publishes a new release after each successful build (publisher/README.md).
 *
 * With CMS_URL unset it starts the local CMS once, for its whole life (the builds and the
 * Functions read it), with a fresh token, and points the CMS's webhook at itself: a save
 * under cms/content/ publishes like an entry save in Craft.
 *
 * On start: the release that was live when the publisher last stopped (if any) is served at
 * once, and a build runs anyway. The build is what `npm start` promised before the publisher
 * (build, then serve): it picks up code and content changed while the publisher was down.
 * An existing public/ is never served as a first release: nothing tells a complete build
 * from one interrupted halfway (Gatsby writes it in place), and serving half a site is the
 * one thing the publisher exists to prevent. Until the first build succeeds, pages answer
 * 503 and /api/publish-status says what is happening.
 */
import { randomBytes } from "node:crypto"
import { join } from "node:path"
import type { GatsbyConfig } from "gatsby"
import { startCmsServer, type RunningCms } from "../cms/server"
import { EnvError, readPublisherEnv } from "../src/config/env"
import { gatsbyBuildRunner } from "./gatsby-build"
import { Publisher } from "./publisher"
import { Releases } from "./releases"
import { createPublisherApp, listen, type HeaderRule } from "./server"
import { WEBHOOK_SECRET_HEADER } from "./webhook"

const projectDir = join(__dirname, "..")

// Not console.log: Gatsby's Functions middleware (server.ts) routes the console through its
// reporter, which wraps and redraws lines meant for a terminal.
const say = (line: string) => void process.stdout.write(`${line}\n`)

async function main(): Promise<void> {
  const env = readPublisherEnv()
  const webhookSecret = env.webhookSecret ?? randomBytes(24).toString("hex")

  const releases = new Releases(join(projectDir, ".publish"))
  const restored = await releases.restore()

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
  if (!env.cmsUrl) {
    const token = randomBytes(24).toString("hex")
    cms = await startCmsServer({
      token,
      previewToken: process.env.CMS_PREVIEW_TOKEN || undefined,
      siteUrl: process.env.SITE_URL || undefined,
      webhooks: [{ url: `${selfUrl}/api/cms-webhook`, headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret } }],
    })
    // The Functions run in this process and read these when they run; the builds inherit them.
    process.env.CMS_URL = cms.url
    process.env.CMS_TOKEN = token
    say(`[publisher] local CMS on ${cms.url} (${cms.store.entries.length} entries); its saves POST ${selfUrl}/api/cms-webhook`)
  }

  // gatsby-config reads CMS_URL when loaded, so only now. The publisher serves what it says.
  const configModule = (await import(join(projectDir, "gatsby-config.ts"))) as { default: GatsbyConfig | { default: GatsbyConfig } }
  const loaded = configModule.default
  const config: GatsbyConfig = "default" in loaded ? loaded.default : loaded
  if ((config.partytownProxiedURLs ?? []).length > 0) say("[publisher] partytownProxiedURLs is not served by the publisher")

  const runBuild = gatsbyBuildRunner({
    projectDir,
    env: process.env,
    secrets: [process.env.CMS_TOKEN, process.env.CMS_PREVIEW_TOKEN, webhookSecret],
  })
  const publisher = new Publisher({
    releases,
    log: say,
    runBuild,
    output: {
      publicDir: join(projectDir, "public"),
      functionsDir: join(projectDir, ".cache", "functions"),
      matchPathsFile: join(projectDir, ".cache", "match-paths.json"),
    },
  })
  running.setHandler(
    createPublisherApp({
      publisher,
      webhookSecret,
      trailingSlash: config.trailingSlash,
      headers: (config as { headers?: HeaderRule[] }).headers,
    }),
  )

  say(
    `[publisher] serving ${selfUrl} ${restored ? `(release ${restored.id}, built ${restored.meta.builtAt})` : "(no release yet: pages answer 503 until the first build)"}`,
  )
  say(`[publisher] webhooks: POST ${selfUrl}/api/cms-webhook with header ${WEBHOOK_SECRET_HEADER}; status: GET ${selfUrl}/api/publish-status`)
  publisher.schedule({ reason: restored ? "startup: catch up with changes made while stopped" : "startup: first build", at: new Date() })

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    say(`[publisher] ${signal}: stopping`)
    runBuild.stop()
    void Promise.all([running.close(), cms?.close()]).finally(() => process.exit(0))
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError ? `[publisher] ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
