import React from "react"
import type { GatsbySSR } from "gatsby"
import { attributionDefaultsOf } from "../../src/lib/attribution/early-handoff"
import { experimentsOf } from "../../src/lib/experiments/model"
import { EARLY_ATTRIBUTION_DATA_ID, EARLY_ATTRIBUTION_ID, earlyAttributionCode, earlyAttributionData } from "./early-attribution"
import { EXPERIMENTS_DATA_ID, EXPERIMENTS_HEAD_ID, experimentsHeadCode, experimentsHeadData } from "./experiments-head"
import { linkGlobalStylesheet } from "./stylesheet-link"

/**
 * Every built page ends its body with the early attribution script (early-attribution.ts),
 * called with the entry defaults from the page's own page data. `gatsby develop` renders its
 * HTML without page data (no loadPageDataSync there, whatever the type says): the app then
 * runs attribution itself on its first route (src/components/layout/AttributionTracker.tsx).
 */
/** Defined by webpack in the HTML renderer (gatsby-node.ts, EARLY_ATTRIBUTION_CONSTANT). */
declare const __EARLY_ATTRIBUTION_BUNDLE__: string | undefined
/** Defined by webpack in the HTML renderer (gatsby-node.ts, EXPERIMENTS_HEAD_CONSTANT). */
declare const __EXPERIMENTS_HEAD_BUNDLE__: string | undefined

/**
 * While the site runs an experiment (the page context's `experiments`, gatsby-node), every
 * built page's head also has the experiments' head script (experiments-head.ts), which shows
 * the visitor's variants before the first paint. In `gatsby develop` pages show their control.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setPostBodyComponents, setHeadComponents }) => {
  if (typeof loadPageDataSync !== "function") return
  if (typeof __EARLY_ATTRIBUTION_BUNDLE__ !== "string") throw new Error("gatsby-plugin-site-runtime: the HTML renderer has no early attribution bundle (onCreateWebpackConfig did not define it)")
  const { result } = loadPageDataSync(pathname)
  // The page's defaults as data, then the same script on every page (allowed by its hash in the CSP).
  setPostBodyComponents([
    <script key={EARLY_ATTRIBUTION_DATA_ID} type="application/json" id={EARLY_ATTRIBUTION_DATA_ID} dangerouslySetInnerHTML={{ __html: earlyAttributionData(attributionDefaultsOf(result.pageContext)) }} />,
    <script key={EARLY_ATTRIBUTION_ID} id={EARLY_ATTRIBUTION_ID} dangerouslySetInnerHTML={{ __html: earlyAttributionCode(__EARLY_ATTRIBUTION_BUNDLE__) }} />,
  ])
  const experiments = experimentsOf(result.pageContext)
  if (experiments && experiments.length > 0) {
    if (typeof __EXPERIMENTS_HEAD_BUNDLE__ !== "string") throw new Error("gatsby-plugin-site-runtime: the HTML renderer has no experiments head bundle (onCreateWebpackConfig did not define it)")
    setHeadComponents([
      <script key={EXPERIMENTS_DATA_ID} type="application/json" id={EXPERIMENTS_DATA_ID} dangerouslySetInnerHTML={{ __html: experimentsHeadData(experiments) }} />,
      <script key={EXPERIMENTS_HEAD_ID} id={EXPERIMENTS_HEAD_ID} dangerouslySetInnerHTML={{ __html: experimentsHeadCode(__EXPERIMENTS_HEAD_BUNDLE__) }} />,
    ])
  }
}

/**
 * Production pages link the site's stylesheet instead of inlining it (stylesheet-link.tsx).
 * A page whose head no longer has exactly one inline global stylesheet stops the build: Gatsby's
 * output has changed shape and the swap must be revisited. `gatsby develop` injects its styles
 * from JavaScript and is left alone.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  if (process.env.NODE_ENV !== "production") return
  const { head, linked } = linkGlobalStylesheet(getHeadComponents())
  if (linked !== 1) throw new Error(`gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): ${pathname} has ${linked} inline global stylesheets where Gatsby inlines one; its output no longer looks as the stylesheet link expects`)
  replaceHeadComponents(head)
}
