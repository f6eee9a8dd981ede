/**
 * Short CSS-module class names in production builds (README.md beside this file). Gatsby names
 * every CSS-module class `[name]--[local]--[hash:hex:5]` (`DefaultNavigation-module--chevron--2f4b9`),
 * readable in development and repeated in every element's class attribute of every page: on
 * the home page the class attributes alone were 29 KB of HTML. Production builds use six
 * letters of the same hash instead (`[hash:base52:6]`: letters only, so a name never starts
 * with a digit; 52⁶ ≈ 2·10¹⁰ names, so a clash among the site's few hundred classes is
 * practically impossible). `gatsby develop` keeps Gatsby's readable names.
 *
 * The name comes from the stylesheet's path and the class, so the browser bundle
 * (build-javascript) and the HTML renderer (build-html) agree, as they must.
 */

export const PRODUCTION_LOCAL_IDENT_NAME = "[hash:base52:6]"

interface LoaderUse {
  loader?: string
  options?: { modules?: unknown }
}

/**
 * Sets the production class name on every css-loader in a webpack config whose modules option
 * is an object (Gatsby's CSS-module rule, in every form it is used); returns how many it set.
 */
export function shortenCssModuleNames(rules: unknown): number {
  let changed = 0
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit)
      return
    }
    if (typeof node !== "object" || node === null) return
    const use = node as LoaderUse
    if (typeof use.loader === "string" && /[/\\]css-loader[/\\]/.test(use.loader) && typeof use.options?.modules === "object" && use.options.modules !== null) {
      ;(use.options.modules as { localIdentName?: string }).localIdentName = PRODUCTION_LOCAL_IDENT_NAME
      changed++
    }
    for (const value of Object.values(node)) if (typeof value === "object") visit(value)
  }
  visit(rules)
  return changed
}
