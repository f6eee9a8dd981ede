/**
 * The brand font (Inter, self-hosted, Latin subset) without costing the first paint or
 * moving text (DESIGN 6: LCP ≤ 1.55 s, CLS ≤ 0.01).
 *
 * A web font declared in CSS is requested during the first layout at the highest priority:
 * on a slow phone connection its 48 KB compete with the hero picture and the scripts, and
 * when it arrives after the first paint, swapping it in re-wraps lines and shifts text.
 * So the font behaves like `font-display: optional` with the download moved out of the way:
 *
 * - A visitor's first page paints in "Inter Fallback" (Arial resized to Inter's metrics in
 *   global.css) and keeps it; once that page has loaded and the browser is idle, the font
 *   file is fetched into the HTTP cache and a flag cookie remembers it.
 * - Every later page load registers the font from a tiny inline script in the <head>
 *   (before anything paints) with display "optional": read from the cache it is ready for
 *   the first paint; if it is not ready in time, the fallback stays for that page. Either
 *   way, nothing swaps after text is on screen.
 *
 * Without JavaScript the fallback stays. The site's copy is English, hence Latin only.
 */
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
import { whenLoadedAndIdle } from "../loading/idle"
import { BRAND_FONT_CACHED_KEY, BRAND_FONT_CACHED_MAX_AGE_SECONDS, BRAND_FONT_FAMILY, brandFontDescriptors as descriptors } from "./head-script"
import { readFlagCookie, setFlagCookie } from "../cookies/flag-cookie"

export { BRAND_FONT_CACHED_KEY, BRAND_FONT_FAMILY, BRAND_FONT_SCRIPT_ID, BRAND_FONT_URL_ATTRIBUTE, brandFontHeadScript } from "./head-script"

export const brandFontUrl: string = interLatinUrl

/** Fetches the font into the HTTP cache for the next page load, without applying it now. */
export function cacheBrandFontForNextPages(url: string = brandFontUrl): Promise<void> {
  if (typeof FontFace === "undefined") return Promise.resolve()
  if (readFlagCookie(BRAND_FONT_CACHED_KEY)) return Promise.resolve()
  return (
    new FontFace(BRAND_FONT_FAMILY, `url(${url}) format("woff2")`, descriptors)
      .load()
      // Cookies blocked: the flag does not stick, and later pages keep the fallback, which is fine.
      .then(() => void setFlagCookie(BRAND_FONT_CACHED_KEY, BRAND_FONT_CACHED_MAX_AGE_SECONDS))
      .catch(() => undefined)
  )
}

/** After the page has loaded and the main thread is idle, caches the font for later pages. */
export function cacheBrandFontWhenIdle(): void {
  whenLoadedAndIdle(() => void cacheBrandFontForNextPages())
}
