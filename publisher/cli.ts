/**
 * `npm start` / `npm run publisher` (the process around start.ts): serves the live release of the site, receives the CMS's
 * webhooks and publishes a new release after each successful build (publisher/README.md).
 *
 * With CMS_URL unset it starts the local CMS once, for its whole life (the builds and the
 * Functions read it), with a fresh token, and points the CMS's webhook at itself: a save
 * under cms/content/ publishes like an entry save in Craft.
 *
 * On start: the release that was live when the publisher last stopped (if any) is served at
 * once, and a build runs anyway. The build is what `npm start` promised before the publisher
 * (build, then serve): it picks up code and content changed while the publisher was down.
 * An existing public/ is never served as a first release: nothing tells a complete build
 * from one interrupted halfway (Gatsby writes it in place), and serving half a site is the
 * one thing the publisher exists to prevent. Until the first build succeeds, pages answer
 * 503 and /api/publish-status says what is happening.
 */
import "./plain-logs"
import { join } from "node:path"
import { EnvError } from "../src/config/env"
import { startPublisher } from "./start"

// Not console.log: Gatsby's Functions middleware (server.ts) routes the console through its
// reporter, which wraps and redraws lines meant for a terminal.
const say = (line: string) => void process.stdout.write(`${line}\n`)

async function main(): Promise<void> {
  const running = await startPublisher({ projectDir: join(__dirname, ".."), env: process.env, log: say })
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    say(`[publisher] ${signal}: stopping`)
    void running.close().finally(() => process.exit(0))
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof EnvError ? `[publisher] ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
