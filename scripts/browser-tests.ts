/**
 * `npm run test:e2e`: the browser tests in two passes against the built site.
 *
 * 1. Everything but the axe scans, on one worker (playwright.config.ts says why: on these
 *    2-core machines the served site, the browser and the runner share the cores, and tests
 *    timed on hydration missed their timeouts with two).
 * 2. The axe scans of every built page (e2e/accessibility.all.spec.ts, tagged @axe-scan),
 *    on two workers: a scan only loads a page and reads it, and a third of the suite's time
 *    went to them. With one worker a core stayed 31 % idle; two finished the 1440 px scans in
 *    141 s instead of 194 s (2026-11-27, measured on this machine class).
 *
 * Both passes always run, so a failure in the first still shows the scans' results; the exit
 * code is the first non-zero one. Last, it recaps every failed test of both passes with the
 * start of its error, so the tail of a CI log names what failed (the first pass's own
 * report is hundreds of lines above it). Arguments (a file, `-g`, `--project`) make it one
 * plain `playwright test` run with them, on the config's one worker:
 * `npm run test:e2e -- e2e/blog.all.spec.ts`.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

export const AXE_SCAN_TAG = "@axe-scan"

/** The parts of Playwright's JSON report the recap reads: the report holds a suite per file, whose suites are its describe blocks. */
interface JsonSuite {
  title?: string
  suites?: JsonSuite[]
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[]
}

export interface FailedTest {
  where: string
  error: string
}

const ERROR_LINES = 12

/** Every test of a JSON report whose outcome was not the expected one, with its error's first lines. */
export function failedTests(report: JsonSuite): FailedTest[] {
  const failed: FailedTest[] = []
  const visit = (suite: JsonSuite, titles: readonly string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue
        const message = test.results.map((result) => result.error?.message).find(Boolean) ?? "(no error message)"
        failed.push({
          where: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`,
          error: stripAnsi(message).split("\n").slice(0, ERROR_LINES).join("\n"),
        })
      }
    }
    for (const describe of suite.suites ?? []) visit(describe, [...titles, describe.title ?? ""])
  }
  for (const file of report.suites ?? []) visit(file, [])
  return failed
}

function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, "")
}

function playwright(args: readonly string[], jsonReport?: string): number {
  const env = jsonReport ? { ...process.env, E2E_JSON_REPORT: jsonReport } : process.env
  const run = spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit", env })
  return run.status ?? 1
}

function recap(pass: string, status: number, jsonReport: string): string[] {
  if (status === 0) return []
  let failed: FailedTest[]
  try {
    failed = failedTests(JSON.parse(readFileSync(jsonReport, "utf8")) as JsonSuite)
  } catch {
    return [`${pass}: exit code ${status}, and no report to say which test failed (see its output above)`]
  }
  if (failed.length === 0) return [`${pass}: exit code ${status} with no failed test (an error outside the tests: see its output above)`]
  return [`${pass}: ${failed.length} failed`, ...failed.map((test) => `  ✘ ${test.where}\n${test.error.replace(/^/gm, "      ")}`)]
}

function main(): number {
  const args = process.argv.slice(2)
  if (args.length > 0) return playwright(args)
  const reports = mkdtempSync(path.join(tmpdir(), "browser-tests-"))
  try {
    console.log("[test:e2e] pass 1 of 2: every test but the axe scans, one worker")
    const interactionsReport = path.join(reports, "interactions.json")
    const interactions = playwright(["--grep-invert", AXE_SCAN_TAG], interactionsReport)
    console.log("[test:e2e] pass 2 of 2: the axe scans of every built page, two workers")
    // Its own output folder: Playwright empties the output folder when a run starts, which
    // deleted the first pass's failure traces in a clean-clone run.
    const scansReport = path.join(reports, "axe-scans.json")
    const scans = playwright(["--grep", AXE_SCAN_TAG, "--workers", "2", "--output", "test-results/axe-scans"], scansReport)
    const lines = [...recap("pass 1 (interactions)", interactions, interactionsReport), ...recap("pass 2 (axe scans)", scans, scansReport)]
    console.log(lines.length === 0 ? "[test:e2e] both passes passed" : ["[test:e2e] recap of the failures", ...lines].join("\n"))
    return interactions || scans
  } finally {
    rmSync(reports, { recursive: true, force: true })
  }
}

if (require.main === module) process.exit(main())
