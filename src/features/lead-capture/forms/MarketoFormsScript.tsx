import React, { useEffect, useState } from "react"
// From gatsby-script itself, not gatsby's re-export of it: through the re-export, webpack would keep all of
// gatsby-script in the app chunk every page loads first (plugins/gatsby-plugin-site-runtime/production-dead-code.ts).
import { Script } from "gatsby-script"
import {
  markMarketoScriptLoading,
  marketoScriptId,
  marketoScriptUrl,
  onMarketoScriptError,
  onMarketoScriptLoad,
  type MarketoConfig,
} from "../browser/marketo-loader"
import type { MarketoHost } from "../browser/marketo"
import { marketingConsent } from "../../../lib/analytics/consent-gate"

/**
 * The Marketo Forms 2.0 script of the configured instance, through Gatsby's <Script> (once
 * per page, whichever demo form asks first), loaded when the browser is idle. Renders
 * nothing when Marketo is not configured, or until the visitor allows marketing cookies (the
 * demo request then goes to /api/demo-request alone). A blocked script is logged, never thrown.
 */
export function MarketoFormsScript({ config }: { config: MarketoConfig }): React.JSX.Element | null {
  // The marketing gate (opened by lib/consent when the visitor allows marketing), not the consent
  // state itself: the form's chunk stays free of the consent code, which comes with the banner.
  const [marketing, setMarketing] = useState(() => marketingConsent.isGranted())
  useEffect(() => {
    let live = true
    void marketingConsent.whenGranted().then(() => {
      if (live) setMarketing(true)
    })
    return () => {
      live = false
    }
  }, [])
  const src = marketing ? marketoScriptUrl(config) : null
  useEffect(() => {
    if (src) markMarketoScriptLoading()
  }, [src])
  if (!src) return null
  return (
    <Script
      id={marketoScriptId}
      src={src}
      strategy="idle"
      onLoad={() => onMarketoScriptLoad(window as unknown as MarketoHost, document, config)}
      onError={() => onMarketoScriptError()}
    />
  )
}
