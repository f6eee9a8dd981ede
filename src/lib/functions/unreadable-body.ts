/**
 * A Function's refusal of a body it cannot read, whatever parsed it before. The site's
 * Functions read JSON bodies (the lead Functions also a form's urlencoded fields, posted without
 * JavaScript: features/lead-capture/server/function-io.ts) or none; none reads
 * multipart/form-data, and no form of the site sends it.
 * Where a multipart body ends up depends on the host's parser: our site server
 * (publisher/site-functions.ts) answers 400 when multer cannot read it, but the wrapper Gatsby
 * compiles around each Function for adapters (gatsby/dist/internal-plugins/functions/
 * api-function-webpack-loader.js, the Netlify adapter's runtime) ignores a parser's error and
 * runs the Function with whatever the parser left in `req.body` (multer's empty object, or half
 * the fields). So each Function refuses a multipart body itself, with the 400 and
 * `{ "error": … }` it answers other bodies it cannot use: the same answer on every host.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"

const MULTIPART = /^\s*multipart\/form-data\s*(?:;|$)/i

/** Answers 400 to a multipart/form-data request and says so (true); false for any other request. */
export function refuseUnreadableBody(req: Pick<GatsbyFunctionRequest, "headers">, res: GatsbyFunctionResponse): boolean {
  if (!MULTIPART.test(String(req.headers["content-type"] ?? ""))) return false
  res.setHeader("Cache-Control", "no-store")
  res.status(400).json({ error: "The body must be JSON (multipart/form-data is not read)" })
  return true
}
