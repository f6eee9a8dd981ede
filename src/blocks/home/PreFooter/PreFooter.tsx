import React from "react"
import { SmartLink } from "../../../components/ui/SmartLink"
import { linkKind } from "../../../lib/links/link-target"
import type { HomeBlockProps } from "../types"
import { AppStoreLinks } from "./AppStoreLinks"
import { preFooter, preFooterLinks } from "./PreFooter.content"
import * as styles from "./PreFooter.module.css"

/** The footer-like block before the site footer (SPEC 2.9 item 12): where Rapport lives, quick links and the app stores. */
export function PreFooter({ id }: HomeBlockProps): React.JSX.Element {
  const headingId = `${id}-heading`
  const appsHeadingId = `${id}-apps`
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${styles.section}`}>
      <div className={`container ${styles.layout}`}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {preFooter.heading}
          </h2>
          <p className={styles.text}>{preFooter.text}</p>
          <h3 id={appsHeadingId} className={styles.appsHeading}>
            {preFooter.appsHeading}
          </h3>
          <AppStoreLinks labelledBy={appsHeadingId} />
        </div>
        <ul className={styles.links}>
          {preFooterLinks.map((link) => (
            <li key={link.url}>
              <SmartLink href={link.url} className={styles.link} newTabNote={false}>
                <span className={styles.linkLabel}>
                  {link.label}
                  {linkKind(link.url) === "external" ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                </span>
                <span className={styles.linkDescription}>{link.description}</span>
                <svg className={styles.arrow} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
