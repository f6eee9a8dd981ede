/**
 * Whether the visitor closed the web banner during this browser session.
 *
 * SPEC 2.2 / 3.16 name a "banner opened" flag that starts false. We read it as the
 * visitor's close action ("opened" in the sense of "acted on / done with"): it starts
 * false, so the banner is shown — in the server HTML too, so the common case has no
 * layout shift — and it becomes true when the close button is pressed. It lasts for the
 * browser session (a session cookie: lib/cookies/flag-cookie.ts says why not
 * sessionStorage), so the banner stays closed on every page of the visit, in every tab, and
 * comes back in a new session.
 *
 * Cookies can be blocked: that never throws here; the close then lasts for the life of the page.
 */
import { useSyncExternalStore } from "react"
import { site } from "../../config/site"
import { readFlagCookie, setFlagCookie } from "../cookies/flag-cookie"

export const BANNER_DISMISSED_KEY = `${site.slug}_web_banner_dismissed`

export interface BannerDismissalStore {
  isDismissed: () => boolean
  dismiss: () => void
  subscribe: (listener: () => void) => () => void
}

/** Where the flag is kept: the page's cookies, or a stand-in in tests. */
export interface DismissalFlag {
  /** Whether the flag is set; false when it cannot be read. */
  read: () => boolean
  /** Sets it; false when it did not stick. */
  write: () => boolean
}

const sessionCookieFlag: DismissalFlag = {
  read: () => readFlagCookie(BANNER_DISMISSED_KEY),
  write: () => setFlagCookie(BANNER_DISMISSED_KEY),
}

export function createBannerDismissalStore(flag: DismissalFlag = sessionCookieFlag): BannerDismissalStore {
  /** Set only when the cookie could not take the value. */
  let dismissedInMemory = false
  const listeners = new Set<() => void>()
  return {
    isDismissed: () => dismissedInMemory || flag.read(),
    dismiss: () => {
      if (!flag.write()) {
        dismissedInMemory = true
        console.warn("[web banner] cookies are blocked: the close is kept for this page only")
      }
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The page's store. */
export const bannerDismissal = createBannerDismissalStore()

/**
 * The dismissed flag for rendering. The server snapshot is false (the flag's starting
 * value), so hydration matches the server HTML and a close from earlier in the session
 * hides the banner right after hydration; a page opened by client-side navigation reads
 * the flag before its first paint, so a closed banner never flashes back.
 */
export function useBannerDismissal(store: BannerDismissalStore = bannerDismissal): { dismissed: boolean; dismiss: () => void } {
  const dismissed = useSyncExternalStore(store.subscribe, store.isDismissed, () => false)
  return { dismissed, dismiss: store.dismiss }
}
