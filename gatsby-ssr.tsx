import React from "react"
import type { GatsbySSR } from "gatsby"
import { AttributionTracker } from "./src/components/layout/AttributionTracker"
import { SiteRoot } from "./src/components/layout/SiteRoot"
import { brandFontHeadScript } from "./src/lib/fonts/brand-font"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // Registers the brand font before the first paint when an earlier page cached it (src/lib/fonts/brand-font.ts).
    <script key="brand-font" dangerouslySetInnerHTML={{ __html: brandFontHeadScript() }} />,
  ])
}

// The same wrapper as in the browser, so the server HTML hydrates without a mismatch.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <SiteRoot>
    {element}
    <AttributionTracker pageContext={props.pageContext} location={props.location} />
  </SiteRoot>
)
