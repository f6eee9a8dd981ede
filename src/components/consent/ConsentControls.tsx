import React, { lazy, Suspense, useEffect, useRef, useState } from "react"
// From gatsby-script itself, not gatsby's re-export of it: through the re-export, webpack would keep all of
// gatsby-script in the app chunk every page loads first (plugins/gatsby-plugin-site-runtime/production-dead-code.ts).
import { Script } from "gatsby-script"
import { Button } from "../ui/Button"
import { thirdPartyScripts } from "../../config/third-party-scripts"
import { closeConsentPreferences, consentBannerNeeded, openConsentPreferences, useConsentPreferencesOpen, useConsentState } from "../../lib/consent/browser"
import { saveConsentChoices } from "../../lib/consent/save-choice"
import type { ConsentChoices } from "../../lib/consent/record"
import * as styles from "./ConsentBanner.module.css"

// The dialog, its copy and the cookie table it lists are a chunk of their own, fetched on the first "Choose cookies" or "Cookie settings".
const ConsentPreferences = lazy(() => import("./ConsentPreferences").then((module) => ({ default: module.ConsentPreferences })))

const logLoadFailure = (name: string) => (): void => {
  console.error(`[scripts] the ${name} script failed to load`)
}

/** The marketing-automation and link-attribution scripts (SPEC 7.4), when configured: marketing, so only once the visitor allows it; loaded when the page is idle. */
function MarketingScripts({ allowed }: { allowed: boolean }): React.JSX.Element | null {
  if (!allowed) return null
  return (
    <>
      {thirdPartyScripts.marketingAutomation ? (
        <Script src={thirdPartyScripts.marketingAutomation} strategy="idle" onError={logLoadFailure("marketing-automation")} />
      ) : null}
      {thirdPartyScripts.linkAttribution ? (
        <Script src={thirdPartyScripts.linkAttribution} strategy="idle" onError={logLoadFailure("link-attribution")} />
      ) : null}
    </>
  )
}

const savedMessage = (choices: ConsentChoices): string =>
  choices.analytics && choices.marketing
    ? "Cookie choices saved: all cookies allowed."
    : !choices.analytics && !choices.marketing
      ? "Cookie choices saved: only necessary cookies."
      : "Cookie choices saved."

/**
 * The consent banner and the preferences dialog, site-wide (SiteRoot). The banner is in the
 * server HTML of every page, first in the body so the keyboard meets it first, shown as a
 * fixed sheet over the bottom of the window: it moves nothing, and a returning visitor's
 * page hides it before the first paint (the consent head script marks `<html>`; the
 * stylesheet hides it then, and without JavaScript, which the banner needs to work). Nothing
 * beyond necessary cookies runs until a choice is made (lib/consent); the marketing scripts
 * wait here for a yes.
 */
export function ConsentControls(): React.JSX.Element {
  const state = useConsentState()
  const preferencesOpen = useConsentPreferencesOpen()
  // The announcement of a saved choice: the live region is added empty on the first choice and
  // filled a moment later (so screen readers hear it); it is not on the page before, where it
  // would be one more status region on every page for nothing.
  const [status, setStatus] = useState<string | null>(null)
  // Each opening is a fresh dialog (its switches start from the state in force); it stays mounted
  // while closed, so the dialog returns focus to what opened it.
  const [opening, setOpening] = useState(0)
  useEffect(() => {
    if (preferencesOpen) setOpening((count) => count + 1)
  }, [preferencesOpen])
  const bannerShown = consentBannerNeeded(state)
  const chosenFromBanner = useRef(false)
  const choose = (choices: ConsentChoices): void => {
    chosenFromBanner.current = bannerShown
    const saved = saveConsentChoices(choices)
    closeConsentPreferences()
    setStatus("")
    window.setTimeout(() => setStatus(savedMessage(saved)), 100)
  }
  // The banner is gone with the control that had focus: focus goes to the page's main content, not to the document.
  useEffect(() => {
    if (bannerShown || !chosenFromBanner.current) return
    chosenFromBanner.current = false
    const main = document.getElementById("main")
    if (main && (document.activeElement === document.body || document.activeElement === null)) main.focus({ preventScroll: true })
  }, [bannerShown])
  return (
    <>
      {bannerShown ? (
        <section className={styles.banner} aria-label="Cookie choices" data-consent-banner="">
          <div className={styles.inner}>
            <p className={styles.text}>
              With your OK, we count visits and remember which ad or link brought you, to improve the site and credit our campaigns.{" "}
              <a href="/cookies" className={styles.policy}>
                Cookie policy
              </a>
            </p>
            <div className={styles.actions}>
              <Button size="small" className={styles.action} onClick={() => choose({ analytics: true, marketing: true })}>
                Accept all
              </Button>
              <Button size="small" className={styles.action} onClick={() => choose({ analytics: false, marketing: false })}>
                Reject all
              </Button>
              <Button size="small" variant="ghost" className={styles.action} aria-haspopup="dialog" onClick={openConsentPreferences}>
                Choose cookies
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {status !== null ? (
        <p role="status" className="visually-hidden">
          {status}
        </p>
      ) : null}
      <MarketingScripts allowed={state.marketing} />
      {opening > 0 ? (
        <Suspense fallback={null}>
          <ConsentPreferences key={opening} open={preferencesOpen} state={state} onSave={choose} onClose={closeConsentPreferences} />
        </Suspense>
      ) : null}
    </>
  )
}
