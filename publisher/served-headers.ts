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
import { CONTENT_HASH_LENGTH, type ServingRules } from "./built-site"

type Headers = ServingRules["headers"][number]["headers"]

/**
 * The headers Gatsby's adapter layer gives a path before gatsby-config's rules: content-hashed
 * files (everything under /static/, webpack's `name-[hash].js` chunks and `styles.[hash].css`
 * at the root, with their maps) are cached for a year as immutable; every other path (pages,
 * page-data, slice data, the other files) must revalidate.
 */
/** A browser-bundle file at the root named with its content hash (CONTENT_HASH_LENGTH hex digits), or its map or licence file. */
const HASHED_BUNDLE_FILE = new RegExp(`^/[^/]+[.-][0-9a-f]{${CONTENT_HASH_LENGTH}}\\.(?:js|css)(?:\\.map|\\.LICENSE\\.txt)?$`)

export function gatsbyDefaultHeaders(path: string): Headers {
  const hashed = path.startsWith("/static/") || path.startsWith("/_gatsby/image/") || path.startsWith("/_gatsby/file/") || HASHED_BUNDLE_FILE.test(path)
  return (hashed ? PERMAMENT_CACHING_HEADERS : MUST_REVALIDATE_HEADERS).map((header) => ({ ...header }))
}

/** The headers of the files served under `rules`: Gatsby's defaults, then the rules, by Gatsby's precedence. */
export function servedHeaders(rules: ServingRules["headers"]): (path: string) => Headers {
  const match = createHeadersMatcher([...rules], "")
  return (path) => match(path, gatsbyDefaultHeaders(path))
}
