import React from "react"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import { site } from "../../../config/site"
import * as styles from "./Header.module.css"

/**
 * The minimal bars: sign-up (logo and 'Log in', SPEC 2.6), the thank-you note generator
 * (logo; its search and share toggles come with the resources work) and the landing
 * navigation's first form (logo and its utility button).
 */
export function MinimalNavigation({ action }: { action?: { label: string; href: string } }): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`} style={{ justifyContent: "space-between" }}>
        <Logo className={styles.logo} />
        {action ? (
          <ButtonLink href={action.href} variant={action.href === site.signInUrl ? "secondary" : "primary"} size="small" target="_self">
            {action.label}
          </ButtonLink>
        ) : null}
      </div>
    </header>
  )
}
