import React from "react"
import type { NavigationKind } from "../../lib/pages/page-plan"
import { site } from "../../config/site"
import { DefaultNavigation } from "./navigation/DefaultNavigation"
import { MinimalNavigation } from "./navigation/MinimalNavigation"
import { Footer } from "./Footer"

interface PageShellProps {
  navigation: NavigationKind
  path: string
  children: React.ReactNode
  /** Landing pages: the utility button of the landing navigation. */
  landingAction?: { label: string; href: string }
}

function Navigation({ navigation, path, landingAction }: Omit<PageShellProps, "children">): React.JSX.Element | null {
  switch (navigation) {
    case "default":
      return <DefaultNavigation path={path} />
    case "signup":
      return <MinimalNavigation action={{ label: "Log in", href: site.signInUrl }} />
    case "landing":
      return <MinimalNavigation action={landingAction ?? { label: "Try free", href: site.signupPath }} />
    case "thankYouNoteGenerator":
      return <MinimalNavigation />
    case "none":
      return null
  }
}

/** The three areas of every page (SPEC 2.2): the head is each template's Head export. */
export function PageShell({ navigation, path, children, landingAction }: PageShellProps): React.JSX.Element {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Navigation navigation={navigation} path={path} landingAction={landingAction} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {navigation === "none" ? null : <Footer />}
    </>
  )
}
