/**
 * Keeping the visitor's choice (the banner's and the dialog's buttons; loaded with the banner,
 * not in any page's first load): the consent cookie written, the tags told with
 * `gtag('consent', 'update', …)` (the shape Google's Consent Mode reads), the page's gates
 * opened or held (browser.ts), then stored data brought in line (apply-choice.ts).
 */
import { site } from "../../config/site"
import { parentCookieDomain } from "../cookies/domain"
import { consentState, setConsentState } from "./browser"
import { consentCookieLine, consentModeSignals, recordFor } from "./choice"
import type { ConsentChoices, ConsentState } from "./record"

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

export function saveConsentChoices(choices: ConsentChoices): ConsentState {
  const previous = consentState()
  const record = recordFor(choices, previous.gpc)
  try {
    document.cookie = consentCookieLine(
      record,
      window.location,
      parentCookieDomain(window.location.hostname, [site.cookieDomain.staging, site.cookieDomain.prod]),
    )
  } catch (error) {
    console.warn("[consent] could not keep the choice in a cookie; it holds for this page", error)
  }
  const next: ConsentState = { analytics: record.analytics, marketing: record.marketing, decided: true, gpc: previous.gpc }
  try {
    const host = window as TagWindow
    const dataLayer = (host.dataLayer = host.dataLayer ?? [])
    // gtag's own shape (an `arguments` object), as the head script pushed the defaults: Consent Mode reads only that.
    const gtag =
      typeof host.gtag === "function"
        ? host.gtag
        : function (..._args: unknown[]) {
            // eslint-disable-next-line prefer-rest-params
            dataLayer.push(arguments)
          }
    gtag("consent", "update", consentModeSignals(next))
  } catch (error) {
    console.warn("[consent] could not tell the tag manager", error)
  }
  setConsentState(next)
  import("./apply-choice")
    .then(({ applyConsentChoice }) => applyConsentChoice(previous, next))
    .catch((error: unknown) => console.warn("[consent] could not apply the choice to stored data", error))
  return next
}
