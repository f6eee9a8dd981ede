/**
 * `npm run bench:build`: how the build scales with the number of blog posts (DESIGN 6).
 *
 *   npm run bench:build                  # N = 1,000 and 10,000
 *   npm run bench:build -- --n 1000      # one N (repeatable: --n 1000 --n 5000); --n 0: the sample content alone
 *   … --keep                             # keep the project copy; --logs <dir>: every build's whole log
 *
 * For each N, in a throw-away copy of the project (scripts/build-lab/project-copy.ts: the
 * working tree's .cache/ and public/ are never touched) with a copy of cms/content plus N
 * synthetic posts cloned from the samples:
 *   1. floor: a cold build with the blog posts on a one-line template (BENCH_ONE_LINE_BLOG_POSTS);
 *   2. a cold build with the real template (.cache/ and public/ removed first);
 *   3. a warm rebuild with nothing changed (which HTML files it rewrote: none, since the
 *      compilation hash is the emitted files' digest, gatsbyjs/gatsby#33450), then one post's
 *      title changes; a warm rebuild; which HTML files it wrote.
 *   4. the floor of any warm build: the bare reference page of `npm run perf`
 *      (scripts/perf/reference-site: Gatsby 5, one page, no plugins) built cold, then again
 *      with nothing changed. What a one-entry rebuild costs above it is ours.
 * Every build runs with the publisher's settings (publisher/gatsby-build.ts publishBuildEnv:
 * no typegen, one Gatsby process), because the publisher is what rebuilds after a save.
 * Each build's wall time (through scripts/with-cms.ts, which starts the local CMS and checks
 * public/ for tokens), Gatsby's own "Done building" time, peak memory (sum of the PSS of the
 * process tree, sampled every 0.5 s: all of it, and `gatsby build`'s own subtree without the
 * local CMS, which the target is read against) and slowest steps (from Gatsby's own timings)
 * are printed, beside the load average: the machine is shared, compare figures of one run only.
 */
import { cpus, loadavg, totalmem } from "node:os"
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { publishBuildEnv } from "../../publisher/gatsby-build"
import { gatsbyProcessEnv } from "../gatsby-process-env"
import { copyProject } from "../build-lab/project-copy"
import { runBuild, runCommand, type BuildRun } from "../build-lab/run-build"
import { compareSnapshots, snapshotHtml } from "../build-lab/html-snapshot"
import { sampleTreeMemory } from "../build-lab/process-memory"
import { writeSyntheticPosts } from "./synthetic-posts"
import { blogPosts } from "../build-lab/content-edits"

/**
 * DESIGN 6's targets: cold ≤ 2× the one-line floor; the build's peak ≤ 1.5 GB, cold and warm;
 * a one-entry rebuild ≤ the bare page's warm build + 10 s (Gatsby's own figures); and, for the
 * sample content alone (`--n 0`), a cold build ≤ 4× the bare page's cold build.
 */
const TARGETS = { coldOverFloor: 2, peakBytes: 1.5 * 1024 ** 3, rebuildOverBareMs: 10_000, sampleColdOverBare: 4 }

interface Measured extends BuildRun {
  /** Peak of the whole process tree, the local CMS included (it runs in with-cms's process). */
  peakBytes: number | null
  /** Peak of `gatsby build` and its workers alone: the build's own memory against any CMS. */
  buildPeakBytes: number | null
  load: string
}

const gb = (bytes: number | null): string => (bytes === null ? "n/a" : `${(bytes / 1024 ** 3).toFixed(2)} GB`)
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
const loadNow = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")

/** A build with its process tree's memory sampled; a failed build stops the benchmark with its output. */
async function measured(label: string, start: (onSpawn: (pid: number) => void) => Promise<BuildRun>): Promise<Measured> {
  const load = loadNow()
  let sampler: ReturnType<typeof sampleTreeMemory> | undefined
  const run = await start((pid) => (sampler = sampleTreeMemory(pid)))
  const peaks = sampler?.stop()
  if (run.code !== 0) {
    console.error(run.output.slice(-6000))
    throw new Error(`${label} failed (exit ${run.code})`)
  }
  return { ...run, peakBytes: peaks?.total ?? null, buildPeakBytes: peaks?.build ?? null, load: `${load} → ${loadNow()}` }
}

const measuredBuild = (dir: string, contentDir: string, env: NodeJS.ProcessEnv = {}): Promise<Measured> =>
  measured("the build", (onSpawn) => runBuild(dir, contentDir, publishBuildEnv(env), onSpawn))

/** The bare reference page (no CMS, no plugins) built by Gatsby itself in the copy. */
const measuredBareBuild = (dir: string): Promise<Measured> =>
  measured("the reference page's build", (onSpawn) =>
    runCommand(
      process.execPath,
      [join(dir, "node_modules", "gatsby", "cli.js"), "build"],
      { cwd: join(dir, "scripts", "perf", "reference-site"), env: gatsbyProcessEnv(publishBuildEnv(process.env), { build: true }) },
      onSpawn,
    ),
  )

/** Gatsby's own figure for the whole build ("Done building in 12.3 sec"), without the wrapper. */
export function gatsbyBuildSeconds(output: string): number | null {
  const match = /Done building in (\d+(?:\.\d+)?) sec/.exec(output)
  return match ? Number(match[1]) : null
}

/** Gatsby's own step timings ("success <step> - 12.345s"), slowest first. */
export function slowestSteps(output: string, count = 6): string[] {
  const plain = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
  const steps = [...plain.matchAll(/success (.+?) - (\d+(?:\.\d+)?)s/g)].map((match) => ({ name: match[1]!.trim(), s: Number(match[2]) }))
  return steps
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map((step) => `${step.name} ${step.s.toFixed(1)} s`)
}

/** `--logs <dir>`: each build's whole output is written there too (`<N>-<label>.log`), for the steps the summary leaves out. */
const logsDir = ((): string | undefined => {
  const at = process.argv.indexOf("--logs")
  return at >= 0 ? process.argv[at + 1] : undefined
})()

function report(label: string, run: Measured, n: number): void {
  if (logsDir) {
    mkdirSync(logsDir, { recursive: true })
    writeFileSync(join(logsDir, `${n}-${label.replace(/[^a-z0-9]+/gi, "-")}.log`), run.output)
  }
  const own = gatsbyBuildSeconds(run.output)
  console.log(
    `  ${label.padEnd(26)} ${seconds(run.ms).padStart(9)}   gatsby ${own === null ? "n/a" : `${own.toFixed(1)} s`}   peak ${gb(run.peakBytes).padStart(8)} (build ${gb(run.buildPeakBytes)}, the rest is the local CMS)   load ${run.load}`,
  )
  console.log(`  ${"".padEnd(26)} slowest: ${slowestSteps(run.output).join("; ")}`)
}

const verdict = (ok: boolean): string => (ok ? "met" : "MISSED")

async function bench(n: number): Promise<void> {
  const copy = copyProject(`bench-${n}`)
  try {
    const posts = writeSyntheticPosts(copy.contentDir, n)
    console.log(`\nN = ${n.toLocaleString("en-US")} synthetic blog posts (+ the sample content), in ${copy.dir}`)
    const floor = await measuredBuild(copy.dir, copy.contentDir, { BENCH_ONE_LINE_BLOG_POSTS: "1" })
    report("floor, one-line template", floor, n)
    rmSync(join(copy.dir, ".cache"), { recursive: true, force: true })
    rmSync(join(copy.dir, "public"), { recursive: true, force: true })
    const cold = await measuredBuild(copy.dir, copy.contentDir)
    report("cold, real template", cold, n)

    // The first incremental build after a cold one, nothing changed: it rewrote every page before
    // the compilation hash became the emitted files' digest (gatsbyjs/gatsby#33450); measured and shown.
    const coldFiles = snapshotHtml(join(copy.dir, "public"))
    const settle = await measuredBuild(copy.dir, copy.contentDir)
    report("warm, nothing changed", settle, n)
    const before = snapshotHtml(join(copy.dir, "public"))
    console.log(`  ${"".padEnd(26)} rewrote ${compareSnapshots(coldFiles, before).rewritten.length} of ${coldFiles.size} HTML files`)
    // The middle synthetic post; with none (--n 0), the oldest sample post, which the fewest pages show.
    const edited = posts[Math.floor(posts.length / 2)] ?? blogPosts(copy.contentDir).sort((a, b) => Date.parse(a.postDate) - Date.parse(b.postDate))[0]!
    const entry = JSON.parse(readFileSync(edited.file, "utf8")) as { title: string }
    writeFileSync(edited.file, JSON.stringify({ ...entry, title: `${entry.title} (edited)` }))
    const warm = await measuredBuild(copy.dir, copy.contentDir)
    report(`warm, one title changed`, warm, n)
    const changes = compareSnapshots(before, snapshotHtml(join(copy.dir, "public")))
    console.log(
      `  HTML files: ${before.size.toLocaleString("en-US")}; rewritten by the warm rebuild: ${changes.rewritten.length} (${changes.changed.length} with new bytes)`,
    )
    console.log(`    ${changes.rewritten.slice(0, 12).join(", ")}${changes.rewritten.length > 12 ? ", …" : ""}  (edited: /${edited.uri})`)

    // The floor of any build: Gatsby's own cost of starting, opening its cache and writing out, for one bare page, cold then warm.
    rmSync(join(copy.dir, "scripts", "perf", "reference-site", ".cache"), { recursive: true, force: true })
    rmSync(join(copy.dir, "scripts", "perf", "reference-site", "public"), { recursive: true, force: true })
    const bareCold = await measuredBareBuild(copy.dir)
    report("bare Gatsby page, cold", bareCold, n)
    const bare = await measuredBareBuild(copy.dir)
    report("bare Gatsby page, warm", bare, n)
    const bareSeconds = gatsbyBuildSeconds(bare.output)
    const warmSeconds = gatsbyBuildSeconds(warm.output)
    const above = bareSeconds !== null && warmSeconds !== null ? (warmSeconds - bareSeconds) * 1000 : null
    if (above !== null)
      console.log(
        `  one-entry rebuild above the bare page's warm build: ${seconds(above)} (gatsby ${warmSeconds!.toFixed(1)} s against ${bareSeconds!.toFixed(1)} s)`,
      )

    const ratio = cold.ms / floor.ms
    const peaks = [cold, settle, warm].map((run) => run.buildPeakBytes)
    const peak = peaks.some((p) => p === null) ? null : Math.max(...(peaks as number[]))
    console.log(
      `  targets: cold ${ratio.toFixed(2)}× the floor (≤ ${TARGETS.coldOverFloor}×: ${verdict(ratio <= TARGETS.coldOverFloor)}); ` +
        `the build's own peak, cold and warm, ${gb(peak)} (≤ 1.5 GB: ${verdict(peak !== null && peak <= TARGETS.peakBytes)}); ` +
        `one-entry rebuild ${above === null ? "n/a" : `bare warm + ${seconds(above)}`} (≤ + 10 s: ${verdict(above !== null && above <= TARGETS.rebuildOverBareMs)})`,
    )
    if (n === 0) {
      const sampleRatio = cold.ms / bareCold.ms
      console.log(
        `  the sample content's cold build: ${seconds(cold.ms)}, ${sampleRatio.toFixed(2)}× the bare page's cold build of ${seconds(bareCold.ms)} (≤ ${TARGETS.sampleColdOverBare}×: ${verdict(sampleRatio <= TARGETS.sampleColdOverBare)})`,
      )
    }
  } finally {
    if (process.argv.includes("--keep")) console.log(`  kept ${copy.dir}`)
    else copy.remove()
  }
}

function sizesFromArgs(argv: string[]): number[] {
  const sizes = argv.flatMap((arg, index) => (arg === "--n" ? [Number(argv[index + 1])] : arg.startsWith("--n=") ? [Number(arg.slice(4))] : []))
  for (const size of sizes) if (!Number.isInteger(size) || size < 0) throw new Error(`--n takes a whole number (0: the sample content alone), got ${size}`)
  return sizes.length > 0 ? sizes : [1_000, 10_000]
}

async function main(): Promise<void> {
  const sizes = sizesFromArgs(process.argv.slice(2))
  console.log(
    `bench:build ${new Date().toISOString()}  ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${gb(totalmem())} RAM, node ${process.version}, load ${loadNow()}`,
  )
  for (const n of sizes) await bench(n)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[bench:build] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
