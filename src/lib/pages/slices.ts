import type { NewestPosts } from "./page-plan"
import { MENU_SLIDES } from "../navigation/resource-slides"

/**
 * The site's Gatsby Slices (DESIGN 6: a header or footer change does not re-render every
 * page). A slice is rendered once and stitched into every page that shows it, so what the
 * default navigation reads from the CMS (the newest post, featured posts, settings) no
 * longer makes every page's HTML depend on the blog: publishing a post re-renders the
 * post, the listing page and the homepage that show it, and the navigation slice.
 *
 * Only the default navigation reads CMS data; the landing, sign-up and thank-you bars stay
 * in their pages (the variant is chosen per page, lib/pages/page-plan.ts). The footer is a
 * slice too, so a footer edit re-renders one slice, not every page.
 *
 * Slice props are part of the slice's identity: Gatsby renders one copy per distinct
 * props. So the navigation gets only what its server HTML depends on, from a short list
 * (lib/navigation/nav-current.ts), never the page's path.
 */

export const siteSlices = {
  navigation: { alias: "site-navigation", component: "src/slices/site-navigation.tsx" },
  footer: { alias: "site-footer", component: "src/slices/site-footer.tsx" },
} as const

export type SiteSlice = (typeof siteSlices)[keyof typeof siteSlices]

/**
 * The navigation slice's context: the posts its resources menu shows, chosen by createPages
 * (page-plan.ts newestPosts) and read by id by the slice's query (src/slices/site-navigation.tsx):
 * the newest featured posts the slider can show, and the newest post.
 */
export interface NavigationSliceContext {
  featuredPostIds: string[]
  latestPostIds: string[]
}

export const navigationSliceContext = (posts: NewestPosts): NavigationSliceContext => ({
  featuredPostIds: posts.featured.slice(0, MENU_SLIDES),
  latestPostIds: posts.latest.slice(0, 1),
})
