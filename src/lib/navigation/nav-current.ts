/**
 * Which of its own links the default navigation marks as the current page. The navigation
 * is a Gatsby Slice (lib/pages/slices.ts), rendered once per distinct props; its server
 * HTML depends on the page only through this value (aria-current on the bar's plain links;
 * the demo button hidden on the demo page), so passing this instead of the path keeps the
 * number of rendered copies at a handful, whatever the number of pages.
 */
import { plainLinks } from "../../config/navigation-links"
import { site } from "../../config/site"
import { samePath } from "../links/link-target"

/** The paths the navigation treats differently when they are the current page. */
export const pathsTheNavigationMarks: readonly string[] = [...plainLinks.map((link) => link.url), site.demoPath]

/** The navigation's own path that `path` is, or "" for every other page. */
export function navigationCurrentPath(path: string): string {
  return pathsTheNavigationMarks.find((marked) => samePath(marked, path)) ?? ""
}
