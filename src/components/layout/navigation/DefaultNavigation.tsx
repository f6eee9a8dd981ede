import React, { useEffect, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import { Logo } from "../../ui/Logo"
import { ButtonLink } from "../../ui/Button"
import { SmartLink } from "../../ui/SmartLink"
import { industriesMenu, plainLinks, productMenu, resourcesMenu } from "../../../config/navigation"
import { site } from "../../../config/site"
import { recognisedUserNavCta, usePersonalization } from "../../../lib/personalization"
import * as styles from "./Header.module.css"

/** The menus' landing pages for the compact bar; the full-screen dropdowns come with the navigation issue. */
const topLinks = [
  { label: productMenu.label, url: productMenu.items[0]!.url },
  { label: industriesMenu.label, url: industriesMenu.items[0]!.url },
  ...plainLinks,
  { label: resourcesMenu.label, url: resourcesMenu.items[0]!.url },
]

/**
 * The default navigation (SPEC 2.4), in its first form: logo, the main destinations,
 * 'Login' and the sign-up CTA, with a keyboard-accessible mobile menu.
 */
export function DefaultNavigation({ path }: { path: string }): React.JSX.Element {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { isRecognised, navCta } = usePersonalization()
  // A recognised user gets 'Go to Rapport' (or the CMS's personalised CTA) instead of the trial button (SPEC 2.4, 6).
  const userCta = isRecognised ? (navCta ?? recognisedUserNavCta()) : null
  useEffect(() => setOpen(false), [path])
  useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return
      setOpen(false)
      toggleRef.current?.focus()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [open])
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo className={styles.logo} />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.links}>
            {topLinks.map((item) => (
              <li key={item.label}>
                <Link to={item.url} className={styles.link} activeClassName="" aria-current={path === item.url ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${styles.actions} ${styles.desktopOnly}`}>
          <ButtonLink href={site.signInUrl} variant="ghost" size="small" target="_self">
            Login
          </ButtonLink>
          {userCta ? (
            <ButtonLink href={userCta.url} size="small" target="_self" placement="Navigation">
              {userCta.text}
            </ButtonLink>
          ) : (
            <ButtonLink href={site.signupPath} size="small" placement="Navigation">
              Try free
            </ButtonLink>
          )}
        </div>
        <button ref={toggleRef} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            {open ? <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      <div id={panelId} className={`container ${styles.mobilePanel}`} hidden={!open}>
        <nav aria-label="Main (mobile)">
          <ul className={styles.mobileList}>
            {[...productMenu.items.slice(0, 3), ...topLinks.slice(1)].map((item) => (
              <li key={`${item.label}-${item.url}`}>
                <SmartLink href={item.url} className={styles.link} onClick={() => item.url === path && setOpen(false)}>
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.mobileActions}>
          {userCta ? (
            <ButtonLink href={userCta.url} target="_self" placement="Navigation (mobile)">
              {userCta.text}
            </ButtonLink>
          ) : (
            <ButtonLink href={site.signupPath} placement="Navigation (mobile)">
              Try {site.name} free
            </ButtonLink>
          )}
          <ButtonLink href={site.signInUrl} variant="secondary" target="_self">
            Login
          </ButtonLink>
        </div>
      </div>
    </header>
  )
}
