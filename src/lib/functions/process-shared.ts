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
 * One open store (a database connection, a pool) per key for the life of the Function's
 * process: `get` opens it on first use, and every request after that gets the same one; an
 * open that fails is forgotten, so the next request tries again. `closeAll` is for tests and
 * scripts.
 */
export function processSharedStores<Store extends { close(): Promise<void> | void }, Options>(
  name: string,
  open: (key: string, options: Options) => Promise<Store>,
): { get(key: string, options: Options): Promise<Store>; closeAll(): Promise<void> } {
  const stores = processShared(name, () => new Map<string, Promise<Store>>())
  return {
    get(key, options) {
      const existing = stores.get(key)
      if (existing) return existing
      const opening = open(key, options)
      stores.set(key, opening)
      opening.catch(() => {
        if (stores.get(key) === opening) stores.delete(key)
      })
      return opening
    },
    async closeAll() {
      const open = [...stores.values()]
      stores.clear()
      const settled = await Promise.allSettled(open)
      for (const store of settled) if (store.status === "fulfilled") await store.value.close()
    },
  }
}
