/**
 * What a consent choice does to what the site has stored (a chunk of its own, loaded on the
 * first choice: nothing on a page's first load needs it).
 *
 * - Marketing allowed: the attribution held since the visit began (lib/attribution/held-store.ts)
 *   is written to the cookies at once, the first touch being the page the visit began on. A
 *   visitor who declined earlier has nothing held: attribution starts from this page.
 * - Marketing declined: the held attribution is dropped; if it had been allowed, the marketing
 *   cookies the site wrote are removed.
 * - Analytics declined after it had been allowed: the experiments cookie is removed.
 *
 * The names come from the one table of cookies (lib/cookies/cookie-declaration.ts).
 */
import { site } from "../../config/site"
import { startAttribution } from "../attribution/attribution"
import { browserCookieStore, removeCookie } from "../attribution/cookies"
import { discardHeldAttribution, readHeldWrites, releaseHeldAttribution, sessionStorageOrNull } from "../attribution/held-store"
import { publishAttributionState } from "../attribution/live-state"
import { cookieDeclaration } from "../cookies/cookie-declaration"
import { parentCookieDomain } from "../cookies/domain"
import type { ConsentClass, ConsentState } from "./record"

/** Cookies this site itself writes in a class (not those it only reads: another service owns them). */
export function siteCookiesOf(consentClass: ConsentClass): string[] {
  return cookieDeclaration()
    .filter((group) => group.id === "set-by-site")
    .flatMap((group) => group.items)
    .filter((item) => item.storage === "cookie" && item.consentClass === consentClass)
    .flatMap((item) => item.names)
}

function removeSiteCookies(consentClass: ConsentClass): void {
  const jar = browserCookieStore.readAll()
  const domain = parentCookieDomain(window.location.hostname, [site.cookieDomain.staging, site.cookieDomain.prod])
  for (const name of siteCookiesOf(consentClass)) {
    if (!(name in jar)) continue
    removeCookie(name, { path: "/" })
    if (domain) removeCookie(name, { path: "/", domain })
  }
}

export function applyConsentChoice(previous: ConsentState, next: ConsentState): void {
  const storage = sessionStorageOrNull()
  if (next.marketing && !previous.marketing) {
    if (readHeldWrites(storage).length > 0) releaseHeldAttribution(storage)
    else publishAttributionState(startAttribution({ location: window.location, document }))
  }
  if (!next.marketing) {
    discardHeldAttribution(storage)
    if (previous.marketing) removeSiteCookies("marketing")
  }
  if (!next.analytics && previous.analytics) removeSiteCookies("analytics")
}
