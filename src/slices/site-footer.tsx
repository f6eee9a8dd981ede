import React from "react"
import { Footer } from "../components/layout/Footer"

/** The footer as a Gatsby Slice (lib/pages/slices.ts): a footer edit re-renders one slice, not every page. */
export default function SiteFooterSlice(): React.JSX.Element {
  return <Footer />
}
