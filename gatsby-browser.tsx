import "./src/styles/global.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { publishAttributionState } from "./src/lib/attribution/live-state"
import type { AttributionDefaults } from "./src/lib/pages/page-plan"
import { SiteRoot } from "./src/components/layout/SiteRoot"
import { markHydrated } from "./src/components/ui/DeferredHydration"
import { whenLoadedAndIdle } from "./src/lib/loading/idle"
import { hydrateInTransition } from "./src/lib/loading/hydrate-in-transition"

// The first hydration runs in a transition, in slices that leave the main thread free
// (no long task after the first paint; see hydrate-in-transition.ts). Gatsby still types the
// renderer as React 17's ReactDOM.render, whose return value it never reads.
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as GatsbyRenderer

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <SiteRoot>{element}</SiteRoot>

// After the first page's hydration, parts with deferred hydration on later pages render at once.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markHydrated()
  // Idle work, fetched as chunks of their own once the page has loaded: nothing before the page
  // is interactive needs them, so they stay out of the app chunk every page loads first.
  whenLoadedAndIdle(() => {
    import("./src/lib/fonts/brand-font").then(({ cacheBrandFontWhenIdle }) => cacheBrandFontWhenIdle()).catch((error: unknown) => console.warn("[fonts] could not load the font cache", error))
    import("./src/lib/loading/settle-layout").then(({ settleLayoutWhenIdle }) => settleLayoutWhenIdle()).catch((error: unknown) => console.warn("[layout] could not load the layout settling", error))
  })
}

/**
 * Attribution runs on every route update (SPEC 4.4): the first one, on client start,
 * initialises without overwriting existing cookies; later ones (client-side navigation)
 * update. The entry's defaults come from the page's context (gatsby-node). The attribution
 * code is its own chunk, fetched on client start: it writes cookies and needs nothing on
 * screen, so it stays out of the JavaScript the first paint and hydration wait for
 * (DESIGN 6). Updates apply in order: every call waits on the same import.
 */
const loadAttribution = () => import("./src/lib/attribution")

type PageResources = { json?: { pageContext?: { attributionDefaults?: AttributionDefaults } } } | null | undefined

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = (args) => {
  const { location, prevLocation } = args
  // loadPageSync is part of every browser API's arguments, though Gatsby's types omit it.
  const loadPageSync = (args as unknown as { loadPageSync?: (path: string) => PageResources }).loadPageSync
  let entryDefaults: AttributionDefaults | null = null
  try {
    const resources = loadPageSync?.(location.pathname)
    entryDefaults = resources?.json?.pageContext?.attributionDefaults ?? null
  } catch (error) {
    console.warn("[attribution] could not read the page's defaults", error)
  }
  const env = { location: window.location, document, entryDefaults }
  loadAttribution()
    .then(({ startAttribution, updateAttribution }) => publishAttributionState(prevLocation ? updateAttribution(env) : startAttribution(env)))
    .catch((error: unknown) => console.warn("[attribution] could not start", error))
}
