import { mainNodeOptions } from "../plugins/gatsby-plugin-site-runtime/build-memory"

/**
 * The environment every Gatsby process of ours starts with: `npm run build` / `develop` /
 * `serve` (scripts/with-cms.ts) and the publisher's builds (publisher/gatsby-build.ts).
 *
 * - GATSBY_TELEMETRY_DISABLED=1: nothing is sent anywhere.
 * - MALLOC_ARENA_MAX=2 (unless set): native threads (when the build still encoded images,
 *   sharp's) fragment glibc's per-thread malloc arenas, and the freed memory stays resident
 *   (lovell/sharp#2324 discusses it). It is read when a process starts, so it is set here.
 * - for a build (`{ build: true }`), NODE_OPTIONS gets the main process's heap size
 *   (plugins/gatsby-plugin-site-runtime/build-memory.ts), unless it names one; the workers get
 *   theirs in onPreInit. Only for a build: `gatsby serve` (then the browser tests' server, with the
 *   Functions in its process) outgrew 1.5 GB during a 17-minute browser test run and stopped.
 */
export function gatsbyProcessEnv(env: NodeJS.ProcessEnv, { build = false }: { build?: boolean } = {}): NodeJS.ProcessEnv {
  return {
    ...env,
    GATSBY_TELEMETRY_DISABLED: "1",
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2",
    ...(build ? { NODE_OPTIONS: mainNodeOptions(env.NODE_OPTIONS) } : {}),
  }
}
