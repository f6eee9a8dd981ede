// jsdom has no window.matchMedia. `stubMatchMedia(matches)` installs one that answers each query with
// `matches(query)`; its lists never change, so their listeners are accepted and never called.

/** What window.matchMedia was before the first stub still in place; null while none is. */
let original: PropertyDescriptor | undefined | null = null

export function stubMatchMedia(matches: (query: string) => boolean): { restore: () => void } {
  if (original === null) original = Object.getOwnPropertyDescriptor(window, "matchMedia")
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  return { restore: restoreMatchMedia }
}

/** `prefers-reduced-motion: reduce` matches when `reduce`; every other query does not. */
export function stubReducedMotion(reduce: boolean): void {
  stubMatchMedia((query) => reduce && query.includes("reduce"))
}

/** Takes the stub out again (safe to call when none is in). */
export function restoreMatchMedia(): void {
  if (original === null) return
  if (original) Object.defineProperty(window, "matchMedia", original)
  else delete (window as Partial<typeof window>).matchMedia
  original = null
}
