import type { GatsbySSR } from "gatsby"
import { linkGlobalStylesheet } from "./stylesheet-link"
import { SWITCH_VARIABLE, switchedOff } from "./switched-off"

/**
 * Production pages link the site's stylesheet instead of inlining it (stylesheet-link.tsx).
 * A page whose head no longer has exactly one inline global stylesheet stops the build: Gatsby's
 * output has changed shape and the swap must be revisited. `gatsby develop` injects its styles
 * from JavaScript and is left alone.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  // Left out for a measurement (switched-off.ts): the stylesheet stays inlined, as Gatsby writes it.
  // This file is bundled for the HTML renderer, where `process.env` is an empty object and only
  // a GATSBY_ variable written out in full is replaced by its value.
  if (process.env.NODE_ENV !== "production" || switchedOff("stylesheet-link", { [SWITCH_VARIABLE]: process.env.GATSBY_SITE_RUNTIME_WITHOUT })) return
  const { head, linked } = linkGlobalStylesheet(getHeadComponents())
  if (linked !== 1)
    throw new Error(
      `gatsby-plugin-site-runtime (plugins/gatsby-plugin-site-runtime/README.md): ${pathname} has ${linked} inline global stylesheets where Gatsby inlines one; its output no longer looks as the stylesheet link expects`,
    )
  replaceHeadComponents(head)
}
