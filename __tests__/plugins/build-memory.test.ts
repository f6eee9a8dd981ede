import { readFileSync } from "node:fs"
import { MAIN_HEAP_MB, WORKER_HEAP_MB, mainNodeOptions, withHeapSize, workerNodeOptions } from "../../plugins/gatsby-plugin-site-runtime/build-memory"
import { gatsbyProcessEnv } from "../../scripts/gatsby-process-env"

describe("the build processes' heap sizes", () => {
  test("withHeapSize sets one heap size and keeps the other options", () => {
    expect(withHeapSize(undefined, 400)).toBe("--max-old-space-size=400")
    expect(withHeapSize("--require /x/preload.cjs --max-old-space-size=1024", 400)).toBe("--require /x/preload.cjs --max-old-space-size=400")
    expect(withHeapSize("--max-old-space-size 900 --require /x.cjs", 400)).toBe("--require /x.cjs --max-old-space-size=400")
  })

  test("the main process gets its cap unless NODE_OPTIONS names one; the workers always get theirs", () => {
    expect(mainNodeOptions("--require /x.cjs")).toBe(`--require /x.cjs --max-old-space-size=${MAIN_HEAP_MB}`)
    expect(mainNodeOptions("--max-old-space-size=4096")).toBe("--max-old-space-size=4096")
    expect(workerNodeOptions(mainNodeOptions(undefined))).toBe(`--max-old-space-size=${WORKER_HEAP_MB}`)
    expect(gatsbyProcessEnv({ NODE_OPTIONS: "--require /x.cjs" }, { build: true }).NODE_OPTIONS).toBe(`--require /x.cjs --max-old-space-size=${MAIN_HEAP_MB}`)
    // Not for `gatsby serve` or `develop`: the cap is sized for a build.
    expect(gatsbyProcessEnv({ NODE_OPTIONS: "--require /x.cjs" }).NODE_OPTIONS).toBe("--require /x.cjs")
  })

  // What it relies on in Gatsby: onPreInit runs before the worker pool is made, and each
  // worker is forked with the main process's environment as it is at the fork.
  test("Gatsby makes its worker pool after onPreInit and forks each worker with process.env", () => {
    const initialize = readFileSync(require.resolve("gatsby/dist/services/initialize.js"), "utf8")
    const preInit = initialize.indexOf("(`onPreInit`")
    const pool = initialize.indexOf("WorkerPool.create()")
    expect(preInit).toBeGreaterThan(0)
    expect(pool).toBeGreaterThan(preInit)
    const gatsbyWorker = readFileSync(require.resolve("gatsby-worker"), "utf8")
    expect(gatsbyWorker).toMatch(/fork\)\(childWrapperPath, \{\s*cwd: process\.cwd\(\),\s*env: \{\s*\.\.\.process\.env,/)
  })
})
