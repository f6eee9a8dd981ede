import React from "react"
import type { GatsbySSR } from "gatsby"
import { SiteRoot } from "./src/components/layout/SiteRoot"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

// The same wrapper as in the browser, so the server HTML hydrates without a mismatch.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <SiteRoot>{element}</SiteRoot>
