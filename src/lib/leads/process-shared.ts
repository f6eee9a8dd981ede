/**
 * What a Function keeps for the life of its process (open database connections, the rate
 * limiter's counts). On globalThis, not in a module: `gatsby serve` (and its adapters' local
 * runtimes) drop a Function's module from require's cache and load it afresh for every
 * request, so a module-level value would be new on every request (a count that never grows,
 * a connection opened and leaked per request).
 */
export function processShared<T>(name: string, create: () => T): T {
  const key = Symbol.for(`rapport.${name}`)
  const host = globalThis as Record<symbol, unknown>
  if (!(key in host)) host[key] = create()
  return host[key] as T
}

/**
 * One open store per file for the life of the Function's process: `get` opens it on first
 * use (a failed open throws, and is retried on the next request), `closeAll` is for tests
 * and scripts.
 */
export function processSharedStores<Store extends { close(): void }>(name: string, open: (path: string) => Store): { get(path: string): Store; closeAll(): void } {
  const stores = processShared(name, () => new Map<string, Store>())
  return {
    get(path) {
      const existing = stores.get(path)
      if (existing) return existing
      const store = open(path)
      stores.set(path, store)
      return store
    },
    closeAll() {
      for (const store of stores.values()) store.close()
      stores.clear()
    },
  }
}
