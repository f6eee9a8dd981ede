import { whenLoadedAndIdle } from "./idle"

/**
 * Set on <html> once the first page has loaded and the browser is idle. Until then, long
 * pages let the browser skip laying out what is far below the fold (content-visibility:
 * auto, blocks/home/registry.module.css), which keeps the first layout and paint small and
 * stops Chrome from requesting that part's lazy pictures while the hero is still loading.
 * Afterwards everything is laid out for real, so a jump down the page (a link to an anchor,
 * the End key, a tap on a section that only just came into view) lands on settled content
 * instead of sections that resize as they come near.
 */
export const LAYOUT_SETTLED_ATTRIBUTE = "data-layout-settled"

export function settleLayoutWhenIdle(): void {
  whenLoadedAndIdle(() => document.documentElement.setAttribute(LAYOUT_SETTLED_ATTRIBUTE, ""))
}
