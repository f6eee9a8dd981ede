/**
 * What each mechanism that claims speed buys (issue 32): the site built without it, measured
 * beside the site as it is, interleaved run by run, on the scaled rig (`npm run perf -- --beside`).
 *
 *   npm run perf:mechanisms                               every mechanism, 10 runs of / and /pricing
 *   npm run perf:mechanisms -- --runs 12 stylesheet-link /pricing
 *
 * The site as it is must be built first (`npm run build`, or `npm run perf` once). Each
 * mechanism's build is a throw-away worktree of HEAD (commit first: uncommitted changes are
 * not in it) with this checkout's node_modules, built with GATSBY_SITE_RUNTIME_WITHOUT set
 * (plugins/gatsby-plugin-site-runtime/switched-off.ts says what leaving each out means).
 * Nothing else may run on the machine meanwhile: about 6 minutes a mechanism at 10 runs.
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { MECHANISMS, SWITCH_VARIABLE, type Mechanism } from "../../plugins/gatsby-plugin-site-runtime/switched-off"

const root = process.cwd()
const args = process.argv.slice(2)
const runsIndex = args.indexOf("--runs")
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 10
const rest = args.filter((arg, index) => arg !== "--runs" && args[index - 1] !== "--runs")
const paths = rest.filter((arg) => arg.startsWith("/"))
const named = rest.filter((arg) => !arg.startsWith("/"))
for (const name of named) if (!(name in MECHANISMS)) throw new Error(`"${name}" is not a mechanism; one of ${Object.keys(MECHANISMS).join(", ")}`)
const mechanisms = (named.length > 0 ? named : Object.keys(MECHANISMS)) as Mechanism[]
if (!existsSync(join(root, "public", "index.html"))) throw new Error("Build the site as it is first (npm run build): each mechanism is measured beside it.")

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const run = (command: string, commandArgs: string[], cwd: string, extra: NodeJS.ProcessEnv = {}): void =>
  void execFileSync(command, commandArgs, { cwd, stdio: "inherit", env: { ...env, ...extra } })

for (const mechanism of mechanisms) {
  console.log(`\n==== without ${mechanism}: ${MECHANISMS[mechanism]}`)
  const dir = mkdtempSync(join(tmpdir(), `rapport-without-${mechanism}-`))
  try {
    run("git", ["worktree", "add", "--detach", "--force", dir, "HEAD"], root)
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"))
    // Its pictures are made in the background of no build: the rig makes the measured pages' first.
    run("npm", ["run", "build"], dir, { [SWITCH_VARIABLE]: mechanism, CMS_WARM_PICTURES: "0" })
    run(
      "npx",
      ["tsx", "scripts/perf/lighthouse.mts", "--no-build", "--runs", String(runs), "--beside", dir, ...(paths.length > 0 ? paths : ["/", "/pricing"])],
      root,
    )
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: root, stdio: "ignore" })
    rmSync(dir, { recursive: true, force: true })
  }
}
