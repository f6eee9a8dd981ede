/**
 * Short content hashes in the browser bundle's file names (README.md beside this file):
 * `app-1a2b3c4d.js`, `styles.1a2b3c4d.css`, eight hex digits where webpack writes twenty.
 * The webpack runtime that every page loads first maps every chunk to its hash (83 chunks on
 * the sample content), so the twelve digits more were 0.7 KB gzip of every first load
 * (webpack-runtime 3.4 → 2.7 KB, 2026-11-28). The length is CONTENT_HASH_LENGTH
 * (publisher/built-site.ts), which the site server also reads to cache those files as
 * immutable.
 */
import { CONTENT_HASH_LENGTH } from "../../publisher/built-site"

/** Sets the browser config's hash length; false when its output names files by something other than `[contenthash]`. */
export function shortFileHashes(config: { output?: { filename?: unknown; chunkFilename?: unknown; hashDigestLength?: number } }): boolean {
  const { output } = config
  if (!output || ![output.filename, output.chunkFilename].every((name) => typeof name === "string" && name.includes("[contenthash]"))) return false
  output.hashDigestLength = CONTENT_HASH_LENGTH
  return true
}
