/**
 * The publisher's HTTP side: the CMS webhook, the publish status, and the live release served
 * the way `gatsby serve` serves public/ (node_modules/gatsby/dist/commands/serve.js): Gatsby's
 * own Functions middleware, compression, trailingSlash redirects, 404.html with status 404,
 * CORS headers on static files. What differs, and why:
 * - every request reads one release from start to end (pinned, so it is not deleted under it);
 * - the page list for trailingSlash comes from the release's files (serve.js asks Gatsby's
 *   datastore in .cache, which the next build rewrites);
 * - long-lived caching for hashed files (/static/, webpack chunks), revalidation for the
 *   rest, as Gatsby's caching guide asks of a host (serve.js revalidates everything);
 * - gatsby-config's `headers` are applied (serve.js leaves them to adapters);
 * - /assets/* is forwarded to the CMS (cms-asset-proxy.ts), before anything else: the built
 *   pages name the CMS's files and transforms on the site's own origin.
 */
import { stat } from "node:fs/promises"
import { createServer, type RequestListener, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join, posix } from "node:path"
import compression from "compression"
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express"
import { functionMiddlewares } from "gatsby/dist/internal-plugins/functions/middleware"
import { createCmsAssetProxy } from "./cms-asset-proxy"
import type { Publisher } from "./publisher"
import type { Release } from "./releases"
import { parseCmsWebhook, secretMatches, WEBHOOK_SECRET_HEADER, WebhookError } from "./webhook"

export interface HeaderRule {
  source: string
  headers: Array<{ key: string; value: string }>
}

export interface PublisherServerOptions {
  publisher: Publisher
  /** The shared secret every webhook must carry in WEBHOOK_SECRET_HEADER. */
  webhookSecret: string
  /** gatsby-config's trailingSlash (Gatsby's default is "always"). */
  trailingSlash?: "always" | "never" | "ignore" | "legacy"
  /** gatsby-config's headers. */
  headers?: HeaderRule[]
  /** The CMS (CMS_URL) that /assets/* is forwarded to; unset: /assets/ is served from the release like any path. */
  cmsUrl?: string
}

/** Webhook bodies are a few hundred bytes; anything near this is not Craft. */
const WEBHOOK_BODY_LIMIT = "64kb"

/** Gatsby's path patterns (headers' `source`, matchPath): `*` any rest, `:name` one segment. */
export function pathPattern(source: string): RegExp {
  const body = source
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("")
  return new RegExp(`^${body}$`)
}

/** Long-lived caching for content-hashed files only: a page's HTML and page-data change under the same name. */
function cacheControlFor(path: string): string {
  if (path.startsWith("/static/") || /-[0-9a-f]{20}\.(js|css)$/.test(path)) return "public, max-age=31536000, immutable"
  return "public, max-age=0, must-revalidate"
}

type Pinned = Response & { locals: { release: Release } }

export function createPublisherApp(options: PublisherServerOptions): express.Express {
  const { publisher } = options
  const app = express()
  app.disable("x-powered-by")

  // The CMS's files and transforms: no release needed, and no file of a release may shadow them.
  if (options.cmsUrl) app.use(createCmsAssetProxy({ target: options.cmsUrl, log: (line) => void process.stderr.write(`[publisher] ${line}\n`) }))

  app.post(
    "/api/cms-webhook",
    (req, res, next) => {
      // The secret first: an unauthenticated caller learns nothing about the body's rules.
      if (!secretMatches(req.headers[WEBHOOK_SECRET_HEADER], options.webhookSecret)) {
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
  app.all("/api/cms-webhook", (_req, res) => {
    res.setHeader("Allow", "POST")
    res.status(405).json({ error: "Use POST" })
  })

  app.get("/api/publish-status", (_req, res, next) => {
    publisher.status().then((status) => {
      res.setHeader("Cache-Control", "no-store")
      res.json(status)
    }, next)
  })

  // From here on, every request reads the release that is live when it arrives.
  app.use((_req, res, next) => {
    const release = publisher.releases.pin()
    if (!release) {
      res.setHeader("Retry-After", "30")
      res.status(503).type("text/plain").send("The site's first build is running; GET /api/publish-status for progress.\n")
      return
    }
    res.locals.release = release
    res.on("close", () => publisher.releases.unpin(release))
    next()
  })

  // Gatsby's own Functions middleware, pointed at the live release's copy of .cache/functions.
  // It asks for the list before it reads the request, so a Function may come from a release
  // that went live a moment after the request arrived: harmless, each Function is one file.
  app.use("/api/*", ...functionMiddlewares({ getFunctions: () => publisher.releases.live?.functions ?? [] }))

  app.use((_req, res, next) => {
    res.header("Access-Control-Allow-Origin", "*")
    res.header("Access-Control-Allow-Headers", "Origin, X-Requested-With, Content-Type, Accept")
    next()
  })
  app.use(compression())
  app.use(trailingSlashRule(options.trailingSlash ?? "always"))
  const headerRules = (options.headers ?? []).map((rule) => ({ pattern: pathPattern(rule.source), headers: rule.headers }))
  if (headerRules.length > 0) {
    app.use((req, res, next) => {
      for (const rule of headerRules) {
        if (rule.pattern.test(req.path)) for (const { key, value } of rule.headers) res.setHeader(key, value)
      }
      next()
    })
  }
  app.use(staticFiles())
  app.use(matchPathRouter())
  app.use((req, res, next) => {
    if (!req.accepts("html")) return next()
    const { release } = (res as Pinned).locals
    res.status(404).sendFile("404.html", { root: release.siteDir }, (error) => {
      if (error && !res.headersSent) res.type("text/plain").send("Not found\n")
    })
  })
  // Express's own error page prints the stack outside NODE_ENV=production; say only what went wrong.
  app.use((error: { status?: number; statusCode?: number; message?: string }, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error)
    const status = error.status ?? error.statusCode ?? 500
    if (status >= 500) process.stderr.write(`[publisher] ${req.method} ${req.path}: ${error.message ?? String(error)}\n`)
    res.status(status).json({ error: status === 413 ? "the body is too large" : status >= 500 ? "internal error" : (error.message ?? "bad request") })
  })
  return app
}

/** express.static over the pinned release's site folder, one instance per release. */
function staticFiles(): RequestHandler {
  const handlers = new WeakMap<Release, RequestHandler>()
  return (req, res, next) => {
    const { release } = (res as Pinned).locals
    let handler = handlers.get(release)
    if (!handler) {
      handler = express.static(release.siteDir, {
        dotfiles: "allow",
        setHeaders: (response, _file) => response.setHeader("Cache-Control", cacheControlFor((response.req as Request).path)),
      })
      handlers.set(release, handler)
    }
    handler(req, res, next)
  }
}

/** Whether the pinned release has a page at this path (its index.html), as Gatsby's page list would say. */
async function isPage(release: Release, pathname: string): Promise<boolean> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const normal = posix.normalize(decoded)
  if (normal.includes("..") || normal.includes("\0")) return false
  return stat(join(release.siteDir, normal, "index.html")).then(
    (s) => s.isFile(),
    () => false,
  )
}

/** serve.js's configureTrailingSlash, with the page list read from the release. */
function trailingSlashRule(option: NonNullable<PublisherServerOptions["trailingSlash"]>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.length <= 1 || (req.path.split("/").pop() ?? "").includes(".")) return next()
    const { release } = (res as Pinned).locals
    const query = req.url.slice(req.path.length)
    isPage(release, req.path).then((page) => {
      if (!page) return next()
      const slashed = req.path.endsWith("/")
      if (option === "never" && slashed) return res.redirect(301, req.path.replace(/\/+$/, "") + query)
      if (option === "always" && !slashed) return res.redirect(301, `${req.path}/${query}`)
      // express.static redirects a folder without its slash: ask it for the folder's index.html.
      if (!slashed) req.url = `${req.path}/${query}`
      next()
    }, next)
  }
}

/** serve.js's matchPathRouter: client-only routes get their page's index.html. */
function matchPathRouter(): RequestHandler {
  const compiled = new WeakMap<Release, Array<{ pattern: RegExp; path: string }>>()
  return (req, res, next) => {
    const { release } = (res as Pinned).locals
    if (release.matchPaths.length === 0 || !req.accepts("html")) return next()
    let routes = compiled.get(release)
    if (!routes) {
      routes = release.matchPaths.map(({ matchPath, path }) => ({ pattern: pathPattern(matchPath), path }))
      compiled.set(release, routes)
    }
    const route = routes.find(({ pattern }) => pattern.test(req.path))
    if (!route) return next()
    res.sendFile(join(route.path, "index.html"), { root: release.siteDir }, (error) => error && next())
  }
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
