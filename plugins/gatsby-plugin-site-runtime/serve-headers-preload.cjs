/**
 * Preloaded (node --require) into `gatsby serve` by scripts/with-cms.ts: puts two middlewares
 * first on the express app serve.js creates, before its static files and Functions:
 * - the CMS asset proxy (publisher/cms-asset-proxy.ts): /assets/* is forwarded to the CMS at
 *   CMS_URL (which with-cms.ts sets), as every server of the site does; public/ has no /assets/;
 * - the security headers (serve-headers.ts), because serve.js does not apply gatsby-config's
 *   `headers`. The proxy comes first: an asset answers with the CMS's headers, as on the host.
 * It wraps only the `express` that gatsby/dist/commands/serve.js loads; every other module gets
 * express untouched. A serve whose app was never wrapped (Gatsby changed how serve builds its
 * app) says so on stderr, and the browser test of the headers (e2e/security-headers.spec.ts)
 * fails.
 */
const Module = require("node:module")
const { register } = require("tsx/cjs/api")

const SERVE_COMMAND = /[\\/]gatsby[\\/]dist[\\/]commands[\\/]serve\.js$/
const projectDir = process.cwd()
let serveLoaded = false
let wrapped = false

const originalLoad = Module._load
Module._load = function load(request, parent, ...rest) {
  const loaded = originalLoad.call(this, request, parent, ...rest)
  if (!parent || !SERVE_COMMAND.test(parent.filename)) return loaded
  serveLoaded = true
  if (request !== "express") return loaded
  const api = register({ namespace: "serve-headers" })
  const { readServedHeaderRules, servedHeadersMiddleware } = api.require("./serve-headers.ts", __filename)
  const { createCmsAssetProxy } = api.require("../../publisher/cms-asset-proxy.ts", __filename)
  const middleware = servedHeadersMiddleware(readServedHeaderRules(projectDir))
  const cmsUrl = process.env.CMS_URL
  if (!cmsUrl) process.stderr.write("gatsby-plugin-site-runtime (serve-headers-preload.cjs): CMS_URL is not set, so /assets/* is NOT forwarded to the CMS; serve through `npm run serve` (scripts/with-cms.ts)\n")
  const assetProxy = cmsUrl ? createCmsAssetProxy({ target: cmsUrl }) : undefined
  const express = function expressWithServedHeaders(...args) {
    const app = loaded(...args)
    if (assetProxy) app.use(assetProxy)
    app.use(middleware)
    wrapped = true
    return app
  }
  return Object.assign(express, loaded)
}

setTimeout(() => {
  // Only the process that runs serve.js (not npx around it, nor a worker) can tell.
  if (serveLoaded && !wrapped) {
    process.stderr.write("gatsby-plugin-site-runtime (serve-headers-preload.cjs): gatsby serve created no express app through `express`; gatsby-config's headers are NOT applied\n")
  }
}, 15_000).unref()
