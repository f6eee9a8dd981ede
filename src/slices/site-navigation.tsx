import React from "react"
import type { SliceComponentProps } from "gatsby"
import { DefaultNavigation } from "../components/layout/navigation/DefaultNavigation"

/**
 * The default navigation as a Gatsby Slice (lib/pages/slices.ts): its static query (settings,
 * G2 rating, featured and newest posts, industry quotes) belongs to this slice alone, so a
 * new post re-renders the slice, not every page that shows the navigation.
 */
export default function SiteNavigationSlice({ current }: SliceComponentProps<object, object, { current: string }>): React.JSX.Element {
  return <DefaultNavigation path={current} />
}
