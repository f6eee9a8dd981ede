/**
 * The production build runner: `gatsby build` in the project, with the environment
 * `npm run build` gives it (scripts/with-cms.ts: CMS_URL/CMS_TOKEN, telemetry off), plus
 * CMS_FULL_SOURCE=1 when a webhook asked for a full fetch, 0 otherwise (the source plugin reads it).
 * Its output goes to the publisher's own output, each line prefixed with the build's id,
 * and the last lines are kept for /api/publish-status.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createRequire } from "node:module"
import { join } from "node:path"
import { gatsbyProcessEnv } from "../scripts/gatsby-process-env"
import { checkForSecrets, findSecretsIn, FUNCTION_BUNDLES_DIR, SECRET_CHECK_STATE } from "../scripts/token-leaks"
import type { BuildJob } from "./build-queue"
import { FAILURE_OUTPUT_LINES, type BuildRunner, type BuildRunResult } from "./publisher"

export interface GatsbyBuildOptions {
  projectDir: string
  /** The environment of the build: CMS_URL and CMS_TOKEN included. */
  env: NodeJS.ProcessEnv
  /** Values that must never appear in public/ (the CMS tokens, the webhook secret). */
  secrets: Array<string | undefined>
  write?: (text: string) => void
}

/**
 * What makes a publish build differ from `npm run build`; the build benchmark
 * (scripts/bench/build.ts) measures with the same settings.
 * - SKIP_TYPEGEN=1: developer types (src/gatsby-types.d.ts) are no part of a release, and a
 *   live server should not rewrite src/.
 * - GATSBY_CPU_COUNT=1 unless the operator set it: a publish rebuilds a handful of pages, and
 *   Gatsby's worker pool costs more than it saves there. With a pool, Gatsby runs the queries
 *   in a worker, then restarts the pool before rendering HTML; measured on the sample content
 *   (2 cores, which give Gatsby one worker anyway): rendering the one changed page took 1.8 s
 *   against 0.09 s, and save → served went from 22.5-25.5 s to 18.7-19.3 s. On a machine with
 *   many cores where cold builds matter more, set GATSBY_CPU_COUNT in the publisher's environment.
 * - KEEP_PREVIOUS_PUBLIC=0: no copy of public/ to put back after a failed build
 *   (scripts/keep-previous-build.ts): the publisher serves releases, never public/, and the
 *   copy costs seconds at 10,000 posts.
 */
export function publishBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, SKIP_TYPEGEN: "1", GATSBY_CPU_COUNT: env.GATSBY_CPU_COUNT || "1", KEEP_PREVIOUS_PUBLIC: "0" }
}

// Gatsby colours its output when it thinks a person reads it; the status endpoint wants plain text.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g

export function gatsbyBuildRunner(options: GatsbyBuildOptions): BuildRunner & { stop: () => void } {
  const write = options.write ?? ((text: string) => process.stdout.write(text))
  let child: ChildProcess | null = null
  const run = async (job: BuildJob): Promise<BuildRunResult> => {
    const gatsbyCli = createRequire(join(options.projectDir, "package.json")).resolve("gatsby/cli.js")
    // A line-oriented log (not the terminal UI) without colours: the status endpoint keeps its last lines.
    const env: NodeJS.ProcessEnv = { GATSBY_LOGGER: "yurnalist", ...gatsbyProcessEnv(publishBuildEnv(options.env), { build: true }), FORCE_COLOR: "0" }
    // The build has no use for the webhook secret; what it is not given, it cannot leak.
    delete env.CMS_WEBHOOK_SECRET
    // Set either way: Gatsby defines every variable's name in its Functions' webpack, and a
    // name more or less than the last build's compiles them all again (plugins/gatsby-plugin-site-runtime/renderer-env.ts).
    env.CMS_FULL_SOURCE = job.fullSource ? "1" : "0"
    const tail: string[] = []
    const keep = (line: string) => {
      tail.push(line)
      if (tail.length > FAILURE_OUTPUT_LINES) tail.shift()
    }
    const exitCode = await new Promise<number>((resolve) => {
      const started = spawn(process.execPath, [gatsbyCli, "build"], { cwd: options.projectDir, env, stdio: ["ignore", "pipe", "pipe"] })
      child = started
      let partial = ""
      const onData = (chunk: Buffer) => {
        const lines = (partial + chunk.toString("utf8")).split(/\r?\n/)
        partial = lines.pop() ?? ""
        for (const raw of lines) {
          const line = raw.replace(ANSI, "")
          if (line.trim() === "") continue
          keep(line)
          write(`[build ${job.id}] ${line}\n`)
        }
      }
      started.stdout?.on("data", onData)
      started.stderr?.on("data", onData)
      started.on("error", (error) => {
        keep(`could not start gatsby build: ${error.message}`)
        resolve(127)
      })
      started.on("close", (status, signal) => {
        if (partial.trim() !== "") keep(partial.replace(ANSI, ""))
        if (signal) keep(`gatsby build stopped by ${signal}`)
        resolve(status ?? 1)
      })
    })
    child = null
    if (exitCode !== 0) return { exitCode, output: tail }
    // The same check as `npm run build`: a build that leaks a token is not published.
    const { leaks } = checkForSecrets(join(options.projectDir, "public"), { secrets: options.secrets, stateFile: join(options.projectDir, SECRET_CHECK_STATE) })
    leaks.push(...findSecretsIn(join(options.projectDir, FUNCTION_BUNDLES_DIR), options.secrets))
    if (leaks.length > 0)
      return { exitCode: 1, output: [...tail, `A secret is in the built site or a Function bundle, both public (DESIGN 7): ${leaks.join(", ")}`] }
    return { exitCode, output: tail }
  }
  return Object.assign(run, { stop: () => void child?.kill("SIGTERM") })
}
