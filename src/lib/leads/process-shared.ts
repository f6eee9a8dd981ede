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
