/**
 * For tests of webpack's filesystem cache: a loader that notes each run (a module restored
 * from the cache does not run it), and a compilation that closes its compiler, which stores
 * the cache the next compilation reads.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import webpack from "webpack"

export interface CountingLoader {
  /** The loader's absolute path, for a rule's `use`. */
  loader: string
  /** How many times it ran since it was written or last reset. */
  runs: () => number
  reset: () => void
}

/** Writes the loader and its log into `dir`. */
export function countingLoaderIn(dir: string): CountingLoader {
  const log = join(dir, "loader-runs.log")
  const loader = join(dir, "counting-loader.js")
  writeFileSync(log, "")
  writeFileSync(loader, `module.exports = function (source) { require("fs").appendFileSync(${JSON.stringify(log)}, "run\\n"); return source }\n`)
  return {
    loader,
    runs: () => readFileSync(log, "utf8").split("\n").filter(Boolean).length,
    reset: () => writeFileSync(log, ""),
  }
}

/** Runs one compilation and closes the compiler; rejects with the errors of a failed one. */
export function compileAndClose(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config)
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError || !stats || stats.hasErrors()) return reject(error ?? closeError ?? new Error(stats?.toString("errors-only")))
        resolve(stats)
      })
    })
  })
}
