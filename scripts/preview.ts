/**
 * The preview server editors point Craft's preview target at (DESIGN 3.1): `gatsby develop`
 * sourcing with the CMS's preview token, so drafts are included, with the refresh endpoint
 * on, so a draft save (Craft's webhook, or the embedded CMS's file watcher) refreshes the
 * data within seconds. Every page carries the "Preview" banner and noindex
 * (gatsby-config's cmsPreview).
 *
 *   npm run preview                     the embedded CMS, a fresh preview token
 *   CMS_URL=… CMS_TOKEN=… CMS_PREVIEW_TOKEN=… GATSBY_REFRESH_TOKEN=… npm run preview
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"

const env: NodeJS.ProcessEnv = { ...process.env, ENABLE_GATSBY_REFRESH_ENDPOINT: "true" }
if (!env.CMS_PREVIEW_TOKEN) {
  if (env.CMS_URL) {
    console.error("CMS_PREVIEW_TOKEN is not set: a preview of the CMS at CMS_URL needs its preview token (README, Preview).")
    process.exit(2)
  }
  // The embedded CMS starts with this token (scripts/with-cms.ts); it never leaves this machine.
  env.CMS_PREVIEW_TOKEN = randomBytes(24).toString("hex")
}
const port = env.PORT || "8001"
const host = env.HOST || "127.0.0.1"
const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/with-cms.ts", "gatsby", "develop", "--port", port, "--host", host], { stdio: "inherit", env })
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal))
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
