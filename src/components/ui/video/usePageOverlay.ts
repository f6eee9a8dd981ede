import { useEffect } from "react"

/** The attribute on <html> that switches the page overlay on (global.css: dims the page, stops its scrolling). */
export const PAGE_OVERLAY_ATTRIBUTE = "data-page-overlay"

/**
 * Video modals toggle a page overlay on and off (SPEC 2.11): while `active`, <html> carries
 * data-page-overlay="on"; it is removed when the modal closes or unmounts.
 */
export function usePageOverlay(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === "undefined") return undefined
    const root = document.documentElement
    root.setAttribute(PAGE_OVERLAY_ATTRIBUTE, "on")
    return () => root.removeAttribute(PAGE_OVERLAY_ATTRIBUTE)
  }, [active])
}
