/**
 * Where a page's main-thread time goes after the first paint, beside the bare reference page:
 *
 *   npm run serve &                                    (the built site on :9000)
 *   npm run perf:main-thread -- / /pricing             5 loads of each, and of the reference page
 *   npm run perf:main-thread -- --loads 8 --wait 5000 /
 *
 * Each load is a fresh phone-sized context (mobile Lighthouse's, lighthouse-phone.ts) in Debian's
 * Chromium, traced from navigation to `--wait` ms after the load event; nothing is slowed
 * down, so the figures are this machine's observed milliseconds (Lighthouse's simulation
 * multiplies them). The reference page's build (scripts/perf/reference-site/public, made by
 * `npm run perf`) is served by this script and loaded in turn with each page.
 *
 * It answers a different question from `npm run perf:tasks`: not which task Total Blocking
 * Time charges, but how much work of each kind (rendering frames, React's scheduler slices,
 * network responses, timers…) the page does above the floor, task long or short, so a cut
 * starts from the largest difference (main-thread-sources.ts says how the tasks are grouped).
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts"
import { readCommandLine } from "./command-line.ts"
import { LIGHTHOUSE_PHONE } from "./lighthouse-phone.ts"
import { FRAME_PHASES, meanOf, summariseMainThread, type MainThreadSummary } from "./main-thread-sources.ts"
import type { TraceEvent } from "./trace-events.ts"

const { option, paths } = readCommandLine(process.argv.slice(2), ["--base", "--loads", "--wait"])
const base = option("--base") ?? "http://127.0.0.1:9000"
const loads = Number(option("--loads") ?? 5)
const waitMs = Number(option("--wait") ?? 3000)
const REFERENCE_PORT = 9320
const referencePublic = join(process.cwd(), "scripts", "perf", "reference-site", "public")
const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "blink.user_timing"]
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json", ".css": "text/css" }

if (paths.length === 0 || !(loads >= 1)) {
  console.error("usage: npm run perf:main-thread -- [--base URL] [--loads N] [--wait MS] /path [/path …]  (with the site served, e.g. npm run serve)")
  process.exit(2)
}
if (!existsSync(join(referencePublic, "index.html"))) {
  console.error(`No build of the reference page in ${referencePublic}: run npm run perf once (it builds it).`)
  process.exit(2)
}

/** The reference page's build, as files (it is a static page; no rewrites needed). */
const reference = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "")
  let file = join(referencePublic, path)
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html")
  if (!file.startsWith(referencePublic) || !existsSync(file)) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file))
})
await new Promise<void>((resolve) => reference.listen(REFERENCE_PORT, "127.0.0.1", resolve))

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] })

async function traceLoad(url: string): Promise<MainThreadSummary> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  try {
    const page = await context.newPage()
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(waitMs) // a fixed window after load, the same for every page: what is measured is what happens in it
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
    return summariseMainThread(trace.traceEvents, url.replace(/\/$/, ""))
  } finally {
    await context.close()
  }
}

const pad = (value: number, width = 7): string => value.toFixed(1).padStart(width)

function print(name: string, page: MainThreadSummary, floor: MainThreadSummary): void {
  console.log(
    `\n${name}: first paint at ${Math.round(page.firstPaintMs)} ms; after it, ${Math.round(page.totalMs)} ms of main thread in ${Math.round(page.tasks)} tasks, ${Math.round(page.notRunningMs)} ms of it not running (waiting on another thread or for a core)`,
  )
  console.log(
    `  reference page: first paint at ${Math.round(floor.firstPaintMs)} ms; ${Math.round(floor.totalMs)} ms in ${Math.round(floor.tasks)} tasks, ${Math.round(floor.notRunningMs)} ms of it not running`,
  )
  console.log(`     page   floor   above  of it not running (page, floor)  source (ms, mean of ${loads} loads)`)
  const sources = [...new Set([...page.bySource, ...floor.bySource].map((entry) => entry.source))]
  const rows = sources.map((source) => {
    const entry = page.bySource.find((candidate) => candidate.source === source)
    const floorEntry = floor.bySource.find((candidate) => candidate.source === source)
    return { source, ms: entry?.ms ?? 0, floorMs: floorEntry?.ms ?? 0, notRunning: entry?.notRunningMs ?? 0, floorNotRunning: floorEntry?.notRunningMs ?? 0 }
  })
  for (const row of rows.sort((a, b) => b.ms - b.floorMs - (a.ms - a.floorMs)).filter((row) => row.ms >= 0.5 || row.floorMs >= 0.5))
    console.log(
      `  ${pad(row.ms)} ${pad(row.floorMs)} ${pad(row.ms - row.floorMs)}  ${pad(row.notRunning, 14)} ${pad(row.floorNotRunning)}          ${row.source}`,
    )
  console.log(`  rendering frames: ${pad(page.frames.count, 0)} against ${pad(floor.frames.count, 0)}; inside them:`)
  for (const phase of FRAME_PHASES) {
    const ms = page.frames.byPhase.find((entry) => entry.phase === phase)?.ms ?? 0
    const floorMs = floor.frames.byPhase.find((entry) => entry.phase === phase)?.ms ?? 0
    if (ms >= 0.5 || floorMs >= 0.5) console.log(`  ${pad(ms)} ${pad(floorMs)} ${pad(ms - floorMs)}    ${phase}`)
  }
}

try {
  for (const path of paths) {
    const pageLoads: MainThreadSummary[] = []
    const floorLoads: MainThreadSummary[] = []
    // Interleaved, so the machine's noise falls on both alike.
    for (let load = 0; load < loads; load++) {
      pageLoads.push(await traceLoad(base + path))
      floorLoads.push(await traceLoad(`http://127.0.0.1:${REFERENCE_PORT}/`))
    }
    print(path, meanOf(pageLoads), meanOf(floorLoads))
  }
} finally {
  await browser.close()
  reference.close()
}
