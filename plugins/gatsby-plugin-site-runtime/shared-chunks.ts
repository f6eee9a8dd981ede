/**
 * Lazy chunks split by what uses them (README.md beside this file). Gatsby's `shared`
 * splitChunks cache group names a split chunk by hashing the names of the chunks whose modules
 * it holds, so that each combination of templates gets its own shared chunk. Lazy chunks
 * (React.lazy, import()) have no name, so every module that two lazy chunks share, anywhere
 * in the site, hashed to the same name and landed in one chunk: Formik (the demo form) beside
 * Swiper (the carousels), 43 KB gzip that opening the demo form or waking a carousel both
 * fetched. Without a name (webpack's `name: false`), splitChunks makes one chunk per
 * combination of chunks that share modules, which is what the group means to do, and names
 * it by id and content hash as it names every other chunk.
 */

interface SplitChunksConfig {
  cacheGroups?: Record<string, unknown>
}

/**
 * Lets webpack split Gatsby's `shared` cache group by the chunks that use it; false when the
 * config has no such group (Gatsby changed how it splits chunks, so this no longer applies).
 */
export function splitSharedChunksByUse(optimization: { splitChunks?: unknown } | undefined): boolean {
  const splitChunks = optimization?.splitChunks as SplitChunksConfig | false | undefined
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined
  if (typeof shared !== "object" || shared === null || typeof (shared as { name?: unknown }).name !== "function") return false
  ;(shared as { name: unknown }).name = false
  return true
}
