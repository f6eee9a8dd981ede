/**
 * How a built site is served: the one express app behind `npm run serve` (serve-cli.ts, on
 * public/ and .cache/) and the publisher (`npm start`, server.ts, on its live release). It
 * serves as `gatsby serve` serves public/ (node_modules/gatsby/dist/commands/serve.js):
 * the Gatsby Functions under /api/* (site-functions.ts), CORS headers on files, compression,
 * trailingSlash redirects, client-only routes, 404.html with status 404. What differs, and why:
 * - /assets/* is forwarded to the CMS (cms-asset-proxy.ts), before anything else: the built
 *   pages name the CMS's files and transforms on the site's own origin;
 * - every file gets Gatsby's caching defaults and gatsby-config's `headers`, by Gatsby's own
 *   matcher (served-headers.ts), as the adapter's host serves them (serve.js sends neither);
 * - the build's serving rules are the build's own (built-site.ts), not gatsby-config read again;
 * - the site can change between requests (the publisher's releases): each request reads the
 *   site `openSite` gives it from start to end, and whatever is made from a site (its static
 *   files handler, its loaded Functions) is made once per site and kept with it;
 * - the page list for trailingSlash comes from the site's files (serve.js asks Gatsby's
 *   datastore in .cache, which the next build rewrites);
 * - an error answers a short JSON error, never a stack (express's page prints one outside
 *   NODE_ENV=production).
 * Not served: partytownProxiedURLs, and DSG/SSR pages (the site has neither).
 */
import { stat } from "node:fs/promises"
import { join, posix } from "node:path"
import compression from "compression"
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express"
import type { BuiltSite, ServingRules } from "./built-site"
import { createCmsAssetProxy } from "./cms-asset-proxy"
import { reachRouter } from "./gatsby-modules"
import { servedHeaders } from "./served-headers"
import { siteFunctions } from "./site-functions"

export interface SiteServerOptions {
  /**
   * The site this request reads, held until its response closes; null when `openSite` has
   * answered the request itself (the publisher before its first release).
   */
  openSite: (req: Request, res: Response) => BuiltSite | null
  /** The CMS (CMS_URL) that /assets/* is forwarded to; unset: /assets/ is served from the site like any path. */
  cmsUrl?: string
  /** Routes of the server's own, answered before any site is opened (the publisher's webhook and status). */
  ownRoutes?: express.Router
  /** Where failures are told (a Function that throws, a CMS that does not answer). */
  log: (line: string) => void
}

type WithSite = Response & { locals: { site: BuiltSite } }
const siteOf = (res: Response): BuiltSite => (res as WithSite).locals.site

/** Something made from a site once, on its first request, and kept as long as the site. */
function perSite<T>(make: (site: BuiltSite) => T): (res: Response) => T {
  const made = new WeakMap<BuiltSite, T>()
  return (res) => {
    const site = siteOf(res)
    let value = made.get(site)
    if (value === undefined) made.set(site, (value = make(site)))
    return value
  }
}

export function createSiteServer(options: SiteServerOptions): express.Express {
  const app = express()
  app.disable("x-powered-by")

  // The CMS's files and transforms: no site needed, and no file of a site may shadow them.
  if (options.cmsUrl) app.use(createCmsAssetProxy({ target: options.cmsUrl, log: options.log }))
  if (options.ownRoutes) app.use(options.ownRoutes)

  app.use((req, res, next) => {
    const site = options.openSite(req, res)
    if (!site) return
    res.locals.site = site
    next()
  })

  app.use("/api/*", siteFunctions({ siteOf, log: options.log }))

  app.use((_req, res, next) => {
    res.header("Access-Control-Allow-Origin", "*")
    res.header("Access-Control-Allow-Headers", "Origin, X-Requested-With, Content-Type, Accept")
    next()
  })
  const headersOf = perSite((site) => servedHeaders(site.serving.headers))
  app.use((req, res, next) => {
    // Function routes are the Functions' (served-headers.ts): a path under /api/ that is no Function is a file or a 404.
    if (!req.path.startsWith("/api/")) for (const { key, value } of headersOf(res)(req.path)) res.setHeader(key, value)
    next()
  })
  app.use(compression())
  app.use(trailingSlashRule())
  // express.static leaves a Cache-Control already set alone (send's `cacheControl` applies only to a response without one).
  const staticFiles = perSite((site) => express.static(site.siteDir, { dotfiles: "allow" }))
  app.use((req, res, next) => staticFiles(res)(req, res, next))
  app.use(clientOnlyRoutes())
  app.use((req, res, next) => {
    if (!req.accepts("html")) return next()
    res.status(404).sendFile("404.html", { root: siteOf(res).siteDir }, (error) => {
      if (error && !res.headersSent) res.type("text/plain").send("Not found\n")
    })
  })
  app.use((error: { status?: number; statusCode?: number; message?: string }, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error)
    const status = error.status ?? error.statusCode ?? 500
    if (status >= 500) options.log(`[site-server] ${req.method} ${req.path}: ${error.message ?? String(error)}`)
    res.status(status).json({ error: status === 413 ? "the body is too large" : status >= 500 ? "internal error" : (error.message ?? "bad request") })
  })
  return app
}

/** Whether the site has a page at this path (its index.html), as Gatsby's page list would say. */
async function isPage(site: BuiltSite, pathname: string): Promise<boolean> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  const normal = posix.normalize(decoded)
  if (normal.includes("..") || normal.includes("\0")) return false
  return stat(join(site.siteDir, normal, "index.html")).then(
    (s) => s.isFile(),
    () => false,
  )
}

/** serve.js's configureTrailingSlash, with the page list read from the site's files. */
function trailingSlashRule(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.length <= 1 || (req.path.split("/").pop() ?? "").includes(".")) return next()
    const site = siteOf(res)
    const option: ServingRules["trailingSlash"] = site.serving.trailingSlash
    const query = req.url.slice(req.path.length)
    isPage(site, req.path).then((page) => {
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

/** serve.js's matchPathRouter: a client-only route gets its page's index.html. */
function clientOnlyRoutes(): RequestHandler {
  return (req, res, next) => {
    const site = siteOf(res)
    if (site.matchPaths.length === 0 || !req.accepts("html")) return next()
    const route = site.matchPaths.find(({ matchPath }) => reachRouter.match(matchPath, req.path) !== null)
    if (!route) return next()
    res.sendFile(join(route.path, "index.html"), { root: site.siteDir }, (error) => error && next())
  }
}
