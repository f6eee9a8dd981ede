/**
 * gatsby-config's `headers` under `gatsby serve`, which does not read them (Gatsby leaves them
 * to adapters: node_modules/gatsby/dist/commands/serve.js; gatsbyjs/gatsby discussion #38530).
 * The rules are the build's own (onPostBuild writes them to .cache/security-headers.json), and
 * they are matched by Gatsby's own matcher, over the defaults Gatsby's adapter layer gives each
 * file (utils/adapter/manager.js), so `npm run serve` and the browser tests see what the
 * adapter's host (Netlify) serves. Function routes are left to the Functions, as on the host,
 * where header rules apply to files only: each Function sets its own
 * (src/lib/security/headers.ts, setFunctionSecurityHeaders).
 *
 * serve-headers-preload.cjs puts the middleware first on serve's express app.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } from "gatsby/dist/utils/adapter/constants"
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers"
import type { HeaderRule } from "../../src/lib/security/headers"

/** Where the build leaves the rules it was configured with, for the serve that follows. */
export const SERVED_HEADERS_FILE = join(".cache", "security-headers.json")

type Headers = HeaderRule["headers"]

/**
 * The headers Gatsby's adapter layer gives a path before gatsby-config's rules: content-hashed
 * files (everything under /static/, webpack's `name-[20 hex].js` chunks and `styles.[hash].css`
 * at the root, with their maps) are cached for a year as immutable; every other path (pages,
 * page-data, slice data, the other files) must revalidate.
 */
export function gatsbyDefaultHeaders(path: string): Headers {
  const hashed = path.startsWith("/static/") || path.startsWith("/_gatsby/image/") || path.startsWith("/_gatsby/file/") || /^\/[^/]+[.-][0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/.test(path)
  return (hashed ? PERMAMENT_CACHING_HEADERS : MUST_REVALIDATE_HEADERS).map((header) => ({ ...header }))
}

/** The headers of a response for `path`: Gatsby's defaults, then the rules, by Gatsby's precedence. */
export function servedHeaders(rules: readonly HeaderRule[], path: string): Headers {
  return createHeadersMatcher([...rules], "")(path, gatsbyDefaultHeaders(path))
}

interface Response {
  setHeader(name: string, value: string): unknown
}

/** The express middleware: every response but a Function's gets its headers before anything else runs. */
export function servedHeadersMiddleware(rules: readonly HeaderRule[]): (req: { path: string }, res: Response, next: () => void) => void {
  return (req, res, next) => {
    if (!req.path.startsWith("/api/")) for (const { key, value } of servedHeaders(rules, req.path)) res.setHeader(key, value)
    next()
  }
}

/** The rules of the last build of the project at `projectDir`; it fails, naming the file, when there is none. */
export function readServedHeaderRules(projectDir: string): HeaderRule[] {
  const file = join(projectDir, SERVED_HEADERS_FILE)
  try {
    return JSON.parse(readFileSync(file, "utf8")) as HeaderRule[]
  } catch (error) {
    throw new Error(`gatsby-plugin-site-runtime (serve-headers.ts): cannot read ${file}, which the build writes; run \`npm run build\` first (${(error as Error).message})`)
  }
}
