/**
 * The browser build's record of what it wrote, public/webpack.stats.json (Gatsby's stats
 * extractor writes it when the browser bundle is done): which files each chunk group loads,
 * and each chunk's assets. The site runtime reads it for each page's own chunks
 * (page-chunks.ts, and the JS budget through it) and for the stylesheet names the HTML
 * renderer's hashes hold (stable-compilation-hash.ts).
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** webpack.stats.json's namedChunkGroups: every file a chunk group loads. */
export type ChunkGroups = Record<string, { assets: Array<string | { name: string }> }>

/** The parts of webpack.stats.json the site runtime reads. */
export interface WebpackStats {
  namedChunkGroups?: ChunkGroups
  assetsByChunkName?: Record<string, string[]>
  childAssetsByChunkName?: Record<string, Record<string, string[]>>
}

/** The browser build's webpack.stats.json; an error naming the file, and what needs it, when it is not there. */
export function readWebpackStats(publicDir: string, neededFor: string): WebpackStats {
  const file = join(publicDir, "webpack.stats.json")
  if (!existsSync(file)) throw new Error(`${file} is missing: ${neededFor} are read from it`)
  return JSON.parse(readFileSync(file, "utf8")) as WebpackStats
}
