import React from "react"
import type { GatsbySSR } from "gatsby"
import { SiteRoot } from "./src/components/layout/SiteRoot"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />])
}

// The same wrapper as in the browser, so the server HTML hydrates without a mismatch.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <SiteRoot>{element}</SiteRoot>
