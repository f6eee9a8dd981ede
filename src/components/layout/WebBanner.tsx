import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useBannerDismissal, webBannerView, type WebBannerGlobal, type WebBannerView } from "../../lib/banner/banner"
import { SmartLink } from "../ui/SmartLink"
import * as styles from "./WebBanner.module.css"

/** The webBanner global set (SPEC 3.8), from the build's data layer. */
export function useWebBannerGlobal(): WebBannerGlobal | null {
  const { webBanner } = useStaticQuery<Queries.WebBannerGlobalQuery>(graphql`
    query WebBannerGlobal {
      webBanner: cmsWebBannerGlobalSet {
        webBannerStatus
        webBannerColor
        webBannerLink
        webBannerTextDesktop
        webBannerTextMobile
      }
    }
  `)
  return webBanner
}

/**
 * What PageShell needs to place the banner: the banner to show (null when it is off, the
 * page has no navigation, or the visitor closed it this session) and the close action.
 */
export function useWebBanner(global: WebBannerGlobal | null, enabled: boolean): { banner: WebBannerView | null; dismiss: () => void } {
  const { dismissed, dismiss } = useBannerDismissal()
  return { banner: enabled && !dismissed ? webBannerView(global) : null, dismiss }
}

interface WebBannerProps {
  banner: WebBannerView
  onDismiss: () => void
}

/**
 * The announcement bar above the navigation (SPEC 2.2): 70 px tall, the CMS's colour with
 * white or ink text (whichever reads better), the whole text one link. Both texts are in
 * the HTML and a media query at 768 px picks one, so nothing moves when the page hydrates.
 */
export function WebBanner({ banner, onDismiss }: WebBannerProps): React.JSX.Element {
  const texts = (
    <>
      <span className={styles.desktopText}>{banner.desktopText}</span>
      <span className={styles.mobileText}>{banner.mobileText}</span>
    </>
  )
  return (
    <aside aria-label="Announcement" className={styles.banner} style={{ backgroundColor: banner.colors.background, color: banner.colors.text }}>
      <div className={`container ${styles.inner}`}>
        {banner.href ? (
          <SmartLink href={banner.href} className={styles.message} placement="Web banner">
            {texts}
          </SmartLink>
        ) : (
          <p className={styles.message}>{texts}</p>
        )}
        <button type="button" className={styles.close} aria-label="Dismiss announcement" onClick={onDismiss}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  )
}
