import { useEffect, useState } from "react"
import { EXIT_INTENT_MEDIA, EXIT_INTENT_SEEN_KEY, shouldOpenExitIntent } from "../lib/modals/exit-intent"

function readSeen(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_INTENT_SEEN_KEY) === "1"
  } catch {
    return false // storage blocked: the in-memory listener removal still keeps it to once per page
  }
}

function rememberSeen(): void {
  try {
    window.sessionStorage.setItem(EXIT_INTENT_SEEN_KEY, "1")
  } catch {
    // storage blocked; see readSeen
  }
}

/**
 * Exit intent (src/lib/modals/exit-intent.ts): `open` turns true once when the pointer
 * leaves the window on desktop; `close` ends it. It fires at most once per session.
 */
export function useExitIntent(): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined
    const loadedAt = performance.now()
    const onLeave = (event: MouseEvent): void => {
      const decision = shouldOpenExitIntent(event, {
        desktopPointer: window.matchMedia(EXIT_INTENT_MEDIA).matches,
        alreadySeen: readSeen(),
        anotherDialogOpen: document.querySelector("dialog[open]") !== null,
        msSinceLoad: performance.now() - loadedAt,
      })
      if (!decision) return
      rememberSeen()
      document.removeEventListener("mouseout", onLeave)
      setOpen(true)
    }
    document.addEventListener("mouseout", onLeave)
    return () => document.removeEventListener("mouseout", onLeave)
  }, [])

  return { open, close: () => setOpen(false) }
}
