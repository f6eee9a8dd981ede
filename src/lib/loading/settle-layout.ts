import { whenIdle, whenLoadedAndIdle } from "./idle"
import { LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE } from "./layout-deferred"

/**
 * About how many elements one frame lays out as the page settles. A trace of the blog's front
 * page at a 4× slower CPU: a frame that laid out 170 elements of cards took 35 ms (style,
 * layout, paint), which Lighthouse's mid-tier phone (about 9× slower) sees as a task of 80 ms,
 * and a task over 50 ms blocks. Frames of 80 elements took 16-35 ms there (the topic rails'
 * numbered lists cost the most); 60 keep each frame under 50 ms on that phone.
 */
export const SETTLE_ELEMENTS_PER_FRAME = 60

/**
 * Settles the deferred parts a few at a time, top to bottom, each few in a frame of their
 * own: the browser lays out the parts in the frame after they are marked, and the next are
 * marked only in an idle period after that frame, so the work is spread over short tasks
 * rather than one long task that lays out the whole page at once (about 100 ms on a mid-range
 * phone for the homepage, which Total Blocking Time counts). A frame takes parts until
 * SETTLE_ELEMENTS_PER_FRAME would be passed, and at least one, however large (so a large
 * section below the fold defers its cards one by one, as the blog's listings do). Waiting for
 * the frame matters: one idle period can outlast several idle callbacks, and parts marked
 * before the same frame are laid out together (the blog's topic rails and the footer made one
 * task of 62 ms at a 4× slower CPU).
 */
export function settleLayoutWhenIdle(): void {
  whenLoadedAndIdle(() => settleInTurn(Array.from(document.getElementsByClassName(LAYOUT_DEFERRED_CLASS))))
}

/** The elements a part's layout covers, itself included. */
const elementCount = (part: Element): number => part.getElementsByTagName("*").length + 1

function settleInTurn(pending: Element[]): void {
  const first = pending.shift()
  if (!first) {
    document.documentElement.setAttribute(LAYOUT_SETTLED_ATTRIBUTE, "")
    return
  }
  // At least one part a frame, however large; then the next ones while they fit. Each part is counted once.
  first.setAttribute(LAYOUT_SETTLED_ATTRIBUTE, "")
  let elements = elementCount(first)
  for (let next = pending[0]; next; next = pending[0]) {
    elements += elementCount(next)
    if (elements > SETTLE_ELEMENTS_PER_FRAME) break
    pending.shift()
    next.setAttribute(LAYOUT_SETTLED_ATTRIBUTE, "")
  }
  // The frame that lays these parts out comes first (animation frame callbacks run before it); then an idle period.
  window.requestAnimationFrame(() => whenIdle(() => settleInTurn(pending)))
}
