import React from "react"
import { deferHydration } from "../runtime/deferred-hydration"

/*
 * The footer is at the end of every page: its server HTML is complete (links work as plain
 * links), and its code and links (config/footer.ts) load when it comes within a screen of
 * the viewport, or when a keyboard user tabs into it, so they are not part of every page's
 * first-load JavaScript (DESIGN 6).
 */
const Footer = deferHydration<object>(() => import("../components/layout/Footer").then((module) => module.Footer))

/** The footer as a Gatsby Slice (lib/pages/slices.ts): a footer edit re-renders one slice, not every page. */
export default function SiteFooterSlice(): React.JSX.Element {
  return <Footer />
}
