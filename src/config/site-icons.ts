/**
 * The site's icons: the browser tab's and a phone's home screen's (gatsby-ssr.tsx links them
 * in every page's head). One drawing, `static/favicon.svg`; the PNGs below are rendered from it
 * by `npm run make:icons` (scripts/icons/make.mts) and committed, so no build encodes an image.
 *
 * Why PNGs, not the SVG: Chromium downloads and decodes a page's favicon in the page's own
 * renderer, on its main thread, right after the first paint. An SVG favicon is an SVG document
 * of its own there, set up from scratch: 14-50 ms of main thread on `/` (a 2-core machine,
 * Debian's Chromium 156, unthrottled), inside the window Total Blocking Time counts and
 * 7-8 times that on the phone Lighthouse simulates. A 32 px PNG decodes in well under 1 ms.
 * The SVG stays in static/ as the source, served for any address that still asks for it.
 */
export interface SiteIcon {
  /** The link's relation: the tab's icon, or iOS's home-screen icon. */
  rel: "icon" | "apple-touch-icon"
  /** The file under static/ (served at the site's root). */
  href: string
  /** The square's side in pixels. */
  size: number
}

export const ICON_SOURCE = "static/favicon.svg"

export const SITE_ICONS: readonly SiteIcon[] = [
  // The tab: 16 CSS pixels, so 32 covers a screen of twice the density; Chromium picks the closest.
  { rel: "icon", href: "/favicon-32.png", size: 32 },
  // Android's larger uses (the home screen, the task switcher) and denser screens.
  { rel: "icon", href: "/favicon-192.png", size: 192 },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", size: 180 },
]
