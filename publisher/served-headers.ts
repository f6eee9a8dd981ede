/**
 * The headers of every file the site server (site-server.ts) serves: Gatsby's defaults for the
 * path (its adapter layer's, utils/adapter/manager.js), then gatsby-config's `headers`, matched
 * by Gatsby's own matcher with Gatsby's precedence, so `npm run serve`, the browser tests and
 * the publisher send what the adapter's host (Netlify) sends. Neither `gatsby serve` nor an
 * express.static reads gatsby-config's `headers` (Gatsby leaves them to adapters:
 * node_modules/gatsby/dist/commands/serve.js; gatsbyjs/gatsby discussion #38530).
 * Function routes are left to the Functions, as on the host, where header rules apply to files
 * only: each Function sets its own (src/lib/security/headers.ts, setFunctionSecurityHeaders).
 */
import { MUST_REVALIDATE_HEADERS, PERMAMENT_CACHING_HEADERS } from "gatsby/dist/utils/adapter/constants"
import { createHeadersMatcher } from "gatsby/dist/utils/adapter/create-headers"
import type { ServingRules } from "./built-site"

type Headers = ServingRules["headers"][number]["headers"]

/**
 * The headers Gatsby's adapter layer gives a path before gatsby-config's rules: content-hashed
 * files (everything under /static/, webpack's `name-[20 hex].js` chunks and `styles.[hash].css`
 * at the root, with their maps) are cached for a year as immutable; every other path (pages,
 * page-data, slice data, the other files) must revalidate.
 */
export function gatsbyDefaultHeaders(path: string): Headers {
  const hashed =
    path.startsWith("/static/") ||
    path.startsWith("/_gatsby/image/") ||
    path.startsWith("/_gatsby/file/") ||
    /^\/[^/]+[.-][0-9a-f]{20}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/.test(path)
  return (hashed ? PERMAMENT_CACHING_HEADERS : MUST_REVALIDATE_HEADERS).map((header) => ({ ...header }))
}

/** The headers of the files served under `rules`: Gatsby's defaults, then the rules, by Gatsby's precedence. */
export function servedHeaders(rules: ServingRules["headers"]): (path: string) => Headers {
  const match = createHeadersMatcher([...rules], "")
  return (path) => match(path, gatsbyDefaultHeaders(path))
}
