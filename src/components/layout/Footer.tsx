import React from "react"
import { footerColumns } from "../../config/footer"
import { networkCrmPath } from "../../config/navigation-links"
import { site } from "../../config/site"
import { externalLinks } from "../../config/external-links"
import { useNetworkPageIndexed } from "../../lib/network-page-status/browser"
import { SmartLink } from "../ui/SmartLink"
import { LAYOUT_DEFERRED_CLASS } from "../../lib/loading/layout-deferred"
import * as styles from "./Footer.module.css"

/**
 * The site footer (SPEC 2.8): six columns, the app stores and the social accounts. The
 * /{network}-crm link is in the server HTML and is dropped only when the status check
 * answers `index: false` after mount (SPEC 7.3); a failed check keeps it. Below the first
 * screen on every page: each column, and the line below them, is laid out once the page has
 * loaded, a few at a time (settle-layout.ts), rather than the whole footer in one frame.
 */
export function Footer(): React.JSX.Element {
  const networkPageIndexed = useNetworkPageIndexed()
  const columns = networkPageIndexed
    ? footerColumns
    : footerColumns.map((column) => ({ ...column, links: column.links.filter((link) => link.url !== networkCrmPath) }))
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.columns}>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading} className={`${styles.column} ${LAYOUT_DEFERRED_CLASS}`}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={`${link.label}-${link.url}`}>
                    <SmartLink href={link.url}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={`${styles.bottom} ${LAYOUT_DEFERRED_CLASS}`}>
          <p style={{ margin: 0 }}>
            © {new Date().getFullYear()} {site.name}. Trusted by 30,000+ companies of all sizes.{" "}
            {/* Opens the consent dialog (lib/consent/browser.ts hears the attribute); until the consent code has loaded, or without JavaScript, it is the cookies page. */}
            <a href="/cookies" className={styles.cookieSettings} aria-haspopup="dialog" data-consent-preferences="">
              Cookie settings
            </a>
          </p>
          <ul className={styles.inline} aria-label="Get the app and follow us">
            <li>
              <SmartLink href={externalLinks.appStore}>App Store</SmartLink>
            </li>
            <li>
              <SmartLink href={externalLinks.playStore}>Google Play</SmartLink>
            </li>
            <li>
              <SmartLink href={externalLinks.social.linkedin}>LinkedIn</SmartLink>
            </li>
            <li>
              <SmartLink href={externalLinks.social.x}>X</SmartLink>
            </li>
            <li>
              <SmartLink href={externalLinks.social.facebook}>Facebook</SmartLink>
            </li>
            <li>
              <SmartLink href={externalLinks.social.youtube}>YouTube</SmartLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
