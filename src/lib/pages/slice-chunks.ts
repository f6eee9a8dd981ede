/**
 * Webpack's split for the slices (lib/pages/slices.ts). Gatsby's own `shared` group only
 * makes a chunk of modules shared by the same set of async chunks when that set weighs
 * 20 KB; the modules the navigation and footer slices share with the page templates
 * (SmartLink, Button, the attribution of outgoing links …) are lighter, so webpack copied
 * them into each slice's chunk and the templates' one: +10 KB gzip on every page's first
 * load (DESIGN 6: ≤ 90 KB). This group puts every module a slice shares with any other
 * chunk into one chunk, whatever its size: every page with a footer loads it anyway.
 */

interface ChunkLike {
  name?: string | null
  canBeInitial: () => boolean
}

interface ModuleLike {
  type?: string
}

interface ChunkGraphLike {
  getModuleChunksIterable: (module: never) => Iterable<ChunkLike>
}

export const SLICE_CHUNK_PREFIX = "slice---"

/** Whether a module belongs in the slices' shared chunk, given the chunks it is in. */
export function sharedWithSlice(moduleType: string | undefined, chunks: Iterable<ChunkLike>): boolean {
  if (moduleType?.startsWith("css")) return false
  let inSlice = false
  let elsewhere = false
  for (const chunk of chunks) {
    if (chunk.canBeInitial()) return false
    if (chunk.name?.startsWith(SLICE_CHUNK_PREFIX)) inSlice = true
    else elsewhere = true
  }
  return inSlice && elsewhere
}

export const sliceSharedCacheGroup = {
  name: "slice-shared",
  test: (module: ModuleLike, { chunkGraph }: { chunkGraph: ChunkGraphLike }): boolean =>
    sharedWithSlice(module.type, chunkGraph.getModuleChunksIterable(module as never)),
  // Above Gatsby's `shared` (10), below `commons` (20) and the framework (40).
  priority: 15,
  enforce: true,
  reuseExistingChunk: true,
}
