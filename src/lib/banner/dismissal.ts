/**
 * Whether the visitor closed the web banner during this browser session.
 *
 * SPEC 2.2 / 3.16 name a "banner opened" flag that starts false. We read it as the
 * visitor's close action ("opened" in the sense of "acted on / done with"): it starts
 * false, so the banner is shown — in the server HTML too, so the common case has no
 * layout shift — and it becomes true when the close button is pressed. It lasts for the
 * session (sessionStorage), so the banner stays closed on every page of the visit and
 * comes back in a new session.
 *
 * Storage can be missing or blocked (privacy modes throw on access): that never throws
 * here; the close then lasts for the life of the page instead.
 */
import { useSyncExternalStore } from "react"
import { site } from "../../config/site"

export const BANNER_DISMISSED_KEY = `${site.slug}_web_banner_dismissed`

export interface BannerDismissalStore {
  isDismissed: () => boolean
  dismiss: () => void
  subscribe: (listener: () => void) => () => void
}

const browserSessionStorage = (): Storage | null => (typeof window === "undefined" ? null : window.sessionStorage)

export function createBannerDismissalStore(getStorage: () => Storage | null = browserSessionStorage): BannerDismissalStore {
  /** Set only when the storage could not take the value. */
  let dismissedInMemory = false
  const listeners = new Set<() => void>()
  return {
    isDismissed: () => {
      if (dismissedInMemory) return true
      try {
        return getStorage()?.getItem(BANNER_DISMISSED_KEY) === "1"
      } catch {
        return false
      }
    },
    dismiss: () => {
      try {
        const storage = getStorage()
        if (!storage) throw new Error("no sessionStorage")
        storage.setItem(BANNER_DISMISSED_KEY, "1")
      } catch (error) {
        dismissedInMemory = true
        console.warn("[web banner] the close is kept for this page only:", (error as Error).message)
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

/** The page's store: one per browser tab, like sessionStorage itself. */
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
