/**
 * Google Tag Manager, which reads the events the site already pushes to `window.dataLayer`
 * (track.ts) and sends them on to the analytics provider (SPEC 7.4). Loaded with the
 * semantics of Google's standard snippet (a `gtm.js` event with `gtm.start`, then the
 * container script, async), but only when a container is configured (GATSBY_GTM_ID), after
 * the page is idle (gatsby-browser: DESIGN 6, third parties spend nothing before LCP), and
 * once the analytics consent gate is open (consent-gate.ts). This module is its own chunk:
 * without a container it is never fetched.
 */
import { analyticsConsent, type ConsentGate } from "./consent-gate"
import { TAG_MANAGER_ID } from "./tag-manager-id"

export const TAG_MANAGER_SCRIPT_ID = "rapport-tag-manager"

/** The container script's URL. */
export function tagManagerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
}

export interface TagManagerOptions {
  gate?: ConsentGate
  target?: Window
}

/**
 * Waits at the consent gate, then starts the container: resolves true when this call added
 * the script, false when there is no valid container, it is already on the page, or the
 * dataLayer cannot take the start event. Never throws: analytics must not break the page.
 */
export async function loadTagManager(containerId: string | undefined, { gate = analyticsConsent, target = window }: TagManagerOptions = {}): Promise<boolean> {
  if (!containerId) return false
  if (!TAG_MANAGER_ID.test(containerId)) {
    console.error(`[analytics] "${containerId}" is not a Tag Manager container id; the tag manager is not loaded`)
    return false
  }
  await gate.whenGranted()
  try {
    const document = target.document
    if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return false
    const host = target as unknown as { dataLayer?: unknown }
    if (host.dataLayer === undefined || host.dataLayer === null) host.dataLayer = []
    const dataLayer = host.dataLayer as { push?: unknown }
    if (typeof dataLayer.push !== "function") {
      console.error("[analytics] window.dataLayer cannot take events; the tag manager is not loaded")
      return false
    }
    ;(dataLayer.push as (entry: unknown) => unknown).call(dataLayer, { "gtm.start": Date.now(), event: "gtm.js" })
    const script = document.createElement("script")
    script.id = TAG_MANAGER_SCRIPT_ID
    script.async = true
    script.src = tagManagerScriptUrl(containerId)
    script.addEventListener("error", () => console.warn("[analytics] the tag manager's script did not load (blocked or offline)"))
    document.head.appendChild(script)
    return true
  } catch (error) {
    console.error("[analytics] the tag manager could not start", error)
    return false
  }
}
