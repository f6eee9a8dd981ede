/** The build benchmark: Gatsby's own log (lines a real `gatsby build` prints) and the memory of real processes. */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gatsbyBuildSeconds, slowestSteps } from "../../scripts/bench/build"
import { isGatsbyBuild, treeMemory } from "../../scripts/build-lab/process-memory"
import { waitFor } from "../support/loopback"

const LOG = [
  "\u001b[32msuccess\u001b[39m compile gatsby files - 3.597s",
  "success Compiling Gatsby Functions - 0.994s",
  "success source CMS content from http://127.0.0.1:35425 - 0.176s - sourced 1 changed entries",
  "success extract queries from components - 1.988s",
  "info bootstrap finished - 11.747s",
  "success Building production JavaScript and CSS bundles - 3.118s",
  "info Done building in 17.691926032 sec",
].join("\n")

test("Gatsby's own build time is its 'Done building' figure, and missing when the build did not finish", () => {
  expect(gatsbyBuildSeconds(LOG)).toBeCloseTo(17.69, 2)
  expect(gatsbyBuildSeconds("success compile gatsby files - 3.597s\nERROR #85901")).toBeNull()
})

test("the slowest steps come first, colours stripped, the bootstrap total (an info line) left out", () => {
  expect(slowestSteps(LOG, 3)).toEqual([
    "compile gatsby files 3.6 s",
    "Building production JavaScript and CSS bundles 3.1 s",
    "extract queries from components 2.0 s",
  ])
})

describe("peak memory: the whole tree, and the build's own subtree", () => {
  let root: string
  let parent: ChildProcess | undefined
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), "tree-memory-"))))
  afterEach(() => {
    if (parent?.pid) process.kill(-parent.pid, "SIGKILL")
    rmSync(root, { recursive: true, force: true })
  })

  test("a gatsby build process is node running gatsby's CLI with 'build'; the wrapper that starts it is not", () => {
    expect(isGatsbyBuild(["/usr/bin/node", "/site/node_modules/.bin/gatsby", "build"])).toBe(true)
    expect(isGatsbyBuild(["/usr/bin/node", "/site/node_modules/gatsby/cli.js", "build", "--verbose"])).toBe(true)
    expect(isGatsbyBuild(["/usr/bin/node", "--require", "tsx/preflight.cjs", "scripts/with-cms.ts", "gatsby", "build"])).toBe(false)
    expect(isGatsbyBuild(["/usr/bin/node", "/site/node_modules/.bin/gatsby", "develop"])).toBe(false)
    expect(isGatsbyBuild(["/usr/bin/node", "/site/node_modules/gatsby-worker/dist/child.js"])).toBe(false)
  })

  test("a wrapper holding memory of its own, and a 'gatsby build' child holding 96 MB: the build's part is the child's", async () => {
    const gatsby = join(root, "node_modules", ".bin", "gatsby")
    mkdirSync(join(root, "node_modules", ".bin"), { recursive: true })
    writeFileSync(gatsby, "globalThis.held = Buffer.alloc(96 * 1024 * 1024, 1); setInterval(() => undefined, 1000)")
    const wrapper = `globalThis.held = Buffer.alloc(48 * 1024 * 1024, 1); require("node:child_process").spawn(process.execPath, [${JSON.stringify(gatsby)}, "build"], { stdio: "ignore" }); setInterval(() => undefined, 1000)`
    parent = spawn(process.execPath, ["-e", wrapper], { stdio: "ignore", detached: true })
    const MB = 1024 * 1024
    const seen = await waitFor(
      () => {
        const now = treeMemory(parent!.pid!)
        return now && now.build > 96 * MB && now.total - now.build > 48 * MB ? now : null
      },
      { what: "both processes to hold their memory" },
    )
    expect(seen.build).toBeLessThan(seen.total)
  })
})
