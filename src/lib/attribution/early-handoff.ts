/**
 * Between the early attribution script (early.ts, inlined in every built page) and the app:
 * the early script leaves the state it computed on `window`, and the app takes it once, on
 * its first route, to publish it for the links and forms that pass campaigns on. No hand-off
 * (gatsby develop, whose HTML has no page data to inline, or a script that failed) means the
 * app runs the same rules itself.
 *
 * Also the one reader of a page's attribution defaults from Gatsby's page context, which
 * both the build (the inlined script's argument) and the app (client-side navigation) use:
 * page context is untyped where Gatsby hands it over, so the fields are checked, not cast.
 */
import type { EntryAttributionDefaults } from "./params"
import { entryDefaultFieldByParam } from "./params"
import type { AttributionState } from "./state"

const HANDOFF_KEY = "__rapportEarlyAttribution"
const STOP_LINKS_KEY = "__rapportEarlyAttributionLinks"

type HandoffWindow = Window & { [HANDOFF_KEY]?: AttributionState; [STOP_LINKS_KEY]?: () => void }

/** The early script's part: its state, and how to stop the link decoration it started (early-links.ts). */
export function leaveEarlyAttributionState(state: AttributionState, target: Window = window, stopDecoratingLinks?: () => void): void {
  const handoff = target as HandoffWindow
  handoff[HANDOFF_KEY] = state
  if (stopDecoratingLinks) handoff[STOP_LINKS_KEY] = stopDecoratingLinks
}

/** The early script's state, once: a later call (or a page without the script) gets null. The early link decoration stops here. */
export function takeEarlyAttributionState(target: Window = window): AttributionState | null {
  const handoff = target as HandoffWindow
  const state = handoff[HANDOFF_KEY] ?? null
  delete handoff[HANDOFF_KEY]
  handoff[STOP_LINKS_KEY]?.()
  delete handoff[STOP_LINKS_KEY]
  return state
}

const defaultFields = Object.values(entryDefaultFieldByParam)

/** The entry's attribution defaults in a page context (gatsby-node's `attributionDefaults`); null when there are none. */
export function attributionDefaultsOf(pageContext: unknown): EntryAttributionDefaults | null {
  if (typeof pageContext !== "object" || pageContext === null || !("attributionDefaults" in pageContext)) return null
  const defaults: unknown = pageContext.attributionDefaults
  if (typeof defaults !== "object" || defaults === null) return null
  const valid: EntryAttributionDefaults = {}
  for (const field of defaultFields) {
    const value: unknown = (defaults as Record<string, unknown>)[field]
    if (typeof value === "string" && value !== "") valid[field] = value
  }
  return Object.keys(valid).length > 0 ? valid : null
}
