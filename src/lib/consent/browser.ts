/**
 * Consent in the browser (DESIGN 7): the state in force, and what waits on it opened. Never
 * in a page's first load: it comes with the banner's chunk, woken right after hydration
 * (components/consent, SiteRoot), and starts as it loads. Until then every gate is held, which
 * costs nothing: the tag manager and Marketo wait for the page to be idle anyway, and the
 * first page's attribution is the early script's (consent-aware itself).
 *
 * - startConsent() (as this module loads in the browser) reads the state and opens the gates
 *   the visitor already allowed: the tag manager's (analytics) and marketing's (Marketo, the
 *   link-attribution script), and attribution's sharing with links and forms.
 * - setConsentState() is how a new choice takes effect on the page.
 * - openConsentPreferences() asks the site root to show the preferences dialog. The footer's
 *   "Cookie settings" and the /cookies page's button ask for it by carrying
 *   CONSENT_PREFERENCES_ATTRIBUTE, heard here by one listener on the document: the footer is
 *   in every page's first load and imports nothing for it (before this loads, "Cookie
 *   settings" is a plain link to /cookies).
 */
import { useSyncExternalStore } from "react"
import { analyticsConsent, marketingConsent } from "../analytics/consent-gate"
import { shareAttributionState } from "../attribution/live-state"
import { bannerNeeded, consentDefaultIn, consentInBrowser, type ConsentState } from "./record"
import { CONSENT_DECIDED_ATTRIBUTE } from "./head-script-attribute"

/** Before startConsent (the server render, the first client render): nothing allowed, nothing decided. */
const serverState: ConsentState = { analytics: false, marketing: false, decided: false, gpc: false }
let state: ConsentState = serverState
let preferencesOpen = false
const listeners = new Set<() => void>()
const emit = (): void => {
  for (const listener of listeners) listener()
}

function openGates(next: ConsentState): void {
  if (next.analytics) analyticsConsent.grant()
  else analyticsConsent.hold()
  if (next.marketing) marketingConsent.grant()
  else marketingConsent.hold()
  shareAttributionState(next.marketing)
}

/** Reads the consent in force and opens what it allows; once, as the app starts. */
export function startConsent(): ConsentState {
  state = consentInBrowser(process.env.GATSBY_CONSENT_DEFAULT)
  openGates(state)
  emit()
  return state
}

export const consentState = (): ConsentState => state

/** Whether the banner asks (nothing chosen, opt-in default). */
export const consentBannerNeeded = (current: ConsentState = state): boolean => bannerNeeded(current, consentDefaultIn(process.env.GATSBY_CONSENT_DEFAULT))

/** A choice just made (save-choice.ts): the banner goes, the gates open or close. */
export function setConsentState(next: ConsentState): void {
  state = next
  if (next.decided) document.documentElement.setAttribute(CONSENT_DECIDED_ATTRIBUTE, "")
  openGates(next)
  emit()
}

export function openConsentPreferences(): void {
  preferencesOpen = true
  emit()
}

export function closeConsentPreferences(): void {
  preferencesOpen = false
  emit()
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The consent state for components; the server and the first client render see nothing decided. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, consentState, () => serverState)
}

export function useConsentPreferencesOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => preferencesOpen,
    () => false,
  )
}

/** The attribute that makes a link or button open the preferences dialog (written literally in Footer.tsx and CookieDeclaration.tsx; a test holds them to it). */
export const CONSENT_PREFERENCES_ATTRIBUTE = "data-consent-preferences"

// Starts as it loads, and opens the dialog for any control that asks for it.
if (typeof document !== "undefined") {
  startConsent()
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${CONSENT_PREFERENCES_ATTRIBUTE}]`) : null
    if (!target) return
    event.preventDefault()
    openConsentPreferences()
  })
}
