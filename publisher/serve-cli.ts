/**
 * `npm run serve`: the last build (public/ and .cache/ of the working directory) served on 127.0.0.1:$PORT (default
 * 9000) by the site server, the app the publisher serves its releases with (site-server.ts),
 * so a local serve and the browser tests (playwright.config.ts) see what `npm start` serves.
 * It replaces `gatsby serve`, which sends neither gatsby-config's `headers` nor the CMS's
 * /assets/*, and reloads every Function on every request.
 *
 *   tsx scripts/with-cms.ts tsx publisher/serve-cli.ts [--port 9000] [--host 127.0.0.1]
 *
 * Run through scripts/with-cms.ts: the Functions (run in this process) and /assets/* read the
 * CMS at CMS_URL, which with-cms.ts starts when it is unset. The build is read once, on start
 * (its Functions, client-only routes and serving rules: built-site.ts); restart after a build.
 */
import { parseArgs } from "node:util"
import { BuiltSiteError, readBuiltSite } from "./built-site"
import { listen } from "./server"
import { createSiteServer } from "./site-server"

const say = (line: string) => void process.stdout.write(`${line}\n`)

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: "string", short: "p", default: process.env.PORT || "9000" }, host: { type: "string", short: "H", default: "127.0.0.1" } },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new BuiltSiteError(`--port must be a port number, got "${values.port}"`)
  // The working directory's build, as `gatsby serve` served it (npm runs scripts in the project).
  const site = await readBuiltSite(process.cwd())
  const cmsUrl = process.env.CMS_URL
  if (!cmsUrl) say("serve: CMS_URL is not set, so /assets/* is NOT forwarded to the CMS; serve through `npm run serve` (scripts/with-cms.ts)")
  const app = createSiteServer({ cmsUrl, log: (line) => void process.stderr.write(`${line}\n`), openSite: () => site })
  const running = await listen(app, port, values.host)
  say(`serve: ${site.siteDir} on ${running.url}/ (${site.functions.length} Functions under /api/)`)
  const stop = () => void running.close().finally(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof BuiltSiteError ? `serve: ${error.message}` : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
