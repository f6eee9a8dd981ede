/**
 * Lighthouse on the production build (DESIGN 6), against a bare Gatsby page in the same run:
 *
 *   npm run perf                    build the site and the reference page, then measure
 *   npm run perf -- --no-build      measure the existing public/ folders
 *   npm run perf -- --runs 3 /pricing /demos    other pages, other run counts
 *   npm run perf -- --save test-results/lighthouse   also keep every run's report (JSON, for the LCP element, long tasks…)
 *   npm run perf -- --slowdown 8    every run at this CPU slowdown instead of the calibrated one
 *                                   (to compare batches at one multiplier; not for the table DESIGN 6 judges)
 *   npm run perf -- --http1         serve over HTTP/1.1 instead of HTTP/2 (tls-proxy.ts)
 *   npm run perf -- --no-edge-cache every request answered by the servers themselves, as a page
 *                                   is loaded, instead of from the proxy's memory (tls-proxy.ts says why)
 *   npm run perf -- --no-build --beside DIR /pricing   each page of this build and of the checkout DIR's build
 *                                   (another build of the site, e.g. without one mechanism:
 *                                   scripts/perf/mechanisms.ts), interleaved, run by run, and the
 *                                   difference judged against the noise (compare-runs.ts); no reference runs
 *   npm run perf -- --gate …        judge each page against the floor (against-floor.ts): DESIGN 6's
 *                                   target (printed) and floor-ratchet.json (a miss that the runs of
 *                                   two judged batches confirm exits 1); skips the eventually-loaded JavaScript.
 *                                   `npm run perf:ci` is CI's short version.
 *
 * Mobile Lighthouse (a mid-tier phone, simulated throttling) in Debian's Chromium, each page
 * measured RUNS times (default 5), runs interleaved so both pages see the same machine; it
 * prints the median of each figure. The phone is the same on any machine: every run measures
 * Lighthouse's own CPU benchmark index, and the batch's runs are all audited at the CPU
 * slowdown Lighthouse's calibration gives for their median (cpu-slowdown.ts; see gather and
 * audit below), the site's pages and the reference alike.
 * The site is served as https://www.rapport.example through a local TLS proxy (Chromium maps the name to
 * loopback and accepts the throwaway certificate), because on a localhost address the
 * site correctly marks every page noindex and Lighthouse's SEO and HTTPS audits would be
 * measuring the test rig rather than the site. Before a batch each page is loaded once as the
 * phone loads it, and the proxy answers every run from memory after that (its edge cache), so
 * no run shares the machine with the servers' work (tls-proxy.ts).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { auditFrom, gatherInto } from "./lighthouse-browser.mts"
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts"
import { designTarget, gateVerdict, missesAgainstFloor, median, noiseOf, summarize, type Batch, type Ratchet, type Sample } from "./against-floor.ts"
import { kb, measureFirstLoad } from "./js-budget.ts"
import { EVENTUALLY_LOADED_BUDGET_KB, eventuallyLoadedScripts, totalKb } from "./eventually-loaded.ts"
import { cpuSlowdownFor, describeSlowdown } from "./cpu-slowdown.ts"
import { compareRuns } from "./compare-runs.ts"
import { describeWarm, transformPathsIn, warmStandalone } from "../warm-pictures.ts"
import { startTlsProxy, type TlsProxy } from "./tls-proxy.ts"
import { LIGHTHOUSE_PHONE } from "./lighthouse-phone.ts"

const root = process.cwd()
const referenceDir = join(root, "scripts", "perf", "reference-site")
const args = process.argv.slice(2)
const build = !args.includes("--no-build")
const http1 = args.includes("--http1")
const runsIndex = args.indexOf("--runs")
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5
const saveIndex = args.indexOf("--save")
const saveDir = saveIndex >= 0 ? args[saveIndex + 1] : undefined
const gate = args.includes("--gate")
/** Every run asks the servers themselves, as before the edge cache (tls-proxy.ts says why it is there). */
const edgeCache = !args.includes("--no-edge-cache")
const besideIndex = args.indexOf("--beside")
const besideDir = besideIndex >= 0 ? args[besideIndex + 1] : undefined
/** A fixed CPU slowdown instead of the calibration (for an A/B across batches at one multiplier); printed as asked. */
const slowdownIndex = args.indexOf("--slowdown")
const fixedSlowdown = slowdownIndex >= 0 ? Number(args[slowdownIndex + 1]) : undefined
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1)) throw new Error(`--slowdown needs a multiplier of 1 or more, not ${args[slowdownIndex + 1]}`)
const sitePaths = args.filter((arg, index) => arg.startsWith("/") && !["--runs", "--save", "--beside", "--slowdown"].includes(args[index - 1] ?? ""))
const pagesToMeasure = sitePaths.length > 0 ? sitePaths : ["/"]
const HOST = "www.rapport.example"
const SITE_PORT = 9310
const REFERENCE_PORT = 9311
const BESIDE_PORT = 9312
const BESIDE_SUFFIX = " (beside)"
const TLS_PORT = 9443
const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

function run(command: string, commandArgs: string[], cwd = root): void {
  execFileSync(command, commandArgs, { cwd, stdio: "inherit", env })
}

function start(command: string, commandArgs: string[], cwd = root): ChildProcess {
  return spawn(command, commandArgs, { cwd, env, stdio: ["ignore", "ignore", "inherit"], detached: true })
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Both browsers (Lighthouse's and Playwright's) reach the proxy by the site's real name. */
const HOST_RULES = `--host-resolver-rules=MAP ${HOST} 127.0.0.1, MAP reference.${HOST} 127.0.0.1, MAP beside.${HOST} 127.0.0.1`

/** What each of the rig's browsers needs beside a fresh profile (lighthouse-browser.ts): the proxy's throwaway certificate and the site's names. */
const RIG_FLAGS = ["--ignore-certificate-errors", HOST_RULES]

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

/**
 * A batch's runs are gathered first and audited once all are in, each at one CPU slowdown:
 * the one Lighthouse's calibration gives for the median benchmark index of the batch's own
 * runs (cpu-slowdown.ts). Five runs of the reference page before the batch swung from 4.6× to
 * 8.6× between batches on one machine (2026-11-30: they read 1,666 where the runs then
 * measured 2,454, and 2,597 where they measured 2,200); a batch's own 16-40 runs move far less.
 *
 * In simulate mode the page loads unslowed and the slowdown only enters the audit, so a run
 * can be gathered before its slowdown is known. Lighthouse refuses settings that differ
 * between gathering and auditing, so the gathered settings are given the audit's slowdown
 * (`atSlowdown`); nothing gathered depends on it.
 */
const GATHERED_AT = 1

/** Loads the page once in a fresh Chromium and keeps what Lighthouse gathered (its artifacts) in a directory of its own. */
async function gather(url: string): Promise<{ directory: string; benchmarkIndex: number; heapAtNavigationMb: number | undefined }> {
  const directory = mkdtempSync(join(tmpdir(), "rapport-lighthouse-run-"))
  try {
    const { heapAtNavigationMb } = await gatherInto(
      directory,
      url,
      { onlyCategories: CATEGORIES, throttling: { cpuSlowdownMultiplier: GATHERED_AT } },
      RIG_FLAGS,
    )
    const artifacts = JSON.parse(readFileSync(join(directory, "artifacts.json"), "utf8")) as { BenchmarkIndex?: number }
    return { directory, benchmarkIndex: artifacts.BenchmarkIndex ?? NaN, heapAtNavigationMb }
  } catch (error) {
    rmSync(directory, { recursive: true, force: true })
    throw error
  }
}

function atSlowdown(directory: string, cpuSlowdownMultiplier: number): void {
  const file = join(directory, "artifacts.json")
  const artifacts = JSON.parse(readFileSync(file, "utf8")) as { settings: { throttling: { cpuSlowdownMultiplier: number } } }
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier
  writeFileSync(file, JSON.stringify(artifacts))
}

/** Audits a gathered run at this slowdown (the batch removes what was gathered). */
async function audit(url: string, directory: string, cpuSlowdownMultiplier: number, saveAs?: string): Promise<Sample> {
  atSlowdown(directory, cpuSlowdownMultiplier)
  const result = await auditFrom(directory, url, {
    output: "json",
    onlyCategories: CATEGORIES,
    // Merged over the mobile defaults: only the CPU slowdown changes (network: Lighthouse's slow 4G).
    throttling: { cpuSlowdownMultiplier },
  })
  const { categories, audits } = result.lhr
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier
  if (applied !== cpuSlowdownMultiplier) throw new Error(`${url}: Lighthouse ran with CPU slowdown ${applied}×, not the ${cpuSlowdownMultiplier}× asked for`)
  if (saveAs && saveDir) {
    mkdirSync(saveDir, { recursive: true })
    writeFileSync(join(saveDir, `${saveAs}.json`), JSON.stringify(result.lhr))
    // The trace Lighthouse simulated the phone from (unthrottled, as observed), for a look at what runs in each task.
    writeFileSync(join(saveDir, `${saveAs}.trace.json`), JSON.stringify(result.artifacts.Trace))
  }
  return {
    performance: categories.performance?.score ?? NaN,
    accessibility: categories.accessibility?.score ?? NaN,
    bestPractices: categories["best-practices"]?.score ?? NaN,
    seo: categories.seo?.score ?? NaN,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
  }
}

/** The eventually-loaded JavaScript (eventually-loaded.ts) of a new visitor, in a fresh browser reaching the site through the TLS proxy. */
async function eventuallyLoaded(url: string, viewport = { width: 390, height: 844 }): Promise<{ kb: number; scripts: Map<string, number> }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_FLAGS, HOST_RULES],
  })
  try {
    const page = await browser.newPage({ viewport, ignoreHTTPSErrors: true })
    const scripts = await eventuallyLoadedScripts(page, url)
    return { kb: totalKb(scripts), scripts }
  } finally {
    await browser.close()
  }
}

/**
 * Loads each page once as Lighthouse's phone does (its viewport and pixel ratio, so the same
 * pictures), until the network is quiet: the edge cache (tls-proxy.ts) then holds what the
 * measured runs ask for, and no run pays the servers' work. Whatever a run asks for beyond it
 * is answered by the servers once and kept.
 */
async function warmEdgeCache(urls: readonly string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS, HOST_RULES] })
  try {
    for (const url of urls) {
      const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, ignoreHTTPSErrors: true })
      const page = await context.newPage()
      await page.goto(url, { waitUntil: "networkidle" })
      // And what the page asks for once it is idle (parts that wake then, their chunks): two idle periods, then quiet again.
      for (let idle = 0; idle < 2; idle++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
      await page.waitForLoadState("networkidle")
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

async function main(): Promise<void> {
  if (build) {
    console.log("== building the site (npm run build)")
    // No background warm of every page's pictures while measuring: the measured pages' are made below, waited for.
    env.CMS_WARM_PICTURES = "0"
    run("npm", ["run", "build"])
    console.log("== building the bare reference page")
    run("npx", ["gatsby", "build"], referenceDir)
  } else {
    // A server on a folder that was never built never answers, which would surface as a
    // 60 s timeout; say which build is missing instead (a fresh clone has neither).
    const missing = [join(root, "public"), join(referenceDir, "public"), ...(besideDir ? [join(besideDir, "public")] : [])].filter(
      (dir) => !existsSync(join(dir, "index.html")),
    )
    if (missing.length > 0)
      throw new Error(`--no-build needs an existing build, but these have none: ${missing.join(", ")}. Run npm run perf once without --no-build.`)
  }
  // A build of the site as `npm run serve` serves it from its checkout (publisher/site-server.ts: its headers, /assets/* from the CMS).
  const serveSite = (port: number, checkout: string): ChildProcess =>
    start("npx", ["tsx", "scripts/with-cms.ts", "tsx", "publisher/serve-cli.ts", "--port", String(port), "--host", "127.0.0.1"], checkout)
  const servers = [
    serveSite(SITE_PORT, root),
    start("npx", ["gatsby", "serve", "--port", String(REFERENCE_PORT), "--host", "127.0.0.1"], referenceDir),
    // The other build, served as its own checkout serves it.
    ...(besideDir ? [serveSite(BESIDE_PORT, besideDir)] : []),
  ]
  let proxy: TlsProxy | undefined
  try {
    const front = await startTlsProxy({
      hostNames: [HOST, `reference.${HOST}`, `beside.${HOST}`],
      upstreamPortFor: (host) => (host.startsWith("reference.") ? REFERENCE_PORT : host.startsWith("beside.") ? BESIDE_PORT : SITE_PORT),
      port: TLS_PORT,
      http1,
      edgeCache,
    })
    proxy = front
    await waitFor(`http://127.0.0.1:${SITE_PORT}/`)
    await waitFor(`http://127.0.0.1:${REFERENCE_PORT}/`)
    if (besideDir) await waitFor(`http://127.0.0.1:${BESIDE_PORT}/`)
    // The CMS makes a transform on its first request: make every picture the measured pages name first,
    // so no run measures an encoding (a visitor after a build finds them made too: scripts/warm-pictures.ts).
    const checkouts: Array<[checkout: string, which: string]> = [[root, ""], ...(besideDir ? [[besideDir, " (the build beside)"] as [string, string]] : [])]
    for (const [checkout, which] of checkouts)
      console.log(`== ${describeWarm(await warmStandalone(transformPathsIn(join(checkout, "public"), pagesToMeasure)))}${which}`)
    // What each run measures: its name in the output, its address, and the build and path its first-load JavaScript is weighed in.
    const siteTarget = (path: string) => ({ name: path, url: `https://${HOST}:${TLS_PORT}${path}`, publicDir: join(root, "public"), path })
    const referenceName = "reference (bare Gatsby page)"
    const referenceUrl = `https://reference.${HOST}:${TLS_PORT}/`
    const targets = besideDir
      ? pagesToMeasure.flatMap((path) => [
          siteTarget(path),
          { name: `${path}${BESIDE_SUFFIX}`, url: `https://beside.${HOST}:${TLS_PORT}${path}`, publicDir: join(besideDir, "public"), path },
        ])
      : [...pagesToMeasure.map(siteTarget), { name: referenceName, url: referenceUrl, publicDir: join(referenceDir, "public"), path: "/" }]
    if (edgeCache) {
      await warmEdgeCache(targets.map((target) => target.url))
      console.log(`== the edge cache holds ${front.cached} answers (each page loaded once as the phone loads it; --no-edge-cache to measure without)`)
    }
    const batch = async (label: string): Promise<Map<string, Sample[]>> => {
      const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]))
      const gathered: Array<{ index: number; target: (typeof targets)[number]; run: Awaited<ReturnType<typeof gather>> }> = []
      // What was gathered is removed once the batch is audited, or when it stops early.
      try {
        const forwardedBefore = front.forwarded
        for (let index = 1; index <= runs; index++) {
          for (const target of targets) {
            const run = await gather(target.url)
            gathered.push({ index, target, run })
            console.log(
              `gathered run ${index}/${runs} ${target.name}: benchmark index ${Math.round(run.benchmarkIndex)}, renderer heap at navigation ${run.heapAtNavigationMb?.toFixed(1) ?? "?"} MB`,
            )
          }
        }
        console.log(
          `== the servers answered ${front.forwarded - forwardedBefore} requests of the ${gathered.length} runs${edgeCache ? " (the edge cache the others)" : ""}`,
        )
        const slowdown =
          fixedSlowdown === undefined
            ? cpuSlowdownFor(median(gathered.map(({ run }) => run.benchmarkIndex).filter(Number.isFinite)))
            : { benchmarkIndex: NaN, multiplier: fixedSlowdown }
        console.log(
          fixedSlowdown === undefined
            ? `== ${describeSlowdown(slowdown, `median of the ${gathered.length} runs of this batch, as each measured it`)}`
            : `== CPU slowdown ${fixedSlowdown}×, as asked (--slowdown): not calibrated to this machine`,
        )
        for (const { index, target, run } of gathered) {
          const sample = await audit(
            target.url,
            run.directory,
            slowdown.multiplier,
            `${label}${target.name.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${index}`,
          )
          samples.get(target.name)?.push(sample)
          console.log(
            `run ${index}/${runs} ${target.name}: performance ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, benchmark index ${Math.round(sample.benchmarkIndex)}`,
          )
        }
        printTable(samples, slowdown.multiplier)
      } finally {
        for (const { run } of gathered) rmSync(run.directory, { recursive: true, force: true })
      }
      return samples
    }
    const printTable = (samples: Map<string, Sample[]>, cpuSlowdownMultiplier: number): void => {
      console.log(
        `\nMedian of ${runs} mobile Lighthouse runs (Chromium at ${chromiumPath}, a fresh profile each run, CPU slowdown ${cpuSlowdownMultiplier.toFixed(1)}×):`,
      )
      console.log("page                          perf  a11y  best   seo    LCP ms  TBT ms    CLS  first-load JS (gzip)")
      for (const target of targets) {
        const list = samples.get(target.name) ?? []
        const pick = (key: keyof Sample): number => median(list.map((sample) => sample[key]))
        const firstLoad = measureFirstLoad(target.publicDir, target.path)
        const worst = Math.min(...list.map((sample) => sample.performance))
        console.log(
          `${target.name.padEnd(28)} ${pick("performance").toFixed(2)}  ${pick("accessibility").toFixed(2)}  ${pick("bestPractices").toFixed(2)}  ${pick("seo").toFixed(2)}  ${String(Math.round(pick("lcpMs"))).padStart(6)}  ${String(Math.round(pick("tbtMs"))).padStart(6)}  ${pick("cls").toFixed(3)}  ${kb(firstLoad.gzipBytes).toFixed(1)} KB   (lowest performance run ${worst.toFixed(2)})`,
        )
      }
      const indexes = [...samples.values()]
        .flat()
        .map((sample) => sample.benchmarkIndex)
        .filter(Number.isFinite)
      console.log(
        `Lighthouse benchmark index over the ${indexes.length} runs (as each run measured it; the slowdown came from their median): median ${Math.round(median(indexes))}, lowest ${Math.round(Math.min(...indexes))}, highest ${Math.round(Math.max(...indexes))}`,
      )
    }
    /** Each page of one batch against DESIGN 6's target (printed), and whether the batch is quiet enough to judge. */
    const judge = (samples: Map<string, Sample[]>): Batch => {
      const reference = summarize(samples.get(referenceName) ?? [])
      console.log("\nAgainst the floor (the reference page in this batch):")
      for (const path of pagesToMeasure) {
        const targetMisses = missesAgainstFloor(summarize(samples.get(path) ?? []), reference, designTarget)
        console.log(
          `  ${path.padEnd(28)} DESIGN 6 target: ${targetMisses.length === 0 ? "met" : `missed (${targetMisses.map((miss) => miss.detail).join("; ")})`}`,
        )
      }
      const noise = noiseOf(samples.get(referenceName) ?? [])
      if (noise) console.log(`  This batch is too noisy to judge: ${noise}.`)
      return { samples, noise }
    }
    const samples = await batch("")
    if (besideDir) {
      console.log(`\nThis build against the one beside it (${besideDir}), run by run (compare-runs.ts):`)
      for (const path of pagesToMeasure)
        for (const line of compareRuns(samples.get(path) ?? [], samples.get(`${path}${BESIDE_SUFFIX}`) ?? [])) console.log(`  ${path.padEnd(28)} ${line}`)
      return
    }
    if (gate) {
      const ratchet = JSON.parse(readFileSync(join(root, "scripts", "perf", "floor-ratchet.json"), "utf8")) as Ratchet
      const batches = [judge(samples)]
      const verdict = (): ReturnType<typeof gateVerdict> => {
        const result = gateVerdict(batches, ratchet, referenceName, pagesToMeasure)
        if (result.judged > 0) {
          console.log(`\nThe ratchet (scripts/perf/floor-ratchet.json), on the medians of the ${result.judged} judged batch(es)' runs taken together:`)
          for (const [path, misses] of result.misses)
            console.log(`  ${path.padEnd(28)} ${misses.length === 0 ? "within" : `MISSED (${misses.map((miss) => miss.detail).join("; ")})`}`)
        }
        return result
      }
      let result = verdict()
      while (result.repeatNeeded) {
        console.log(
          `\n== ${result.judged === 0 ? "no batch was quiet enough to judge" : "a page missed its ratchet"}: measuring batch ${batches.length + 1}, judged with the runs before it`,
        )
        batches.push(judge(await batch(`batch${batches.length + 1}-`)))
        result = verdict()
      }
      if (result.failed.length > 0) {
        console.error(
          `\nSlower against the floor than the ratchet allows, over ${result.judged} judged batches: ${result.failed.join(", ")} (scripts/perf/floor-ratchet.json)`,
        )
        process.exitCode = 1
      } else if (result.judged === 0)
        console.log(`\nNo batch of ${batches.length} was quiet enough to judge: the machine was too loaded; nothing is failed on noise.`)
      else if ([...result.misses.values()].some((misses) => misses.length > 0))
        console.log(`\nA miss that no second judged batch could confirm (${result.judged} judged of ${batches.length}): nothing is failed on noise.`)
      else console.log(`\nEvery page is within its ratchet (${result.judged} judged batch(es) of ${batches.length}).`)
      return
    }
    console.log(`\nJavaScript eventually loaded on a phone (scrolled to the end, first video opened; budget ${EVENTUALLY_LOADED_BUDGET_KB} KB, DESIGN 6: 160):`)
    for (const target of targets) {
      const loaded = await eventuallyLoaded(target.url)
      console.log(`  ${target.name.padEnd(28)} ${loaded.kb.toFixed(1)} KB gzip in ${loaded.scripts.size} scripts`)
      const largestFirst = [...loaded.scripts].sort(([, a], [, b]) => b - a)
      console.log(`    ${largestFirst.map(([scriptUrl, bytes]) => `${new URL(scriptUrl).pathname.slice(1)} ${kb(bytes).toFixed(1)}`).join(", ")}`)
      if (target.name.startsWith("reference")) continue
      const onDesktop = await eventuallyLoaded(target.url, { width: 1440, height: 900 })
      console.log(
        `  ${`${target.name} at 1440 px`.padEnd(28)} ${onDesktop.kb.toFixed(1)} KB gzip in ${onDesktop.scripts.size} scripts (for comparison: desktops also load the hero carousel and the reveal animation)`,
      )
    }
  } finally {
    proxy?.stop()
    for (const server of servers) {
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM")
      } catch {
        // already gone
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
