/**
 * The publisher's build runner against a stand-in `gatsby` package in a throw-away project:
 * a real child process, so what is checked is what the real `gatsby build` would be given
 * (its environment) and what the publisher does with its exit and its output.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gatsbyBuildRunner } from "../../publisher/gatsby-build"
import type { BuildJob } from "../../publisher/build-queue"

let project: string

// The stand-in writes the environment it was given beside public/ (inside, the token would be a leak), then does what BUILD_BEHAVIOUR says.
const FAKE_GATSBY_CLI = `
const { mkdirSync, writeFileSync } = require("node:fs")
mkdirSync("public", { recursive: true })
const picked = Object.fromEntries(["SKIP_TYPEGEN", "GATSBY_CPU_COUNT", "MALLOC_ARENA_MAX", "CMS_FULL_SOURCE", "CMS_WEBHOOK_SECRET", "CMS_TOKEN", "GATSBY_TELEMETRY_DISABLED"].map((k) => [k, process.env[k] ?? null]))
writeFileSync("build-env.json", JSON.stringify({ argv: process.argv.slice(2), env: picked }))
console.log("\\u001b[32msuccess\\u001b[39m fake build")
if (process.env.BUILD_BEHAVIOUR === "leak") writeFileSync("public/page.html", "<p>" + process.env.CMS_TOKEN + "</p>")
if (process.env.BUILD_BEHAVIOUR === "fail") { console.error("ERROR #85901 a template threw"); process.exit(1) }
`

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "publisher-build-"))
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "fake-site", private: true }))
  mkdirSync(join(project, "node_modules", "gatsby"), { recursive: true })
  writeFileSync(join(project, "node_modules", "gatsby", "package.json"), JSON.stringify({ name: "gatsby", version: "0.0.0" }))
  writeFileSync(join(project, "node_modules", "gatsby", "cli.js"), FAKE_GATSBY_CLI)
})
afterEach(() => rmSync(project, { recursive: true, force: true }))

const job = (fullSource: boolean): BuildJob => ({ id: 7, triggers: [], fullSource, queuedAt: new Date(), startedAt: new Date() })
const builtWith = () => JSON.parse(readFileSync(join(project, "build-env.json"), "utf8")) as { argv: string[]; env: Record<string, string | null> }

function runner(extraEnv: NodeJS.ProcessEnv = {}) {
  const lines: string[] = []
  const run = gatsbyBuildRunner({
    projectDir: project,
    env: { PATH: process.env.PATH, CMS_TOKEN: "tok-123456", CMS_WEBHOOK_SECRET: "hook-secret", CMS_FULL_SOURCE: "1", ...extraEnv },
    secrets: ["tok-123456", "hook-secret"],
    write: (text) => void lines.push(text),
  })
  return { run, lines }
}

test("runs `gatsby build` without the webhook secret, without typegen, on one process, and with a full sourcing only when the job asks (CMS_FULL_SOURCE named either way)", async () => {
  const { run, lines } = runner()
  expect(await run(job(false))).toEqual({ exitCode: 0, output: ["success fake build"] })
  expect(builtWith()).toEqual({
    argv: ["build"],
    env: {
      SKIP_TYPEGEN: "1",
      GATSBY_CPU_COUNT: "1",
      MALLOC_ARENA_MAX: "2",
      CMS_FULL_SOURCE: "0",
      CMS_WEBHOOK_SECRET: null,
      CMS_TOKEN: "tok-123456",
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  })
  expect(lines).toEqual(["[build 7] success fake build\n"])

  await run(job(true))
  expect(builtWith().env.CMS_FULL_SOURCE).toBe("1")
})

test("an operator's GATSBY_CPU_COUNT is kept (one worker is only the default)", async () => {
  const { run } = runner({ GATSBY_CPU_COUNT: "8" })
  await run(job(false))
  expect(builtWith().env.GATSBY_CPU_COUNT).toBe("8")
})

test("a failed build reports its exit code and its last lines", async () => {
  const { run } = runner({ BUILD_BEHAVIOUR: "fail" })
  expect(await run(job(false))).toEqual({ exitCode: 1, output: ["success fake build", "ERROR #85901 a template threw"] })
})

test("a build that wrote a token into public/ fails, naming the file, so it is never published", async () => {
  const { run } = runner({ BUILD_BEHAVIOUR: "leak" })
  const result = await run(job(false))
  expect(result.exitCode).toBe(1)
  expect(result.output.at(-1)).toMatch(/A secret is in the built site.*page\.html/)
})
