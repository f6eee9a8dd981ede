/**
 * Whether the visitor asks for reduced motion, read at the moment it matters (a player
 * mounting after a click). The video chunk reads it here rather than through
 * hooks/usePrefersReducedMotion, which other lazy chunks share: a module shared with only
 * some of the chunks that load the video chunk makes webpack emit the chunk twice (one per
 * set of parents), and every chunk is an entry in the runtime that every page loads first.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
}
