/**
 * Modules the site server takes from Gatsby's own dependencies, so it matches paths and reads
 * requests exactly as Gatsby's `serve` and Functions middleware do. They are Gatsby's, not
 * the project's (not in package.json), and ship no types: each is given the type of the calls
 * made of it.
 */
import { createRequire } from "node:module"

/** `require` as Gatsby's own modules resolve it. */
export const gatsbyRequire = createRequire(require.resolve("gatsby/package.json"))

/** Gatsby's router: its `match` is how serve.js finds a client-only route and its middleware a Function's matchPath. */
export const reachRouter = gatsbyRequire("@gatsbyjs/reach-router") as { match(path: string, uri: string): { params: Record<string, string> } | null }
