import "./src/styles/global.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { AttributionTracker } from "./src/components/layout/AttributionTracker"
import { SiteRoot } from "./src/components/layout/SiteRoot"
import { markHydrated } from "./src/components/ui/DeferredHydration"
import { whenLoadedAndIdle } from "./src/lib/loading/idle"
import { hydrateInTransition } from "./src/lib/loading/hydrate-in-transition"

// The first hydration runs in a transition, in slices that leave the main thread free
// (no long task after the first paint; see hydrate-in-transition.ts). Gatsby still types the
// renderer as React 17's ReactDOM.render, whose return value it never reads.
type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as GatsbyRenderer

// Attribution follows client-side navigation with each page's entry defaults (the first page's is written before hydration).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <SiteRoot>
    {element}
    <AttributionTracker pageContext={props.pageContext} location={props.location} />
  </SiteRoot>
)

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
