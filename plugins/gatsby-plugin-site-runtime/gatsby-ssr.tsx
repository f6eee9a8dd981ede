import React from "react"
import type { GatsbySSR } from "gatsby"
import { attributionDefaultsOf } from "../../src/lib/attribution/early-handoff"
import { EARLY_ATTRIBUTION_ID, earlyAttributionCode, readEarlyAttributionBundle } from "./early-attribution"

/**
 * Every built page ends its body with the early attribution script (early-attribution.ts),
 * called with the entry defaults from the page's own page data. `gatsby develop` renders its
 * HTML without page data (no loadPageDataSync there, whatever the type says): the app then
 * runs attribution itself on its first route (src/components/layout/AttributionTracker.tsx).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setPostBodyComponents }) => {
  if (typeof loadPageDataSync !== "function") return
  const { result } = loadPageDataSync(pathname)
  const code = earlyAttributionCode(readEarlyAttributionBundle(), attributionDefaultsOf(result.pageContext))
  setPostBodyComponents([<script key={EARLY_ATTRIBUTION_ID} id={EARLY_ATTRIBUTION_ID} dangerouslySetInnerHTML={{ __html: code }} />])
}
