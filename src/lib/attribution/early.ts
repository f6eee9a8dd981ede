/**
 * The early attribution script (SPEC 4.4 step 1 and 2, DESIGN 6: work that must not wait for
 * hydration does not wait for it). This module is the entry of a standalone script that the
 * site (src/runtime/early-attribution.ts) bundles at build time and inlines at the
 * end of every page's body with the page's entry defaults: the first-touch record and the
 * attribution cookies are written as soon as the HTML is parsed (in a task of its own,
 * queued by the parser), before any of the site's
 * JavaScript is fetched, so a visitor who leaves at first paint is recorded, and a blocked or
 * failed bundle loses nothing.
 *
 * It runs the same rules as client-side navigation (startAttribution, tested in
 * __tests__/lib/attribution) and leaves its result for the app (early-handoff.ts), which
 * publishes it after hydration instead of running the rules a second time. Until then, the
 * sign-up, demo and sign-in links a visitor activates carry that state (early-links.ts).
 *
 * Consent first (DESIGN 7): the rules run as before, but until the visitor allows marketing
 * cookies their writes are held in this tab's sessionStorage (undecided) or kept in memory
 * (declined, Global Privacy Control) instead of written (held-store.ts), and no link carries
 * the campaign.
 */
import { leaveEarlyAttributionState } from "./early-handoff"
import { decorateAttributedLinksOnActivation } from "./early-links"
import { attributionStoreFor, sessionStorageOrNull } from "./held-store"
import { startAttribution } from "./attribution"
import type { EntryAttributionDefaults } from "./params"
import { consentInBrowser } from "../consent/record"

export function runEarlyAttribution(entryDefaults: EntryAttributionDefaults | null): void {
  try {
    const consent = consentInBrowser(process.env.GATSBY_CONSENT_DEFAULT)
    const state = startAttribution({ location: window.location, document, entryDefaults, store: attributionStoreFor(consent, sessionStorageOrNull()) })
    // Until the app takes over, sign-up, demo and sign-in links carry this state when activated (only with marketing allowed).
    leaveEarlyAttributionState(state, window, consent.marketing ? decorateAttributedLinksOnActivation(state, document) : undefined)
  } catch (error) {
    // startAttribution never throws; the hand-off could only fail on a frozen window.
    console.error("[attribution] the early script failed", error)
  }
}
