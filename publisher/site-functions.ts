/**
 * A built site's Gatsby Functions under `/api/*`, for the site server (site-server.ts), handled
 * as Gatsby's own middleware handles them (node_modules/gatsby/dist/internal-plugins/functions/
 * middleware.js: the route, else the first matchPath; `req.cookies`; multer, then express's
 * raw, text, urlencoded and json parsers with the Function's `config.bodyParser`; then the
 * Function), with two differences:
 * - each compiled Function is required once per built site, on its first request. Gatsby's
 *   middleware deletes it from require.cache and requires it again on every request, and each
 *   bundle is 1.4–1.6 MB of JavaScript to parse. A site's Functions never change (a release is
 *   never written again; `npm run serve` serves the build it started with: restart it after a
 *   build). The module is dropped from require.cache once loaded, so it lives as long as its
 *   site's entry below: a release that is replaced takes its Functions with it.
 * - a body its parser cannot read (a multipart body with a broken boundary, malformed JSON) is
 *   answered 400 (413 when too large) with `{ "error": … }`, as the Functions answer other
 *   malformed bodies, and with the Functions' own security headers. Gatsby's chain hands the
 *   parser's error to express, whose error page is a 500 for anything without a status
 *   (busboy's errors have none).
 */
import { createRequire } from "node:module"
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express"
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { createConfig } from "gatsby/dist/internal-plugins/functions/config"
import type { IGatsbyFunction } from "gatsby/dist/redux/types"
import { setFunctionSecurityHeaders } from "../src/lib/security/headers"
import type { BuiltSite } from "./built-site"
import { gatsbyRequire, reachRouter } from "./gatsby-modules"

// Gatsby's own multer and cookie, the copies its middleware uses (neither ships types: these
// are the calls made of them).
const multer = gatsbyRequire("multer") as () => { any(): RequestHandler }
const cookie = gatsbyRequire("cookie") as { parse(header: string): Record<string, string> }
// The compiled Functions are CommonJS bundles (webpack, target node).
const requireCompiled = createRequire(__filename)

type FunctionHandler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown

interface LoadedFunction {
  run: FunctionHandler
  /** Gatsby's body parsers in Gatsby's order, configured by the Function's exported `config`. */
  parsers: RequestHandler[]
}

export interface SiteFunctionsOptions {
  /** The site a request reads (set by the site server before this runs). */
  siteOf: (res: Response) => BuiltSite
  log: (line: string) => void
}

function load(entry: IGatsbyFunction): LoadedFunction {
  const path = requireCompiled.resolve(entry.absoluteCompiledFilePath)
  const module = requireCompiled(path) as { default?: FunctionHandler; config?: unknown } | FunctionHandler
  delete requireCompiled.cache[path]
  const run = typeof module === "function" ? module : module.default
  if (typeof run !== "function") throw new Error(`${entry.originalRelativeFilePath} does not export a function`)
  const { bodyParser } = createConfig(typeof module === "function" ? undefined : module.config).config
  return {
    run,
    parsers: [
      multer().any(),
      express.raw(bodyParser.raw),
      express.text(bodyParser.text),
      express.urlencoded(bodyParser.urlencoded),
      express.json(bodyParser.json),
    ],
  }
}

/** The Function for `route` (the path after /api/), with the params its matchPath gives, as Gatsby finds it. */
function findFunction(site: BuiltSite, route: string): { entry: IGatsbyFunction; params?: Record<string, string> } | undefined {
  const exact = site.functions.find(({ functionRoute }) => functionRoute === route)
  if (exact) return { entry: exact }
  for (const entry of site.functions) {
    const found = entry.matchPath ? reachRouter.match(entry.matchPath, route) : null
    // `0` as well as `*`: Gatsby's backwards compatibility with v3.
    if (found) return { entry, params: found.params["*"] === undefined ? found.params : { ...found.params, "0": found.params["*"] } }
  }
  return undefined
}

/** Runs `handlers` one after the other as express would; rejects with the first error one passes on. */
function runInTurn(handlers: RequestHandler[], req: Request, res: Response): Promise<void> {
  return handlers.reduce(
    (previous, handler) =>
      previous.then(
        () => new Promise<void>((resolve, reject) => handler(req, res, ((error?: unknown) => (error ? reject(error) : resolve())) as NextFunction)),
      ),
    Promise.resolve(),
  )
}

/** The answer to a body its parser refused: its status when the parser gave a 4xx one (413, 415), else 400. */
function refuseBody(req: Request, res: Response, error: { status?: number }): void {
  const status = error.status !== undefined && error.status >= 400 && error.status < 500 ? error.status : 400
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim() || "its content type"
  setFunctionSecurityHeaders(res)
  res.setHeader("Cache-Control", "no-store")
  res.status(status).json({ error: status === 413 ? "The body is too large" : `The body could not be read as ${type}` })
}

/** The express middleware for `/api/*`: a request for no Function goes on to the site's files. */
export function siteFunctions({ siteOf, log }: SiteFunctionsOptions): RequestHandler {
  const loaded = new WeakMap<BuiltSite, Map<string, LoadedFunction>>()
  return (req, res, next) => {
    const site = siteOf(res)
    const found = findFunction(site, (req.params as Record<string, string>)[0] ?? "")
    if (!found) return next()
    let functions = loaded.get(site)
    if (!functions) loaded.set(site, (functions = new Map()))
    let fn = functions.get(found.entry.functionId)
    const fail = (what: string, error: unknown) => {
      log(`[site-server] ${req.method} ${req.originalUrl}: ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      if (!res.headersSent) res.status(500).json({ error: "internal error" })
      else res.destroy()
    }
    if (!fn) {
      try {
        fn = load(found.entry)
      } catch (error) {
        return fail("could not load the Function", error)
      }
      functions.set(found.entry.functionId, fn)
    }
    const { run, parsers } = fn
    const request = req as unknown as GatsbyFunctionRequest
    if (found.params) req.params = found.params
    request.cookies = req.headers.cookie ? cookie.parse(req.headers.cookie) : {}
    runInTurn(parsers, req, res).then(
      () =>
        Promise.resolve()
          .then(() => run(request, res as unknown as GatsbyFunctionResponse))
          .catch((error: unknown) => fail("the Function failed", error)),
      (error: { status?: number }) => refuseBody(req, res, error),
    )
  }
}
