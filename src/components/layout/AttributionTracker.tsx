import { useEffect } from "react"
import { attributionDefaultsOf, takeEarlyAttributionState } from "../../lib/attribution/early-handoff"
import { publishAttributionState } from "../../lib/attribution/live-state"
import { withoutHash } from "../../lib/attribution/url"

/**
 * Attribution in the app (SPEC 4.4), rendered by wrapPageElement with the page's context.
 *
 * The first page's cookies are written before hydration by the early script inlined in the
 * page (src/lib/attribution/early.ts): here its state is only published for the links and
 * forms that pass campaigns on. Without it (gatsby develop, or a script that failed) the app
 * starts attribution itself. Each client-side navigation then updates attribution with the
 * new page's entry defaults, read from its page context.
 *
 * The attribution rules are their own chunk, fetched when first needed: they write cookies
 * and need nothing on screen. Updates apply in order: every call waits on the same import.
 *
 * Consent first (DESIGN 7): each page view's writes go where the visitor's consent says
 * (lib/attribution/held-store.ts: cookies with marketing allowed, held in sessionStorage until
 * they choose, memory once they declined); links and forms see the state only with marketing
 * allowed (live-state.ts).
 */
const loadAttribution = () => import("../../lib/attribution/attribution")

/** Module state, not component state: the wrapper may remount on navigation; the visit does not start again. */
let started = false
let lastLocation: string | undefined

interface TrackedLocation {
  key?: string
  pathname: string
  search: string
  hash: string
}

export function AttributionTracker({ pageContext, location }: { pageContext: unknown; location: TrackedLocation }): null {
  const locationKey = location.key ?? `${location.pathname}${location.search}${location.hash}`
  useEffect(() => {
    if (locationKey === lastLocation) return
    lastLocation = locationKey
    // The visit starts once: with the early script's state when there is one, else here.
    const early = started ? null : takeEarlyAttributionState()
    const start = !started && !early
    started = true
    // The early state is this page's unless the visitor navigated before the first effect ran
    // (a click while the first page was still hydrating): then the new page updates it.
    if (early && early.utm_last_page === withoutHash(window.location.href)) {
      publishAttributionState(early)
      return
    }
    const env = { location: window.location, document, entryDefaults: attributionDefaultsOf(pageContext) }
    loadAttribution()
      .then(({ startAttribution, updateAttribution, attributionStoreInBrowser }) => {
        const withStore = { ...env, store: attributionStoreInBrowser() }
        publishAttributionState(start ? startAttribution(withStore) : updateAttribution(withStore))
      })
      .catch((error: unknown) => console.warn("[attribution] could not start", error))
  }, [locationKey, pageContext])
  return null
}
