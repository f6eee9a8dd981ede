/**
 * The site's stylesheet as a cacheable file instead of a copy in every page (README.md beside
 * this file). Gatsby bundles every CSS module into one `styles.[hash].css` and inlines it in
 * each page's head (`<style data-href data-identity="gatsby-global-css">`). This swaps that
 * element for `<link rel="stylesheet">` to the same file: a visitor downloads it once per
 * site version, not once per page. Gatsby's runtime and mini-css-extract find a stylesheet
 * by either form, so client-side navigation loads nothing twice.
 */
import React, { isValidElement, type ReactNode } from "react"

const GLOBAL_STYLESHEET = /^\/styles\.[0-9a-f]+\.css$/

interface InlineStyleProps {
  "data-href"?: unknown
  "data-identity"?: unknown
}

/** The head with Gatsby's inline global stylesheet replaced by a link, and how many were replaced. */
export function linkGlobalStylesheet(head: readonly ReactNode[]): { head: ReactNode[]; linked: number } {
  let linked = 0
  const replaced = head.map((component) => {
    if (!isValidElement<InlineStyleProps>(component) || component.type !== "style") return component
    const href = component.props["data-href"]
    if (component.props["data-identity"] !== "gatsby-global-css" || typeof href !== "string" || !GLOBAL_STYLESHEET.test(href)) return component
    linked++
    return <link key="gatsby-global-css" rel="stylesheet" href={href} data-identity="gatsby-global-css" />
  })
  return { head: replaced, linked }
}
