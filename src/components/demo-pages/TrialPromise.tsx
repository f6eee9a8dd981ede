import React from "react"
import { site } from "../../config/site"
import { trackSignupClick } from "../../lib/analytics/track"
import { ButtonLink } from "../ui/Button"
import * as styles from "../../features/lead-capture/forms/DemoPage.module.css"

/** SPEC 1, 9.1: what the free trial promises. */
export const trialPromises = ["Free for 14 days", "No credit card required", "Instant activation", "Pay and add your team later"] as const

export const trialCta = "Start my free trial"

/**
 * The /signup page's promise and its call to action: the application's own sign-up, in the
 * same tab, carrying the visitor's attribution query list (SmartLink → withAttribution).
 */
export function TrialPromise({ placement = "Signup / Hero" }: { placement?: string }): React.JSX.Element {
  return (
    <div className={styles.trialPromise}>
      <ul className={styles.promises} aria-label="The free trial">
        {trialPromises.map((promise) => (
          <li key={promise}>
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              <circle cx="11" cy="11" r="11" fill="currentColor" />
              <path d="M6.5 11.3l3 3 6-6.3" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {promise}
          </li>
        ))}
      </ul>
      <ButtonLink href={site.signupAppUrl} target="_self" rel="noopener" className={styles.trialButton} onClick={() => trackSignupClick(trialCta, placement)}>
        {trialCta}
      </ButtonLink>
    </div>
  )
}
