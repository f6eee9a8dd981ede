import React from "react"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import * as styles from "./Header.module.css"

/**
 * The sign-up navigation (SPEC 2.6): the logo and one action ('Log in'). The spec has it
 * ask for at most one featured blog entry, but it shows none, so nothing is fetched.
 */
export interface MinimalNavigationProps {
  action: { label: string; href: string }
}

export function MinimalNavigation({ action }: MinimalNavigationProps): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo className={styles.logo} />
        <ButtonLink href={action.href} variant="secondary" size="small" target="_self">
          {action.label}
        </ButtonLink>
      </div>
    </header>
  )
}
