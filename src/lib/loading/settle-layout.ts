import { whenIdle, whenLoadedAndIdle } from "./idle"

/**
 * Parts of a page below its first screen, whose layout the browser may skip while the page
 * loads, carry this class (`content-visibility: auto`, in styles/global.css): the home page's
 * sections after the hero, a page's blocks after its first two (PageBuilderContent), the site
 * footer. That keeps the first layouts small (on /pricing, each one as the parser went was
 * 50-110 ms on a 4x slower CPU) and stops Chrome from requesting those parts' lazy pictures
 * while the hero is still loading.
 */
export const LAYOUT_DEFERRED_CLASS = "layout-deferred"

/**
 * Set on each of those parts, and finally on <html>, once the page has loaded and the
 * browser is idle: from then on the part is laid out for real, so a jump down the page (a
 * link to an anchor, the End key, a tap on a section that only just came into view) lands
 * on settled content instead of sections that resize as they come near.
 */
export const LAYOUT_SETTLED_ATTRIBUTE = "data-layout-settled"

/**
 * Settles the deferred parts one at a time, top to bottom, each in its own idle period:
 * the browser lays out one part in the frame after it is marked, so the work is spread over
 * several short tasks rather than one long task that lays out the whole page at once
 * (about 100 ms on a mid-range phone for the homepage, which Total Blocking Time counts).
 */
export function settleLayoutWhenIdle(): void {
  whenLoadedAndIdle(() => settleInTurn(Array.from(document.getElementsByClassName(LAYOUT_DEFERRED_CLASS))))
}

function settleInTurn(pending: Element[]): void {
  const next = pending.shift()
  if (!next) {
    document.documentElement.setAttribute(LAYOUT_SETTLED_ATTRIBUTE, "")
    return
  }
  next.setAttribute(LAYOUT_SETTLED_ATTRIBUTE, "")
  whenIdle(() => settleInTurn(pending))
}
