/**
 * What the browser sends to /api/demo-request, and how the Function cleans the parts the
 * schema does not cover. Shared by both sides so they agree on names and limits.
 */
import type { AttributionState } from "../../../lib/attribution/state"
import { outgoingQueryList } from "../../../lib/attribution/outgoing"
import type { DemoLead } from "./demo-schema"

export interface DemoLeadContext {
  /** The page the request was sent from. */
  currentUrl: string
  /** The promo_code of the attribution state (SPEC 3.15: websitePromoCode). */
  promoCode: string
  /** The query-parameter tracking data: tracked parameters, visitor_token and the non-empty first_* fields. */
  tracking: Record<string, string>
}

export type DemoLeadPayload = DemoLead & DemoLeadContext

export const trackingLimits = { maxKeys: 80, maxKeyLength: 64, maxValueLength: 500 } as const

/** The tracked parameters with a value (the analytics payload's tracking data). */
export function trackedParamsOf(state: AttributionState | null): Record<string, string> {
  if (!state) return {}
  return Object.fromEntries(Object.entries(state.params).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""))
}

/** Everything attribution knows that is worth keeping with a stored lead. */
export function leadTrackingOf(state: AttributionState | null): Record<string, string> {
  if (!state) return {}
  return { ...trackedParamsOf(state), ...Object.fromEntries(outgoingQueryList(state)) }
}

const KEY_PATTERN = /^[a-z0-9_]+$/i

/** Server side: keeps only short string values under plain names; anything else is dropped, not rejected. */
export function cleanTracking(input: unknown): Record<string, string> {
  if (!input || typeof input !== "object" || Array.isArray(input)) return {}
  const cleaned: Record<string, string> = {}
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (Object.keys(cleaned).length >= trackingLimits.maxKeys) break
    if (typeof value !== "string" || !KEY_PATTERN.test(key) || key.length > trackingLimits.maxKeyLength) continue
    cleaned[key] = value.slice(0, trackingLimits.maxValueLength)
  }
  return cleaned
}

/** Server side: an http(s) URL of at most 2,048 characters, else ''. */
export function cleanUrl(input: unknown): string {
  if (typeof input !== "string" || input.length > 2048) return ""
  try {
    const url = new URL(input)
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : ""
  } catch {
    return ""
  }
}

export const cleanPromoCode = (input: unknown): string => (typeof input === "string" ? input.trim().slice(0, 100) : "")
