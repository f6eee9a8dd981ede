/**
 * The script files a page needs before it can hydrate, besides the boot scripts: every file
 * of its template's chunk group and of the chunk groups of the Gatsby Slices it uses (the
 * navigation and the footer), as webpack recorded them (public/webpack.stats.json,
 * `namedChunkGroups`), found from Gatsby's own output for the page (page-data's
 * `componentChunkName` and `slicesMap` → slice-data/<slice>.json).
 *
 * The boot loader requests them beside the boot scripts (boot-after-paint.ts). Gatsby's loader
 * only asks for them once the page's data and then its slices' data have arrived, each chunk
 * by appending a script element from a promise callback: on `/`, five appends and their
 * timers in the one task that handled the last slice's data, 8-18 ms of main thread on a
 * fast 2-core machine, the largest single cost in its Total Blocking Time. Requested with the
 * boot scripts, they have run (registering their modules, nothing more) by the time Gatsby
 * asks, and webpack hands them over without a request. The JavaScript budget
 * (scripts/perf/js-budget.ts) counts a page's first load from the same list.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { readWebpackStats, type ChunkGroups } from "./webpack-stats"

export type { ChunkGroups }

/** The chunk groups of a build (public/webpack.stats.json); an error when webpack's record is missing or has none. */
export function chunkGroupsOf(publicDir: string): ChunkGroups {
  const groups = readWebpackStats(publicDir, "each page's chunks").namedChunkGroups
  if (!groups)
    throw new Error(`${join(publicDir, "webpack.stats.json")} has no namedChunkGroups: the build's output no longer matches what the site runtime reads`)
  return groups
}

/** The page-data file Gatsby writes for a page path. */
export function pageDataFile(publicDir: string, pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, "")
  return join(publicDir, "page-data", clean === "" ? "index" : clean, "page-data.json")
}

/**
 * The chunk groups a page loads before it hydrates: its template's, then those of the
 * Slices it uses. None for a file that is not a Gatsby page (no page-data).
 */
export function componentChunkNamesOf(publicDir: string, pagePath: string, sliceChunkName = sliceChunkNameReader(publicDir)): string[] {
  const file = pageDataFile(publicDir, pagePath)
  if (!existsSync(file)) return []
  const pageData = JSON.parse(readFileSync(file, "utf8")) as { componentChunkName?: string; slicesMap?: Record<string, string> }
  const slices = [...new Set(Object.values(pageData.slicesMap ?? {}))].flatMap((slice) => {
    const name = sliceChunkName(slice)
    return name ? [name] : []
  })
  return [...(pageData.componentChunkName ? [pageData.componentChunkName] : []), ...slices]
}

/** Reads each slice's chunk name once (slice-data/<slice>.json), for a pass over many pages. */
export function sliceChunkNameReader(publicDir: string): (slice: string) => string | undefined {
  const known = new Map<string, string | undefined>()
  return (slice) => {
    if (!known.has(slice)) {
      const file = join(publicDir, "slice-data", `${slice}.json`)
      known.set(slice, existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { componentChunkName?: string }).componentChunkName : undefined)
    }
    return known.get(slice)
  }
}

/**
 * Every script file of the named chunk groups, as site paths, each once, in the groups'
 * order. A name webpack does not know is an error, never a page that loads less than it needs.
 */
export function chunkGroupScripts(componentChunkNames: readonly string[], chunkGroups: ChunkGroups): string[] {
  const found = new Set<string>()
  for (const name of componentChunkNames) {
    const group = chunkGroups[name]
    if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}": the build's output no longer matches what the site runtime reads`)
    for (const asset of group.assets) {
      const file = typeof asset === "string" ? asset : asset.name
      if (file.endsWith(".js")) found.add(`/${file}`)
    }
  }
  return [...found]
}
