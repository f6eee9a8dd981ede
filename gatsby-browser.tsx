import "./src/styles/global.css"
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { AttributionTracker } from "./src/components/layout/AttributionTracker"
import { SiteRoot } from "./src/components/layout/SiteRoot"
import { whenLoadedAndIdle } from "./src/lib/loading/idle"
import { startInOwnTask } from "./src/lib/loading/own-task"
import { markHydrated } from "./src/runtime/deferred-hydration"

// The first hydration in slices is a plugin's (plugins/gatsby-plugin-hydrate-in-transition).

// Attribution follows client-side navigation with each page's entry defaults (the first page's is written before hydration).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <SiteRoot>
    {element}
    <AttributionTracker pageContext={props.pageContext} location={props.location} />
  </SiteRoot>
)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // After the first page's hydration, parts with deferred hydration on later pages render at once (src/runtime/deferred-hydration.tsx).
  markHydrated()
  // Idle work, fetched once the page has loaded: nothing before the page is interactive needs
  // it, so it stays out of the app chunk every page loads first. Each started in a task of its
  // own (lib/loading/own-task.ts). The font cache and the layout settling, which every page
  // runs, are one chunk ("idle-work"): one request, and one chunk's overhead instead of two in
  // what a page eventually loads. `webpackExports` keeps in it only the function each one calls:
  // brand-font.ts also re-exports the head script's text, which the build inlines and no browser runs.
  whenLoadedAndIdle(() => {
    startInOwnTask(() => {
      import(/* webpackChunkName: "idle-work", webpackExports: ["cacheBrandFontWhenIdle"] */ "./src/lib/fonts/brand-font")
        .then(({ cacheBrandFontWhenIdle }) => cacheBrandFontWhenIdle())
        .catch((error: unknown) => console.warn("[fonts] could not load the font cache", error))
    })
    startInOwnTask(() => {
      import(/* webpackChunkName: "idle-work", webpackExports: ["settleLayoutWhenIdle"] */ "./src/lib/loading/settle-layout")
        .then(({ settleLayoutWhenIdle }) => settleLayoutWhenIdle())
        .catch((error: unknown) => console.warn("[layout] could not load the layout settling", error))
    })
    // The tag manager (lib/analytics/tag-manager.ts) reads the dataLayer every event already goes to, once analytics consent allows.
    // GATSBY_GTM_ID is read here, as the condition itself, not through config/site.ts: Gatsby inlines it as a literal (gatsby-config.ts
    // sets "" when unset), so without a container webpack drops the branch and the loader's chunk is not even built.
    if (process.env.GATSBY_GTM_ID)
      startInOwnTask(() => {
        import("./src/lib/analytics/tag-manager")
          .then(({ loadTagManager }) => loadTagManager(process.env.GATSBY_GTM_ID))
          .catch(() => console.warn("[analytics] no tag manager"))
      })
  })
}
