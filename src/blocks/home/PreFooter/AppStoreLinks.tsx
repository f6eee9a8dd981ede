import React from "react"
import { SmartLink } from "../../../components/ui/SmartLink"
import { externalLinks } from "../../../config/external-links"
import * as styles from "./PreFooter.module.css"

/**
 * The mobile-app store badges (SPEC 2.9: the store links appear on the page), drawn inline
 * rather than downloaded: no extra requests, sharp at any size. Each link is named by the
 * badge's words; the drawing itself is hidden from screen readers.
 */
export function AppStoreLinks({ className, labelledBy }: { className?: string; labelledBy?: string }): React.JSX.Element {
  return (
    <ul className={[styles.stores, className].filter(Boolean).join(" ")} aria-labelledby={labelledBy}>
      <li>
        <SmartLink href={externalLinks.appStore} aria-label="Download on the App Store" className={styles.store}>
          <AppStoreBadge />
        </SmartLink>
      </li>
      <li>
        <SmartLink href={externalLinks.playStore} aria-label="Get it on Google Play" className={styles.store}>
          <GooglePlayBadge />
        </SmartLink>
      </li>
    </ul>
  )
}

// Text lengths are fixed (textLength) so the words fit the badge whatever font the visitor has.
function AppStoreBadge(): React.JSX.Element {
  return (
    <svg width="132" height="44" viewBox="0 0 120 40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="119" height="39" rx="7" fill="#000" stroke="#a6a6a6" />
      <path
        transform="translate(8 8.5) scale(0.96)"
        fill="#fff"
        d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"
      />
      <text x="36" y="15.5" fill="#fff" fontSize="7.5" textLength="56" lengthAdjust="spacingAndGlyphs">
        Download on the
      </text>
      <text x="35.5" y="30.5" fill="#fff" fontSize="13.5" fontWeight="600" textLength="70" lengthAdjust="spacingAndGlyphs">
        App Store
      </text>
    </svg>
  )
}

function GooglePlayBadge(): React.JSX.Element {
  return (
    <svg width="148" height="44" viewBox="0 0 135 40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="134" height="39" rx="7" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(9 8)">
        <path d="M3.6 2.2L13.3 12 3.6 21.8c-.3-.2-.5-.6-.5-1.1V3.3c0-.5.2-.9.5-1.1z" fill="#4285f4" />
        <path d="M3.6 2.2c.3-.2.8-.2 1.3.1l11.6 6.5L13.3 12z" fill="#34a853" />
        <path d="M16.5 8.8l3.7 2.1c.8.5.8 1.7 0 2.2l-3.7 2.1L13.3 12z" fill="#fbbc04" />
        <path d="M13.3 12l3.2 3.2-11.6 6.5c-.5.3-1 .3-1.3.1z" fill="#ea4335" />
      </g>
      <text x="40" y="15" fill="#fff" fontSize="7" letterSpacing="0.6" textLength="38" lengthAdjust="spacingAndGlyphs">
        GET IT ON
      </text>
      <text x="39.5" y="30.5" fill="#fff" fontSize="13.5" fontWeight="600" textLength="84" lengthAdjust="spacingAndGlyphs">
        Google Play
      </text>
    </svg>
  )
}
