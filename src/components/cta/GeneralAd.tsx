import React from "react"
import { site } from "../../config/site"
import { trackSignupClick } from "../../lib/analytics/track"
import { ButtonLink } from "../ui/Button"
import * as styles from "./GeneralAd.module.css"

export const GENERAL_AD = {
  heading: `Keep every client relationship in Gmail`,
  copy: `${site.name} puts your contacts, deals and follow-ups beside your inbox, so nothing slips between projects. Free for 14 days, no credit card required.`,
  cta: `Try ${site.name} free`,
} as const

/**
 * The general ad block (SPEC 3.3 displayGeneralAdd): the site's own advertisement for the free
 * trial, at the foot of a blog post whose editors ask for it. Its click is a sign-up click
 * (SPEC 7.4 'Free Trial' / 'Sign Up - {text}'), placed as 'Blog / General ad'.
 */
export function GeneralAd(): React.JSX.Element {
  return (
    <aside className={styles.ad} aria-labelledby="general-ad-title">
      <h2 id="general-ad-title" className={styles.heading}>
        {GENERAL_AD.heading}
      </h2>
      <p className={styles.copy}>{GENERAL_AD.copy}</p>
      <ButtonLink href={site.signupPath} onClick={() => trackSignupClick(GENERAL_AD.cta, "Blog / General ad")}>
        {GENERAL_AD.cta}
      </ButtonLink>
    </aside>
  )
}
