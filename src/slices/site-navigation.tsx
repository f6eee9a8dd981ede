import React from "react"
import { graphql, type SliceComponentProps } from "gatsby"
import { deferHydration } from "../runtime/deferred-hydration"
import * as styles from "../components/layout/navigation/Header.module.css"
import type { NavigationPosts } from "../components/layout/navigation/useNavigationData"
import type { NavigationSliceContext } from "../lib/pages/slices"

/*
 * The default navigation's server HTML is complete (every link works as a plain link, the
 * visitor's buttons are chosen before the first paint by the early script), so its code is
 * not part of every page's first-load JavaScript (DESIGN 6): it is fetched right after
 * hydration, like the other navigation variants (Navigation.tsx). A press on a menu button
 * before then wakes it at once and is carried over (src/runtime/deferred-hydration.tsx).
 */
const DefaultNavigation = deferHydration<{ path: string; posts: NavigationPosts }>(
  () => import("../components/layout/navigation/DefaultNavigation").then((module) => module.DefaultNavigation),
  { className: styles.variantSlot, wake: "afterHydration" },
)

/**
 * The default navigation as a Gatsby Slice (lib/pages/slices.ts): its queries (settings, G2
 * rating and industry quotes in its static query, the featured and newest posts here) belong
 * to this slice alone, so a new post re-renders the slice, not every page that shows the
 * navigation.
 */
export default function SiteNavigationSlice({
  current,
  data,
}: SliceComponentProps<NavigationPosts, NavigationSliceContext, { current: string }>): React.JSX.Element {
  return <DefaultNavigation path={current} posts={data} />
}

// Read by id, so the slice depends on these posts alone (lib/pages/listed-entries.ts says why).
export const query = graphql`
  query SiteNavigationPosts($featuredPostIds: [String!]!, $latestPostIds: [String!]!) {
    featured: cmsEntriesById(ids: $featuredPostIds) {
      ... on CmsBlogBlogEntry {
        id
        title
        path
        seoDescription
        featuredImage {
          ...CmsImageCard
        }
      }
    }
    latest: cmsEntriesById(ids: $latestPostIds) {
      ...BlogCardFields
    }
  }
`
