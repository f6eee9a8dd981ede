import React from "react"
import { Slice } from "gatsby"
import type { NavigationKind } from "../../lib/pages/page-plan"
import { navigationCurrentPath } from "../../lib/navigation/nav-current"
import { Navigation } from "./navigation/Navigation"
import type { LandingNavigationProps } from "./navigation/LandingNavigation"
import type { NavigationProps } from "./navigation/Navigation"
import { deferHydration } from "../../runtime/deferred-hydration"
import { isBannerActive } from "../../lib/banner/status"
import type { WebBannerGlobal } from "../../lib/banner/view"
import { useSiteGlobals } from "./site-globals"

// The consent banner is in every page's server HTML; its code, the consent state (which opens
// the gates the tag manager and Marketo wait at) and the marketing scripts that wait for a yes
// are a chunk of its own woken right after hydration, the dialog's a chunk fetched on first
// use: next to nothing in any page's first-load JavaScript (DESIGN 6).
const ConsentControls = deferHydration<object>(() => import("../consent/ConsentControls").then((module) => module.ConsentControls), { wake: "afterHydration" })
// The web banner likewise, and only while the CMS has it on: its server HTML is whole (its text
// is a plain link), its close button wakes it at once and is carried over, and a banner closed
// earlier in the session is hidden before the first paint by a head script (lib/banner/head-script.ts).
const SiteWebBanner = deferHydration<{ global: WebBannerGlobal }>(() => import("./WebBanner").then((module) => module.SiteWebBanner), {
  wake: "afterHydration",
})

interface PageShellProps {
  navigation: NavigationKind
  path: string
  children: React.ReactNode
  /** Landing pages: the landing navigation's links and utility button. */
  landing?: LandingNavigationProps
  /** The sign-up page: its navigation's featured post. */
  signup?: NavigationProps["signup"]
}

/** The id of every page's <main>: the skip link's target, and what the first paint waits for (gatsby-ssr.tsx). */
export const MAIN_CONTENT_ID = "main"

/**
 * The three areas of every page (SPEC 2.2): the head is each template's Head export. Pages
 * with a navigation may carry the web banner above it: it sits in normal flow, so the
 * sticky header starts 70 px lower and moves back up when it is dismissed (measured in a
 * browser by e2e/web-banner-on.all.spec.ts).
 *
 * The default navigation and the footer are Gatsby Slices (lib/pages/slices.ts), rendered
 * once and stitched into each page: a new blog post re-renders them, not every page.
 * Gatsby reads a slice's alias from the source at build time, so the aliases are literals
 * here (a test holds them to lib/pages/slices.ts, which gatsby-node creates them from).
 */
export function PageShell({ navigation, path, children, landing, signup }: PageShellProps): React.JSX.Element {
  const banner = useSiteGlobals().webBanner
  return (
    <div>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {/* Right after the skip link, which stays the page's first link (a new visitor's first Tab
          reaches it, and axe knows it for a skip link), and before the header: the banner is a
          fixed sheet at the bottom of the window, but next in the order a keyboard or a screen
          reader meets the page, so the choice is one Tab away (issue 32). */}
      <ConsentControls />
      {navigation !== "none" && banner && isBannerActive(banner.webBannerStatus) ? <SiteWebBanner global={banner} /> : null}
      {navigation === "default" ? (
        <Slice alias="site-navigation" current={navigationCurrentPath(path)} />
      ) : (
        <Navigation navigation={navigation} landing={landing} signup={signup} />
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      {navigation === "none" ? null : <Slice alias="site-footer" />}
    </div>
  )
}
