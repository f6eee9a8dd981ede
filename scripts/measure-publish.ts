/**
 * `npm run measure:publish`: how long an editor's save takes to reach the served site
 * (DESIGN 6: ≤ 20 s on the sample content). Against the publisher at --url (default
 * http://127.0.0.1:$PORT, PORT defaulting to 9000), or, when none answers there, against one
 * it starts itself (and stops at the end). It marks a sample entry's SEO description under
 * cms/content/, polls the served page until the mark shows, prints "save → served: N.N s",
 * and puts the file back (also on failure or Ctrl-C).
 *
 *   npm run measure:publish
 *   npm run measure:publish -- --send-webhook    also POST the webhook itself (needs CMS_WEBHOOK_SECRET
 *                                                 unless the script starts the publisher), for a CMS that
 *                                                 does not watch its files
 *   npm run measure:publish -- --timeout 120      seconds to wait for the change (default 120)
 *   npm run measure:publish -- --posts 10000      against a publisher it starts in a throw-away copy of the
 *                                                 project whose content has that many more blog posts
 *                                                 (scripts/bench/synthetic-posts.ts; DESIGN 6: ≤ 30 s at
 *                                                 10,000); its first build takes several minutes; --keep
 *                                                 keeps the copy
 *   npm run measure:publish -- --log FILE         the output of the publisher it starts (its builds' logs) into FILE
 */
import { spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { openSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { WEBHOOK_SECRET_HEADER, type CmsWebhook } from "../publisher/webhook"
import { copyProject, type ProjectCopy } from "./build-lab/project-copy"
import { writeSyntheticPosts } from "./bench/synthetic-posts"

const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
/** `--posts N`: a copy of the project with N more blog posts, and a publisher of its own there. */
const extraPosts = Number(option("--posts") ?? 0)
if (!Number.isInteger(extraPosts) || extraPosts < 0) throw new Error(`--posts takes a whole number, got ${option("--posts")}`)
const copy: ProjectCopy | undefined = extraPosts > 0 ? copyProject(`publish-${extraPosts}`) : undefined
const projectDir = copy?.dir ?? join(__dirname, "..")
const contentDir = copy?.contentDir ?? join(projectDir, "cms", "content")
if (copy) writeSyntheticPosts(copy.contentDir, extraPosts)
/** A page whose entry is a file of its own and whose SEO description is in the page's HTML. */
const SAMPLE = {
  file: join(contentDir, "entries", "legal", "privacy.json"),
  path: "/privacy",
  id: "privacy",
  section: "legal",
  typeHandle: "privacy",
  uri: "privacy",
}
/** DESIGN 6: ≤ 20 s on the sample content, ≤ 30 s at 10,000 posts. */
const TARGET_SECONDS = extraPosts >= 10_000 ? 30 : 20

interface Status {
  live: { release: string; builtAt: string } | null
  building: unknown
  queued: unknown
  preparingNextRelease?: boolean
  lastFailure: { at: string; exitCode: number; output: string[] } | null
}

const sendWebhook = args.includes("--send-webhook")
/** `--log FILE`: the started publisher's output (its builds' logs, each line with the build's id) goes there. */
const logFile = option("--log")
const timeoutSeconds = Number(option("--timeout") ?? 120)
// A copy's publisher gets a port of its own: a publisher of the working tree may run on 9000.
const baseUrl = (option("--url") ?? `http://127.0.0.1:${copy ? 9400 : process.env.PORT || 9000}`).replace(/\/$/, "")
let secret = process.env.CMS_WEBHOOK_SECRET

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function status(): Promise<Status | null> {
  try {
    const response = await fetch(`${baseUrl}/api/publish-status`)
    return response.ok ? ((await response.json()) as Status) : null
  } catch {
    return null
  }
}

/** Waits until a release is live and no build runs or waits, so the measure starts from rest. */
async function waitForRest(timeoutMs: number, what: string): Promise<Status> {
  const deadline = Date.now() + timeoutMs
  let said = ""
  for (;;) {
    const current = await status()
    // At rest: no build, and not the disk work behind the last one (the next release's links).
    if (current?.live && !current.building && !current.queued && !current.preparingNextRelease) return current
    const now = !current
      ? "waiting for the publisher"
      : !current.live
        ? "waiting for the first build"
        : current.building || current.queued
          ? "waiting for the running build"
          : "waiting for the next release's links"
    if (now !== said) console.log(`${now} (${what})…`)
    said = now
    if (Date.now() > deadline) throw new Error(`gave up ${now} after ${Math.round(timeoutMs / 1000)} s`)
    await sleep(1000)
  }
}

async function postWebhook(): Promise<void> {
  if (!secret) throw new Error("--send-webhook needs CMS_WEBHOOK_SECRET (the publisher's secret)")
  const body: CmsWebhook = {
    event: "afterSave",
    element: { type: "entry", id: SAMPLE.id, section: SAMPLE.section, typeHandle: SAMPLE.typeHandle, uri: SAMPLE.uri, dateUpdated: new Date().toISOString() },
  }
  const response = await fetch(`${baseUrl}/api/cms-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [WEBHOOK_SECRET_HEADER]: secret },
    body: JSON.stringify(body),
  })
  if (response.status !== 202) throw new Error(`the webhook was refused: ${response.status} ${await response.text()}`)
}

async function main(): Promise<number> {
  let publisher: ChildProcess | undefined
  if (copy || !(await status())) {
    secret ??= randomBytes(24).toString("hex")
    const port = new URL(baseUrl).port || "80"
    console.log(
      copy
        ? `${extraPosts.toLocaleString("en-US")} more posts in ${copy.dir}: starting its publisher (PORT=${port}); its first build takes several minutes.`
        : `No publisher at ${baseUrl}: starting one (npm run publisher, PORT=${port}); its first build takes a few minutes.`,
    )
    publisher = spawn(process.execPath, [join(projectDir, "node_modules", "tsx", "dist", "cli.mjs"), join(projectDir, "publisher", "cli.ts")], {
      cwd: projectDir,
      env: {
        ...process.env,
        PORT: port,
        CMS_WEBHOOK_SECRET: secret,
        GATSBY_TELEMETRY_DISABLED: "1",
        // The copy's releases beside it, never inside (publisher/start.ts's defaultPublishDir says why), removed with it.
        ...(copy ? { CMS_URL: "", CMS_TOKEN: "", CMS_CONTENT_DIR: copy.contentDir, PUBLISH_DIR: `${copy.dir}.publish` } : {}),
      },
      stdio: ["ignore", logFile === undefined ? "ignore" : openSync(logFile, "w"), "inherit"],
    })
  }
  const original = readFileSync(SAMPLE.file, "utf8")
  let edited = false
  const restore = () => {
    if (edited) writeFileSync(SAMPLE.file, original)
    edited = false
  }
  const interrupted = () => {
    restore()
    publisher?.kill("SIGTERM")
    process.exit(130)
  }
  process.on("SIGINT", interrupted)
  process.on("SIGTERM", interrupted)
  try {
    await waitForRest(copy ? 40 * 60_000 : publisher ? 15 * 60_000 : 10 * 60_000, baseUrl)
    const mark = `measure-${Date.now().toString(36)}`
    const marked = original.replace(/"seoDescription": "/, `"seoDescription": "${mark} `)
    if (marked === original) throw new Error(`${SAMPLE.file} has no seoDescription to mark`)

    writeFileSync(SAMPLE.file, marked)
    edited = true
    const saved = Date.now()
    console.log(`saved ${SAMPLE.file} (${mark}); polling ${baseUrl}${SAMPLE.path}`)
    if (sendWebhook) await postWebhook()

    const deadline = saved + timeoutSeconds * 1000
    for (;;) {
      const page = await fetch(`${baseUrl}${SAMPLE.path}`).then(
        (r) => r.text(),
        () => "",
      )
      if (page.includes(mark)) break
      const current = await status()
      if (current?.lastFailure && Date.parse(current.lastFailure.at) > saved) {
        throw new Error(`the build after the save failed (exit code ${current.lastFailure.exitCode}):\n  ${current.lastFailure.output.slice(-10).join("\n  ")}`)
      }
      if (Date.now() > deadline) {
        throw new Error(
          `the change did not show within ${timeoutSeconds} s. ` +
            (sendWebhook
              ? "The webhook was sent: does the CMS serve the saved file (the local CMS reloads its content only when it watches it)?"
              : "Does the CMS send its webhook on a save? (Without the local CMS's watcher, try --send-webhook.)"),
        )
      }
      await sleep(200)
    }
    const seconds = (Date.now() - saved) / 1000
    console.log(`save → served: ${seconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s${seconds <= TARGET_SECONDS ? "" : ": OVER"})`)
    restore()
    // Publish the restored file too, so the site is left as it was found.
    if (sendWebhook) await postWebhook()
    if (!publisher) console.log("restored the sample file; the publisher rebuilds it.")
    return seconds <= TARGET_SECONDS ? 0 : 1
  } finally {
    restore()
    if (publisher) {
      publisher.kill("SIGTERM")
      await new Promise((resolve) => publisher.once("exit", resolve))
    }
    if (copy && !args.includes("--keep")) {
      copy.remove()
      rmSync(`${copy.dir}.publish`, { recursive: true, force: true })
    } else if (copy) console.log(`kept ${copy.dir} (its releases in ${copy.dir}.publish)`)
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
