import React from "react"
import type { NavigationKind } from "../../lib/pages/page-plan"
import { Navigation } from "./navigation/Navigation"
import type { LandingNavigationProps } from "./navigation/LandingNavigation"
import { Footer } from "./Footer"
import { useWebBanner, useWebBannerGlobal, WebBanner } from "./WebBanner"

interface PageShellProps {
  navigation: NavigationKind
  path: string
  children: React.ReactNode
  /** Landing pages: the landing navigation's links and utility button. */
  landing?: LandingNavigationProps
}

/**
 * The three areas of every page (SPEC 2.2): the head is each template's Head export. Pages
 * with a navigation may carry the web banner above it: it sits in normal flow, so the
 * sticky header starts 70 px lower, and --banner-offset tells anything else positioned
 * against the top of the page (0px without a banner).
 */
export function PageShell({ navigation, path, children, landing }: PageShellProps): React.JSX.Element {
  const { banner, dismiss } = useWebBanner(useWebBannerGlobal(), navigation !== "none")
  const offset = { "--banner-offset": banner ? "var(--banner-height)" : "0px" } as React.CSSProperties
  return (
    <div style={offset}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {banner ? <WebBanner banner={banner} onDismiss={dismiss} /> : null}
      <Navigation navigation={navigation} path={path} landing={landing} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {navigation === "none" ? null : <Footer />}
    </div>
  )
}
