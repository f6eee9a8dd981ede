/**
 * Runs a Gatsby command against a CMS. With CMS_URL set, that CMS is used as it is. With
 * CMS_URL unset, the local CMS (cms/server.ts) is started on a free loopback port with a
 * fresh token, the command reads it over HTTP like any other CMS, and the CMS stops when
 * the command ends. One code path either way: the site always talks HTTP GraphQL.
 *
 * The local CMS plays Craft's part in the editors' loop too (DESIGN 3.1):
 * - it remembers when each entry last changed across runs and keeps its URL (scripts/local-cms.ts),
 *   so consecutive builds see the same CMS with honest `dateUpdated`s and source
 *   incrementally; when it has no memory yet, the build sources in full (CMS_FULL_SOURCE=1);
 * - under `gatsby develop` it watches cms/content/ and, on every save, posts Craft's webhook
 *   to Gatsby's refresh endpoint, which re-sources the changed entries within seconds.
 *
 *   tsx scripts/with-cms.ts gatsby build
 *   tsx scripts/with-cms.ts gatsby develop --port 8000
 *   tsx scripts/with-cms.ts tsx publisher/serve-cli.ts --port 9000   (`npm run serve`)
 *
 * A failed `gatsby build` leaves public/ as it was before it (keep-previous-build.ts says how).
 *
 * CMS_CONTENT_DIR points the local CMS at another content folder than cms/content (the
 * build tests and the build benchmark edit a temporary copy; cms/content is never touched).
 */
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { closeSync, mkdirSync, openSync } from "node:fs"
import { setPriority } from "node:os"
import { join, resolve } from "node:path"
import { DEFAULT_TRANSFORM_CACHE_DIR } from "../cms/transforms/service"
import { transformPathsIn } from "./warm-pictures"
import type { RunningCms } from "../cms/server"
import { gatsbyProcessEnv } from "./gatsby-process-env"
import { keepPreviousBuild, type KeptBuild } from "./keep-previous-build"
import { parsePreviewTokenDuration } from "../cms/preview-tokens"
import { localCmsPreviewTokenFile, startLocalCms } from "./local-cms"
import { checkForSecrets, findSecretsIn, FUNCTION_BUNDLES_DIR, SECRET_CHECK_STATE } from "./token-leaks"

/** The value of `--name value`, `--name=value` or `-n value` in a command line. */
function argValue(args: readonly string[], names: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!
    if (names.includes(arg)) return args[i + 1]
    const eq = names.find((name) => name.startsWith("--") && arg.startsWith(`${name}=`))
    if (eq) return arg.slice(eq.length + 1)
  }
  return undefined
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error("usage: tsx scripts/with-cms.ts <command> [args…]")
    return 2
  }
  // The build's heap sizes only for `gatsby build` (scripts/gatsby-process-env.ts).
  const env: NodeJS.ProcessEnv = gatsbyProcessEnv(process.env, { build: args.includes("build") })
  let cms: RunningCms | undefined
  if (!env.CMS_URL) {
    const token = randomBytes(24).toString("hex")
    const contentDir = env.CMS_CONTENT_DIR ? resolve(env.CMS_CONTENT_DIR) : undefined
    const options: Parameters<typeof startLocalCms>[0] = { contentDir, token, siteUrl: env.SITE_URL || undefined }
    // Its preview tokens live where `npm run preview -- link <uri>` makes them (scripts/preview.ts).
    options.previewTokens = { file: localCmsPreviewTokenFile(contentDir), durationSeconds: parsePreviewTokenDuration(env.CMS_PREVIEW_TOKEN_DURATION) }
    const develop = command === "gatsby" && args[0] === "develop"
    if (develop) {
      // Gatsby's refresh endpoint re-runs this site's CMS sourcing with the webhook as webhookBody (gatsby-source-cms).
      const host = argValue(args, ["--host", "-H"]) ?? "localhost"
      const port = argValue(args, ["--port", "-p"]) ?? "8000"
      env.ENABLE_GATSBY_REFRESH_ENDPOINT = "true"
      const headers = env.GATSBY_REFRESH_TOKEN ? { Authorization: env.GATSBY_REFRESH_TOKEN } : undefined
      options.webhooks = [{ url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}/__refresh/gatsby-source-cms`, headers }]
    }
    cms = await startLocalCms(options, env)
    env.CMS_URL = cms.url
    env.CMS_TOKEN = token
    console.log(
      `Local CMS on ${cms.url} (${cms.store.entries.length} entries${contentDir ? ` from ${contentDir}` : ""}); CMS_URL is unset, so the site reads it.`,
    )
    if (develop) console.log(`Local CMS: watching ${contentDir ?? "cms/content/"}; a saved file refreshes the site (${options.webhooks![0]!.url}).`)
    if (!cms.restoredHistory && !env.CMS_FULL_SOURCE) {
      // With no memory of earlier dates it cannot say what changed since the last build.
      env.CMS_FULL_SOURCE = "1"
      console.log("Local CMS: first run with this checkout's CMS state, so the site sources every entry (CMS_FULL_SOURCE=1).")
    }
    // Named in every build, so the next build's environment has the same names as this one's
    // (Gatsby's Functions compile again when a name comes or goes: publisher/gatsby-build.ts).
    env.CMS_FULL_SOURCE ??= "0"
  }
  const build = command === "gatsby" && args[0] === "build"
  // KEEP_PREVIOUS_PUBLIC=0: no copy (publishBuildEnv sets it: the publisher keeps releases instead, and the build benchmark measures its builds).
  const previous: KeptBuild | undefined = build && env.KEEP_PREVIOUS_PUBLIC !== "0" ? keepPreviousBuild(process.cwd()) : undefined
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
  if (code !== 0 && previous) {
    previous.restore()
    console.error(
      previous.kept
        ? "The build failed: public/ is the previous build's, as it was before this one."
        : "The build failed: there was no previous public/, and none is left.",
    )
    return code
  }
  if (code === 0 && build) {
    // The local CMS's token is made for this run: no file older than it can hold it (token-leaks.ts).
    const check = checkForSecrets("public", {
      secrets: [cms ? undefined : env.CMS_TOKEN],
      freshSecrets: [cms ? env.CMS_TOKEN : undefined],
      stateFile: SECRET_CHECK_STATE,
    })
    const inFunctions = findSecretsIn(FUNCTION_BUNDLES_DIR, [env.CMS_TOKEN])
    const leaks = [...check.leaks, ...inFunctions]
    if (leaks.length > 0) {
      // A build that leaks a token is a failed build: the previous one stays.
      previous?.restore()
      console.error(`A CMS token is in the built site or a Function bundle, both public (DESIGN 7): ${leaks.join(", ")}`)
      return 1
    }
    const skipped = check.read < check.files ? ` (read the ${check.read} of ${check.files} files written since the last clean check)` : ""
    console.log(`Checked public/ and the Function bundles (${FUNCTION_BUNDLES_DIR}): no CMS token in them${skipped}.`)
  }
  previous?.commit()
  if (code === 0 && build && cms && env.CMS_WARM_PICTURES !== "0") warmPicturesInBackground(env)
  return code
}

/**
 * After a build of the local CMS's content: the transforms its pages name are made in a detached
 * process at the lowest CPU priority (scripts/warm-pictures.ts), so the command ends now and a
 * visitor rarely waits for a picture. CMS_WARM_PICTURES=0 skips it (the build benchmark, whose
 * builds must not share the machine; the throw-away copies of the build tests).
 */
function warmPicturesInBackground(env: NodeJS.ProcessEnv): void {
  const count = transformPathsIn(resolve("public")).length
  if (count === 0) return
  const cacheDir = env.CMS_TRANSFORM_CACHE_DIR ? resolve(env.CMS_TRANSFORM_CACHE_DIR) : DEFAULT_TRANSFORM_CACHE_DIR
  mkdirSync(cacheDir, { recursive: true })
  const logFile = join(cacheDir, "warm.log")
  const log = openSync(logFile, "a")
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), resolve(__dirname, "warm-pictures.ts")], {
    detached: true,
    stdio: ["ignore", log, log],
    env,
  })
  closeSync(log)
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 19)
    } catch {
      // Not allowed here: it still runs, at normal priority.
    }
  }
  child.unref()
  console.log(`Local CMS: making the ${count} picture transforms the pages name in the background, at low priority (log: ${logFile}).`)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
