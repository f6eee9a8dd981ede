import "@fontsource-variable/inter"
import "./src/styles/global.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { startAttribution, updateAttribution } from "./src/lib/attribution"
import { publishAttributionState } from "./src/lib/attribution/live-state"
import type { AttributionDefaults } from "./src/lib/pages/page-plan"
import { SiteRoot } from "./src/components/layout/SiteRoot"
import { markHydrated } from "./src/components/ui/DeferredHydration"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <SiteRoot>{element}</SiteRoot>

// After the first page's hydration, parts with deferred hydration on later pages render at once.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => markHydrated()

/**
 * Attribution runs on every route update (SPEC 4.4): the first one, on client start,
 * initialises without overwriting existing cookies; later ones (client-side navigation)
 * update. The entry's defaults come from the page's context (gatsby-node).
 */
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
  publishAttributionState(prevLocation ? updateAttribution(env) : startAttribution(env))
}
