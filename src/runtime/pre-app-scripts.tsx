/**
 * The two inline scripts that run before the app, written into every built page by the site's
 * onRenderBody (gatsby-ssr.tsx), bundled at the start of the build by its onPreBootstrap and
 * handed to the HTML renderer as webpack constants (gatsby-node.ts; early-attribution.ts says
 * why constants):
 * - the early attribution script (early-attribution.ts) ends every page's body, called with
 *   the entry defaults from the page's own page data. `gatsby develop` renders its HTML
 *   without page data (no loadPageDataSync there, whatever the type says): the app then runs
 *   attribution itself on its first route (src/components/layout/AttributionTracker.tsx);
 * - while the site runs an experiment (the page context's `experiments`, gatsby-node.ts), the
 *   experiments' head script (experiments-head.ts) in every page's head shows the visitor's
 *   variants before the first paint. In `gatsby develop` pages show their control.
 */
import type { RenderBodyArgs } from "gatsby"
import { attributionDefaultsOf } from "../lib/attribution/early-handoff"
import { experimentsOf } from "../lib/experiments/model"
import { EARLY_ATTRIBUTION_DATA_ID, EARLY_ATTRIBUTION_ID, earlyAttributionCode, earlyAttributionData } from "./early-attribution"
import { EXPERIMENTS_DATA_ID, EXPERIMENTS_HEAD_ID, experimentsHeadCode, experimentsHeadData } from "./experiments-head"

/** Defined by webpack in the HTML renderer (classic-script.ts's preAppScriptConstants). */
declare const __EARLY_ATTRIBUTION_BUNDLE__: string | undefined
/** Defined by webpack in the HTML renderer (classic-script.ts's preAppScriptConstants). */
declare const __EXPERIMENTS_HEAD_BUNDLE__: string | undefined

type PreAppRenderArgs = Pick<RenderBodyArgs, "pathname" | "loadPageDataSync" | "setPostBodyComponents" | "setHeadComponents">

/** Puts the page's two scripts, each after its data, where they run (onRenderBody). */
export function renderPreAppScripts({ pathname, loadPageDataSync, setPostBodyComponents, setHeadComponents }: PreAppRenderArgs): void {
  if (typeof loadPageDataSync !== "function") return
  if (typeof __EARLY_ATTRIBUTION_BUNDLE__ !== "string")
    throw new Error(
      "src/runtime/pre-app-scripts.tsx: the HTML renderer has no early attribution bundle (gatsby-node.ts's onCreateWebpackConfig did not define it)",
    )
  const { result } = loadPageDataSync(pathname)
  // The page's defaults as data, then the same script on every page (allowed by its hash in the CSP).
  setPostBodyComponents([
    <script
      key={EARLY_ATTRIBUTION_DATA_ID}
      type="application/json"
      id={EARLY_ATTRIBUTION_DATA_ID}
      dangerouslySetInnerHTML={{ __html: earlyAttributionData(attributionDefaultsOf(result.pageContext)) }}
    />,
    <script key={EARLY_ATTRIBUTION_ID} id={EARLY_ATTRIBUTION_ID} dangerouslySetInnerHTML={{ __html: earlyAttributionCode(__EARLY_ATTRIBUTION_BUNDLE__) }} />,
  ])
  const experiments = experimentsOf(result.pageContext)
  if (experiments && experiments.length > 0) {
    if (typeof __EXPERIMENTS_HEAD_BUNDLE__ !== "string")
      throw new Error(
        "src/runtime/pre-app-scripts.tsx: the HTML renderer has no experiments head bundle (gatsby-node.ts's onCreateWebpackConfig did not define it)",
      )
    setHeadComponents([
      <script
        key={EXPERIMENTS_DATA_ID}
        type="application/json"
        id={EXPERIMENTS_DATA_ID}
        dangerouslySetInnerHTML={{ __html: experimentsHeadData(experiments) }}
      />,
      <script key={EXPERIMENTS_HEAD_ID} id={EXPERIMENTS_HEAD_ID} dangerouslySetInnerHTML={{ __html: experimentsHeadCode(__EXPERIMENTS_HEAD_BUNDLE__) }} />,
    ])
  }
}
