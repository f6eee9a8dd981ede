/**
 * Keeping a consent choice, as pure rules: the cookie value and line, and the Consent Mode
 * signals told to the tags. Apart from record.ts (the reading side every page loads first):
 * only the banner's chunk and the head script's tests need these.
 */
import { CONSENT_COOKIE, type ConsentChoices, type ConsentRecord } from "./record"

/** 180 days: a choice is asked again after six months, as European regulators recommend. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 180 * 86_400

export function serializeConsentRecord(record: ConsentRecord): string {
  return `v1.a${record.analytics ? 1 : 0}.m${record.marketing ? 1 : 0}.${Math.max(0, Math.floor(record.decidedAt))}`
}

/** Google Consent Mode v2's signals for a set of choices: analytics → analytics_storage; marketing → the three ad signals. */
export type ConsentModeValue = "granted" | "denied"
export interface ConsentModeSignals {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
}

export function consentModeSignals(choices: ConsentChoices): ConsentModeSignals {
  const value = (granted: boolean): ConsentModeValue => (granted ? "granted" : "denied")
  return {
    ad_storage: value(choices.marketing),
    ad_user_data: value(choices.marketing),
    ad_personalization: value(choices.marketing),
    analytics_storage: value(choices.analytics),
  }
}

/** The record to keep for a choice; GPC keeps marketing off in what is stored, too. */
export function recordFor(choices: ConsentChoices, gpc: boolean, now: Date = new Date()): ConsentRecord {
  return { analytics: choices.analytics, marketing: choices.marketing && !gpc, decidedAt: Math.floor(now.getTime() / 1000) }
}

/** The `document.cookie` line that keeps a record: the site's cookie attributes (DESIGN 7), the parent domain only where the host is under it. */
export function consentCookieLine(record: ConsentRecord, location: Pick<Location, "protocol">, domain: string | undefined): string {
  const parts = [`${CONSENT_COOKIE}=${serializeConsentRecord(record)}`, "path=/", `max-age=${CONSENT_COOKIE_MAX_AGE_SECONDS}`, "samesite=lax"]
  if (domain) parts.push(`domain=${domain}`)
  if (location.protocol === "https:") parts.push("secure")
  return parts.join("; ")
}
