/**
 * Attribution in the browser (SPEC 4.4), for gatsby-browser:
 * - onClientEntry:  startAttribution({ location: window.location, document, entryDefaults })
 * - onRouteUpdate:  updateAttribution({ location, document, entryDefaults }) when prevLocation is set
 * Neither throws: a failure is logged and an empty state is returned.
 */
import { browserCookieStore, type CookieStore } from "./cookies"
import { applyFirstTouchPlan, planFirstTouchOrEmpty } from "./first-touch"
import type { EntryAttributionDefaults } from "./params"
import { buildAttributionState, emptyAttributionState, planAttributionCookieWrites, type AttributionMode, type AttributionState } from "./state"

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

function runAttribution(env: AttributionEnv, mode: AttributionMode): AttributionState {
  try {
    const store = env.store ?? browserCookieStore
    const url = env.location.href
    const referrer = readReferrer(env.document)
    const cookies = store.readAll()
    const firstTouch = planFirstTouchOrEmpty({ url, referrer, now: env.now, cookies })
    const query = new URL(url).searchParams
    const state = buildAttributionState({ query, entryDefaults: env.entryDefaults, referrer, cookies, firstTouch: firstTouch.record, url })
    // Every cookie of this page view in one go, read back once (cookies.ts says why).
    const failed = applyFirstTouchPlan(firstTouch, store, planAttributionCookieWrites(state, cookies, mode, url))
    if (failed.length > 0) console.warn(`[attribution] cookies not written: ${failed.join(", ")}`)
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

export {
  applyFirstTouchPlan,
  buildFirstTouchRecord,
  ensureFirstTouch,
  firstTouchReferrer,
  firstTouchWriteError,
  planFirstTouch,
  type FirstTouchPlan,
} from "./first-touch"
export { classifySource, type SourceMedium } from "./classification"
export { attributionCookieAttributes, cookieDomainForHost, firstTouchCookieAttributes, type CookieWriteAttributes } from "./cookie-attributes"
export {
  buildAttributionState,
  emptyAttributionState,
  planAttributionCookieWrites,
  type AttributionMode,
  type AttributionState,
  type CookieWrite,
} from "./state"
export { attributionStoreFor, attributionStoreInBrowser, sessionStorageOrNull } from "./held-store"
export { outgoingQueryList, withAttribution, type QueryPair } from "./outgoing"
export { browserCookieStore, readCookie, type CookieJar, type CookieStore } from "./cookies"
export type { FirstTouchRecord } from "./first-touch-record"
export type { EntryAttributionDefaults, TrackedParam } from "./params"
