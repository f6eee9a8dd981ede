import React from "react"
import type { NavigationKind } from "../../../lib/pages/page-plan"
import { site } from "../../../config/site"
import { DefaultNavigation } from "./DefaultNavigation"
import { MinimalNavigation } from "./MinimalNavigation"
import { LandingNavigation, type LandingNavigationProps } from "./LandingNavigation"
import { ThankYouNavigation } from "./ThankYouNavigation"

export interface NavigationProps {
  navigation: NavigationKind
  path: string
  /** Landing pages: their links and utility button (SPEC 2.5). */
  landing?: LandingNavigationProps
}

/** The navigation a page gets by its entry's typeHandle (SPEC 2.3, decided in src/lib/pages/page-plan.ts). */
export function Navigation({ navigation, path, landing }: NavigationProps): React.JSX.Element | null {
  switch (navigation) {
    case "default":
      return <DefaultNavigation path={path} />
    case "signup":
      return <MinimalNavigation action={{ label: "Log in", href: site.signInUrl }} />
    case "landing":
      return <LandingNavigation links={landing?.links ?? []} action={landing?.action ?? { label: "Try free", href: site.signupPath }} />
    case "thankYouNoteGenerator":
      return <ThankYouNavigation />
    case "none":
      return null
  }
}
