/**
 * The lead stores' database drivers (better-sqlite3, a native addon; pg, whose optional
 * native binding webpack cannot resolve) are not bundled into the Function: Gatsby bundles
 * each Function with webpack, which can pack neither. They are required when the Function
 * runs, through Node's own module loader, reached through globalThis so the bundler neither
 * follows nor rewrites it. They resolve from the working directory, the project root, where
 * node_modules is.
 *
 * process.getBuiltinModule is what this needs from Node: 20.16 on the 20 line, 22.3 on the
 * 22 line (package.json `engines` admits no Node without it; __tests__/config/engines.test.ts).
 */
import type * as NodeModule from "node:module"

export function requireFromProject<T>(name: string): T {
  const nodeProcess = (globalThis as { process?: NodeJS.Process }).process
  const nodeModule = nodeProcess?.getBuiltinModule?.("node:module") as typeof NodeModule | undefined
  if (!nodeModule || !nodeProcess)
    throw new Error(`${name} needs Node.js 20.16 or newer on the 20 line, 22.3 or newer on the 22 line (process.getBuiltinModule)`)
  return nodeModule.createRequire(`${nodeProcess.cwd()}/package.json`)(name) as T
}
