import React, { useCallback, useRef, useState } from "react"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import { SmartLink } from "../../ui/SmartLink"
import { landingNavVisible, visibleNavLinks, type NavLink } from "../../../lib/navigation/landing-nav"
import { openInPageForm } from "../../../lib/forms/open-in-page-form"
import { useWindowScroll } from "../../../hooks/useWindowScroll"
import * as styles from "./LandingNavigation.module.css"

export interface LandingNavigationProps {
  links: ReadonlyArray<NavLink | null | undefined>
  action: { label: string; href: string } | null
}

/**
 * The landing-page navigation (SPEC 2.5): logo, up to five links when the entry has any,
 * and one utility button. It slides away while the visitor scrolls down past 200 px and
 * comes back on the way up. A button that goes to a form on the page (the synced hero's
 * 'Get Demo', a webinar's 'Save my seat') opens it: focus lands in its first field.
 */
export function LandingNavigation({ links, action }: LandingNavigationProps): React.JSX.Element {
  const shown = visibleNavLinks(links)
  const [visible, setVisible] = useState(true)
  const lastY = useRef(0)
  // The page may already be scrolled when it hydrates (a reload mid-page, or a visitor who
  // scrolled while the scripts loaded): the hook's first read takes that position as the first move.
  useWindowScroll(
    useCallback((y: number) => {
      const previous = lastY.current
      lastY.current = y
      setVisible((was) => landingNavVisible(previous, y, was))
    }, []),
  )
  return (
    <header className={styles.header} data-visible={visible}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        {shown.length > 0 ? (
          <nav aria-label="On this page" className={styles.nav}>
            <ul className={styles.links}>
              {shown.map((link) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    target={link.target ?? undefined}
                    aria-label={link.ariaLabel ?? undefined}
                    title={link.title ?? undefined}
                    className={styles.link}
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {action ? (
          <ButtonLink
            href={action.href}
            size="small"
            target="_self"
            placement="Landing navigation"
            onClick={(event) => {
              if (!action.href.startsWith("#")) return
              const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false
              if (openInPageForm(action.href, { reducedMotion })) event.preventDefault()
            }}
          >
            {action.label}
          </ButtonLink>
        ) : null}
      </div>
    </header>
  )
}
