/**
 * Runs a Gatsby command against a CMS. With CMS_URL set, that CMS is used as it is. With
 * CMS_URL unset, the local CMS (cms/server.ts) is started on a free loopback port with a
 * fresh token, the command reads it over HTTP like any other CMS, and the CMS stops when
 * the command ends. One code path either way: the site always talks HTTP GraphQL.
 *
 *   tsx scripts/with-cms.ts gatsby build
 *
 * CMS_CONTENT_DIR points the local CMS at another content folder than cms/content (the
 * build tests and the build benchmark edit a temporary copy; cms/content is never touched).
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { startCmsServer, type RunningCms } from "../cms/server"

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error("usage: tsx scripts/with-cms.ts <command> [args…]")
    return 2
  }
  const env: NodeJS.ProcessEnv = { GATSBY_TELEMETRY_DISABLED: "1", ...process.env }
  let cms: RunningCms | undefined
  if (!env.CMS_URL) {
    const token = randomBytes(24).toString("hex")
    const contentDir = env.CMS_CONTENT_DIR ? resolve(env.CMS_CONTENT_DIR) : undefined
    cms = await startCmsServer({ contentDir, token, previewToken: env.CMS_PREVIEW_TOKEN || undefined, siteUrl: env.SITE_URL || undefined })
    env.CMS_URL = cms.url
    env.CMS_TOKEN = token
    console.log(`Local CMS on ${cms.url} (${cms.store.entries.length} entries${contentDir ? ` from ${contentDir}` : ""}); CMS_URL is unset, so the site reads it.`)
  }
  const child = spawn(command, args, { stdio: "inherit", env, shell: false })
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
  process.on("SIGINT", forward("SIGINT"))
  process.on("SIGTERM", forward("SIGTERM"))
  const code = await new Promise<number>((resolve) => {
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0)))
    child.on("error", (error) => {
      console.error(`could not run ${command}: ${error.message}`)
      resolve(127)
    })
  })
  await cms?.close()
  if (code === 0 && args[0] === "build") {
    const leaks = filesContaining("public", [env.CMS_TOKEN, env.CMS_PREVIEW_TOKEN])
    if (leaks.length > 0) {
      console.error(`A CMS token is in the built site, which is public (DESIGN 7): ${leaks.join(", ")}`)
      return 1
    }
    console.log("Checked public/: no CMS token in the built site.")
  }
  return code
}

/** Files under `dir` that contain any of the secrets. */
function filesContaining(dir: string, secrets: Array<string | undefined>): string[] {
  const wanted = secrets.filter((s): s is string => typeof s === "string" && s.length >= 8)
  if (wanted.length === 0) return []
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const text = readFileSync(file).toString("latin1")
    if (wanted.some((secret) => text.includes(secret))) found.push(file)
  }
  return found
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
