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
 * code is the first non-zero one. Arguments (a file, `-g`, `--project`) make it one plain
 * `playwright test` run with them, on the config's one worker: `npm run test:e2e -- e2e/blog.all.spec.ts`.
 */
import { spawnSync } from "node:child_process"

export const AXE_SCAN_TAG = "@axe-scan"

function playwright(args: readonly string[]): number {
  const run = spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit" })
  return run.status ?? 1
}

function main(): number {
  const args = process.argv.slice(2)
  if (args.length > 0) return playwright(args)
  console.log("[test:e2e] pass 1 of 2: every test but the axe scans, one worker")
  const interactions = playwright(["--grep-invert", AXE_SCAN_TAG])
  console.log("[test:e2e] pass 2 of 2: the axe scans of every built page, two workers")
  // Its own output folder: Playwright empties the output folder when a run starts, which
  // deleted the first pass's failure traces in a clean-clone run.
  const scans = playwright(["--grep", AXE_SCAN_TAG, "--workers", "2", "--output", "test-results/axe-scans"])
  return interactions || scans
}

if (require.main === module) process.exit(main())
