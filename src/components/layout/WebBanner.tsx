import React from "react"
import { useBannerDismissal, webBannerView, type WebBannerGlobal, type WebBannerView } from "../../lib/banner/banner"
import { SmartLink } from "../ui/SmartLink"
import * as styles from "./WebBanner.module.css"

/**
 * The banner PageShell places above the navigation while the CMS has it on: the banner,
 * nothing once the visitor has closed it this session (then the head script has hidden the
 * server's copy from the first paint: lib/banner/head-script.ts).
 */
export function SiteWebBanner({ global }: { global: WebBannerGlobal }): React.JSX.Element | null {
  const { dismissed, dismiss } = useBannerDismissal()
  const banner = dismissed ? null : webBannerView(global)
  return banner ? <WebBanner banner={banner} onDismiss={dismiss} /> : null
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
    <aside
      aria-label="Announcement"
      className={styles.banner}
      data-web-banner=""
      style={{ backgroundColor: banner.colors.background, color: banner.colors.text }}
    >
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
