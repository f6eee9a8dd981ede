/**
 * Attribution before the visitor has said yes to marketing cookies (DESIGN 7; docs/consent.md).
 * SPEC 4.4 writes the first-touch record and the campaign cookies on page load;
 * with consent first, the same rules run on page load, against a store that keeps the writes
 * instead of making them:
 *
 * - undecided: `heldCookieStore`, in this tab's sessionStorage, so the next pages of the visit
 *   read what the first one would have written (the first touch stays the landing page), and
 *   a yes later in the visit writes it all at once (`releaseHeldAttribution`);
 * - declined (or Global Privacy Control): `memoryCookieStore`, nothing kept beyond the page;
 * - allowed: the browser's cookies, as before.
 *
 * Nothing here throws: storage that is blocked or full falls back to memory.
 */
import { consentInBrowser, type ConsentState } from "../consent/record"
import { browserCookieStore, type CookieStore, type CookieWrite } from "./cookies"

/** The sessionStorage key of the held writes (declared on /cookies, lib/cookies/cookie-declaration.ts). */
export const HELD_ATTRIBUTION_KEY = "rapport_attribution_held"

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">

function isCookieWrite(value: unknown): value is CookieWrite {
  if (typeof value !== "object" || value === null) return false
  const write = value as Record<string, unknown>
  const attributes = write.attributes as Record<string, unknown> | null
  return (
    typeof write.name === "string" &&
    typeof write.value === "string" &&
    typeof attributes === "object" &&
    attributes !== null &&
    typeof attributes.maxAgeSeconds === "number"
  )
}

/** The held writes, last write of a name winning; [] for none or anything unreadable. */
export function readHeldWrites(storage: StorageLike | null): CookieWrite[] {
  try {
    const raw = storage?.getItem(HELD_ATTRIBUTION_KEY)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isCookieWrite) : []
  } catch {
    return []
  }
}

const overlay = (jar: Record<string, string>, writes: readonly CookieWrite[]): Record<string, string> => {
  const merged = { ...jar }
  for (const write of writes) merged[write.name] = write.value
  return merged
}

const mergeWrites = (held: readonly CookieWrite[], writes: readonly CookieWrite[]): CookieWrite[] => {
  const byName = new Map(held.map((write) => [write.name, write]))
  for (const write of writes) byName.set(write.name, write)
  return [...byName.values()]
}

/** Writes kept in memory only (declined): the page's rules see them, nothing outlives the page. */
export function memoryCookieStore(real: CookieStore = browserCookieStore): CookieStore & { writes(): CookieWrite[] } {
  let writes: CookieWrite[] = []
  return {
    readAll: () => overlay({ ...real.readAll() }, writes),
    writeAll: (next) => {
      writes = mergeWrites(writes, next)
      return []
    },
    remove: (name, attributes) => {
      writes = writes.filter((write) => write.name !== name)
      return real.remove(name, attributes)
    },
    writes: () => writes,
  }
}

/** Writes held in sessionStorage until the visitor chooses; reads see the real cookies with the held writes over them. */
export function heldCookieStore(storage: StorageLike | null, real: CookieStore = browserCookieStore): CookieStore {
  if (!storage) return memoryCookieStore(real)
  return {
    readAll: () => overlay({ ...real.readAll() }, readHeldWrites(storage)),
    writeAll: (writes) => {
      try {
        storage.setItem(HELD_ATTRIBUTION_KEY, JSON.stringify(mergeWrites(readHeldWrites(storage), writes)))
        return []
      } catch (error) {
        console.warn("[attribution] could not hold the campaign details until consent", error)
        return writes.map((write) => write.name)
      }
    },
    remove: (name, attributes) => {
      try {
        const held = readHeldWrites(storage)
        if (held.some((write) => write.name === name)) storage.setItem(HELD_ATTRIBUTION_KEY, JSON.stringify(held.filter((write) => write.name !== name)))
      } catch {
        // Blocked storage: nothing was held.
      }
      return real.remove(name, attributes)
    },
  }
}

/** This tab's sessionStorage, or null where it is blocked. */
export function sessionStorageOrNull(target: { sessionStorage?: Storage } = typeof window === "undefined" ? {} : window): StorageLike | null {
  try {
    return target.sessionStorage ?? null
  } catch {
    return null
  }
}

/** The store attribution writes to under a consent state. */
export function attributionStoreFor(
  consent: Pick<ConsentState, "marketing" | "decided">,
  storage: StorageLike | null,
  real: CookieStore = browserCookieStore,
): CookieStore {
  if (consent.marketing) return real
  return consent.decided ? memoryCookieStore(real) : heldCookieStore(storage, real)
}

/** The store for this browser's consent now (the consent cookie, Global Privacy Control, GATSBY_CONSENT_DEFAULT). */
export const attributionStoreInBrowser = (): CookieStore => attributionStoreFor(consentInBrowser(process.env.GATSBY_CONSENT_DEFAULT), sessionStorageOrNull())

/**
 * Marketing allowed: the held writes become cookies, at once and in one batch, and the hold
 * is emptied. Returns the names written; a cookie the browser refused is logged.
 */
export function releaseHeldAttribution(storage: StorageLike | null, real: CookieStore = browserCookieStore): string[] {
  const held = readHeldWrites(storage)
  discardHeldAttribution(storage)
  if (held.length === 0) return []
  const failed = real.writeAll(held)
  if (failed.length > 0) console.warn(`[attribution] cookies not written on consent: ${failed.join(", ")}`)
  return held.map((write) => write.name).filter((name) => !failed.includes(name))
}

/** Declined: whatever was held is forgotten. */
export function discardHeldAttribution(storage: StorageLike | null): void {
  try {
    storage?.removeItem(HELD_ATTRIBUTION_KEY)
  } catch {
    // Blocked storage held nothing.
  }
}
