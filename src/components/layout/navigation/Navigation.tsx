import React from "react"
import type { NavigationKind } from "../../../lib/pages/page-plan"
import { site } from "../../../config/site"
import { deferHydration } from "../../../runtime/deferred-hydration"
import type { LandingNavigationProps } from "./LandingNavigation"
import type { MinimalNavigationProps } from "./MinimalNavigation"
import * as styles from "./Header.module.css"

/*
 * Most pages use the default navigation, a Gatsby Slice that PageShell places (it reads CMS
 * data: lib/pages/slices.ts); the other three are chunks of their own, so the
 * code every page loads first carries only the one it shows (DESIGN 6: ≤ 90 KB). They
 * render on the server like any header; in the browser the server's header stays as it is
 * until its code arrives, fetched right after hydration (src/runtime/deferred-hydration.tsx).
 */
const variant = { className: styles.variantSlot, wake: "afterHydration" } as const
const MinimalNavigation = deferHydration<MinimalNavigationProps>(() => import("./MinimalNavigation").then((module) => module.MinimalNavigation), variant)
const LandingNavigation = deferHydration<LandingNavigationProps>(() => import("./LandingNavigation").then((module) => module.LandingNavigation), variant)
// In one chunk with the generator's notes (components/thank-you-notes/generator-parts.ts).
const ThankYouNavigation = deferHydration<Record<string, never>>(
  () => import(/* webpackChunkName: "thank-you-note-generator-parts" */ "../../thank-you-notes/generator-parts").then((module) => module.ThankYouNavigation),
  variant,
)

export interface NavigationProps {
  /** Every kind but the default one, which is a slice. */
  navigation: Exclude<NavigationKind, "default">
  /** Landing pages: their links and utility button (SPEC 2.5). */
  landing?: LandingNavigationProps
  /** The sign-up page: its navigation's featured post (SPEC 2.6). */
  signup?: Pick<MinimalNavigationProps, "featured">
}

/** The navigation a page gets by its entry's typeHandle (SPEC 2.3, decided in src/lib/pages/page-plan.ts), but the default one. */
export function Navigation({ navigation, landing, signup }: NavigationProps): React.JSX.Element | null {
  switch (navigation) {
    case "signup":
      return <MinimalNavigation action={{ label: "Log in", href: site.signInUrl }} featured={signup?.featured} />
    case "landing":
      return <LandingNavigation links={landing?.links ?? []} action={landing?.action ?? { label: "Try free", href: site.signupPath }} />
    case "thankYouNoteGenerator":
      return <ThankYouNavigation />
    case "none":
      return null
  }
}
