/**
 * A visitor who has made a consent choice, for component tests (jsdom): the consent cookie as
 * the banner writes it, then the app's start (lib/consent/browser.ts), which opens the gates.
 */
import { startConsent } from "../../src/lib/consent/browser"
import { CONSENT_COOKIE, type ConsentChoices } from "../../src/lib/consent/record"
import { serializeConsentRecord } from "../../src/lib/consent/choice"

export function consentTo(choices: ConsentChoices): void {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsentRecord({ ...choices, decidedAt: 1_764_000_000 })}; path=/`
  startConsent()
}
