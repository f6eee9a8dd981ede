/**
 * The publisher's HTTP side: the CMS webhook, the publish status, and the live release, served
 * by the site server (site-server.ts, the same app `npm run serve` serves public/ with). Every
 * request reads one release from start to end: it is pinned, so it is not deleted under it.
 */
import { createServer, type RequestListener, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import type { Publisher } from "./publisher"
import { createSiteServer } from "./site-server"
import { parseCmsWebhook, secretMatches, WEBHOOK_SECRET_HEADER, WebhookError } from "./webhook"

export interface PublisherServerOptions {
  publisher: Publisher
  /** The shared secret every webhook must carry in WEBHOOK_SECRET_HEADER. */
  webhookSecret: string
  /** The CMS (CMS_URL) that /assets/* is forwarded to; unset: /assets/ is served from the release like any path. */
  cmsUrl?: string
}

/** Webhook bodies are a few hundred bytes; anything near this is not Craft. */
const WEBHOOK_BODY_LIMIT = "64kb"

const log = (line: string) => void process.stderr.write(`[publisher] ${line}\n`)

function publisherRoutes({ publisher, webhookSecret }: PublisherServerOptions): express.Router {
  const routes = express.Router()
  routes.post(
    "/api/cms-webhook",
    (req, res, next) => {
      // The secret first: an unauthenticated caller learns nothing about the body's rules.
      if (!secretMatches(req.headers[WEBHOOK_SECRET_HEADER], webhookSecret)) {
        res.status(401).json({ error: `missing or wrong ${WEBHOOK_SECRET_HEADER} header` })
        return
      }
      next()
    },
    // Any content type: Craft's Webhooks plugin sends whatever the site owner set up.
    express.text({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    (req, res) => {
      let body: unknown
      try {
        body = JSON.parse(typeof req.body === "string" ? req.body : "")
      } catch {
        res.status(400).json({ error: "the body must be JSON (see publisher/webhook.ts for its shape)" })
        return
      }
      try {
        const webhook = parseCmsWebhook(body)
        const { job, state } = publisher.receive(webhook)
        res.status(202).json({ scheduled: { build: job.id, state, fullSource: job.fullSource, webhooks: job.triggers.length } })
      } catch (error) {
        if (!(error instanceof WebhookError)) throw error
        res.status(400).json({ error: `bad webhook body: ${error.message}` })
      }
    },
  )
  routes.all("/api/cms-webhook", (_req, res) => {
    res.setHeader("Allow", "POST")
    res.status(405).json({ error: "Use POST" })
  })

  routes.get("/api/publish-status", (_req, res, next) => {
    publisher.status().then((status) => {
      res.setHeader("Cache-Control", "no-store")
      res.json(status)
    }, next)
  })
  return routes
}

export function createPublisherApp(options: PublisherServerOptions): express.Express {
  const { releases } = options.publisher
  return createSiteServer({
    cmsUrl: options.cmsUrl,
    ownRoutes: publisherRoutes(options),
    log,
    // The release that is live when the request arrives.
    openSite: (_req, res) => {
      const release = releases.pin()
      if (!release) {
        res.setHeader("Retry-After", "30")
        res.status(503).type("text/plain").send("The site's first build is running; GET /api/publish-status for progress.\n")
        return null
      }
      res.on("close", () => releases.unpin(release))
      return release
    },
  })
}

export interface RunningPublisherServer {
  server: Server
  url: string
  port: number
  close: () => Promise<void>
}

/** Listens with a handler that can be set later: the CLI needs the port before it can configure the app (the local CMS's webhook URL). */
export async function listen(
  handler: RequestListener,
  port: number,
  host: string,
): Promise<RunningPublisherServer & { setHandler: (next: RequestListener) => void }> {
  let current = handler
  const server = createServer((req, res) => current(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
  const actual = (server.address() as AddressInfo).port
  const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host
  return {
    server,
    port: actual,
    url: `http://${shown}:${actual}`,
    setHandler: (next) => {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
