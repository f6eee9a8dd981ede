/**
 * The preview server editors point Craft's preview targets and Live Preview at (DESIGN 3.1,
 * docs/publishing-and-preview.md): `gatsby develop` with CMS_PREVIEW=1 and the refresh endpoint on. Craft
 * opens it at an entry's URL with a short-lived token made for that one draft
 * (`/pricing?token=…`); the preview server asks the CMS for that entry with that token and
 * shows the draft (plugins/gatsby-source-cms/preview-server.ts, preview.ts). No preview token
 * lives in the environment. Every page carries the "Preview" banner and noindex.
 *
 *   npm run preview                     the embedded CMS (its drafts: cms/content/README.md)
 *   npm run preview -- link <uri>       the URL a preview target would open for that entry,
 *                                       with a fresh token from the embedded CMS
 *   CMS_URL=… CMS_TOKEN=… CMS_PREVIEW_ORIGIN=https://cms.example GATSBY_REFRESH_TOKEN=… npm run preview
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { loadContent } from "../cms/content-store"
import { draftFileOf, entryAt } from "../cms/drafts"
import { parsePreviewTokenDuration, PreviewTokens } from "../cms/preview-tokens"
import { localCmsPreviewTokenFile } from "./local-cms"

const env: NodeJS.ProcessEnv = { ...process.env, ENABLE_GATSBY_REFRESH_ENDPOINT: "true", CMS_PREVIEW: "1" }
const port = env.PORT || "8001"
const host = env.HOST || "127.0.0.1"

/**
 * What the embedded CMS's preview target gives an editor: the preview server's URL for the
 * entry at `uri`, with a token for it (written where the running local CMS reads its tokens).
 */
function printPreviewLink(uri: string | undefined): number {
  if (!uri) {
    console.error("usage: npm run preview -- link <entry uri>   (e.g. pricing, resources/some-post, / for the home page)")
    return 2
  }
  if (env.CMS_URL) {
    console.error("CMS_URL is set: the CMS makes the preview links (Craft: an entry's Preview button, or Live Preview). See docs/publishing-and-preview.md.")
    return 2
  }
  const contentDir = env.CMS_CONTENT_DIR ? resolve(env.CMS_CONTENT_DIR) : undefined
  const store = loadContent(contentDir)
  const key = uri === "/" || uri === "" ? "__home__" : uri.replace(/^\/+|\/+$/g, "")
  const entry = entryAt(store, key)
  if (!entry) {
    console.error(`No entry at "${uri}" in ${store.contentDir}`)
    return 1
  }
  if (entry.uri === null) {
    console.error(`${entry.sourceFile} has no uri: it has no page to preview`)
    return 1
  }
  const tokens = new PreviewTokens({ file: localCmsPreviewTokenFile(contentDir), durationSeconds: parsePreviewTokenDuration(env.CMS_PREVIEW_TOKEN_DURATION) })
  const issued = tokens.issue({ entry: entry.uri })
  const base = (env.PREVIEW_URL || `http://${host}:${port}`).replace(/\/+$/, "")
  const path = entry.uri === "__home__" ? "/" : `/${entry.uri}`
  const draft = existsSync(draftFileOf(store.contentDir, entry))
  console.error(
    `${entry.title} (${entry.sourceFile}${draft ? `, draft ${draftFileOf(store.contentDir, entry).slice(store.contentDir.length + 1)}` : entry.enabled ? ", no draft: the entry as it is" : ", not published"}); the token is valid until ${issued.expiresAt}:`,
  )
  console.log(`${base}${path}?token=${encodeURIComponent(issued.token)}`)
  return 0
}

if (process.argv[2] === "link") {
  process.exit(printPreviewLink(process.argv[3]))
}
const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/with-cms.ts", "gatsby", "develop", "--port", port, "--host", host], {
  stdio: "inherit",
  env,
})
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal))
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
