/**
 * Attribution in the browser (SPEC 4.4), for gatsby-browser:
 * - onClientEntry:  startAttribution({ location: window.location, document, entryDefaults })
 * - onRouteUpdate:  updateAttribution({ location, document, entryDefaults }) when prevLocation is set
 * Neither throws: a failure is logged and an empty state is returned.
 */
import { browserCookieStore, type CookieStore } from "./cookies"
import { ensureFirstTouch } from "./first-touch"
import type { EntryAttributionDefaults } from "./params"
import {
  buildAttributionState,
  emptyAttributionState,
  planAttributionCookieWrites,
  type AttributionMode,
  type AttributionState,
  type CookieWrite,
} from "./state"

export interface AttributionEnv {
  location: Pick<Location, "href">
  document: Pick<Document, "referrer">
  entryDefaults?: EntryAttributionDefaults | null
  now?: Date
  store?: CookieStore
}

function readReferrer(document: Pick<Document, "referrer">): string {
  try {
    return document.referrer ?? ""
  } catch (error) {
    console.warn("[attribution] could not read the referrer", error)
    return ""
  }
}

/** Applies planned writes; returns the names that could not be written. */
export function applyCookieWrites(writes: readonly CookieWrite[], store: CookieStore = browserCookieStore): string[] {
  const failed: string[] = []
  for (const write of writes) {
    let written = false
    try {
      written = store.write(write.name, write.value, write.attributes)
    } catch (error) {
      console.warn(`[attribution] could not write cookie ${write.name}`, error)
    }
    if (!written) failed.push(write.name)
  }
  if (failed.length > 0) console.warn(`[attribution] cookies not written: ${failed.join(", ")}`)
  return failed
}

function runAttribution(env: AttributionEnv, mode: AttributionMode): AttributionState {
  try {
    const store = env.store ?? browserCookieStore
    const url = env.location.href
    const referrer = readReferrer(env.document)
    const cookies = store.readAll()
    const firstTouch = ensureFirstTouch({ url, referrer, now: env.now, cookies, store })
    const query = new URL(url).searchParams
    const state = buildAttributionState({ query, entryDefaults: env.entryDefaults, referrer, cookies, firstTouch, url })
    applyCookieWrites(planAttributionCookieWrites(state, cookies, mode, url), store)
    return state
  } catch (error) {
    console.error(`[attribution] ${mode === "init" ? "start" : "update"} failed`, error)
    return emptyAttributionState()
  }
}

/** Page load: ensure the first-touch record, then initialise the state without overwriting cookies. */
export function startAttribution(env: AttributionEnv): AttributionState {
  return runAttribution(env, "init")
}

/** Route change: the same, but the query and entry defaults overwrite existing cookies (not dub_*). */
export function updateAttribution(env: AttributionEnv): AttributionState {
  return runAttribution(env, "update")
}

export { buildFirstTouchRecord, ensureFirstTouch, firstTouchReferrer, firstTouchWriteError } from "./first-touch"
export { classifySource, type SourceMedium } from "./classification"
export {
  attributionCookieAttributes,
  cookieDomainForHost,
  firstTouchCookieAttributes,
  type CookieWriteAttributes,
} from "./cookie-attributes"
export {
  buildAttributionState,
  emptyAttributionState,
  planAttributionCookieWrites,
  type AttributionMode,
  type AttributionState,
  type CookieWrite,
} from "./state"
export { outgoingQueryList, withAttribution, type QueryPair } from "./outgoing"
export { browserCookieStore, readCookie, type CookieJar, type CookieStore } from "./cookies"
export type { FirstTouchRecord } from "./first-touch-record"
export type { EntryAttributionDefaults, TrackedParam } from "./params"
