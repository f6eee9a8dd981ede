/** @jest-environment jsdom */
import { LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE } from "../../../src/lib/loading/layout-deferred"
import { SETTLE_ELEMENTS_PER_FRAME, settleLayoutWhenIdle } from "../../../src/lib/loading/settle-layout"

const pageSettled = (): boolean => document.documentElement.hasAttribute(LAYOUT_SETTLED_ATTRIBUTE)
const settledSections = (): string[] => Array.from(document.querySelectorAll(`[${LAYOUT_SETTLED_ATTRIBUTE}]`), (element) => element.id).filter(Boolean)
/** `count` elements in all: a part and its descendants. */
const partOf = (count: number): string => "<p></p>".repeat(count - 1)
let idleCallbacks: Array<() => void>
let frameCallbacks: Array<() => void>

/** Runs the idle callbacks queued so far (not those they queue in turn), as one idle period. */
function idlePeriod(): void {
  const due = idleCallbacks
  idleCallbacks = []
  due.forEach((run) => run())
}

/** Renders a frame: runs the animation frame callbacks queued so far. */
function frame(): void {
  const due = frameCallbacks
  frameCallbacks = []
  due.forEach((run) => run())
}

beforeEach(() => {
  document.documentElement.removeAttribute(LAYOUT_SETTLED_ATTRIBUTE)
  document.body.innerHTML = `
    <main>
      <section id="hero"></section>
      <div id="features" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME - 10)}</div>
      <div id="journey" class="other ${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME - 10)}</div>
      <div id="ratings" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME - 10)}</div>
    </main>`
  idleCallbacks = []
  frameCallbacks = []
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback: FrameRequestCallback) => frameCallbacks.push(() => callback(0)))
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
    return idleCallbacks.length
  })
})

afterEach(() => {
  Reflect.deleteProperty(window, "requestIdleCallback")
  jest.restoreAllMocks()
})

test("waits for the load event and an idle moment, then settles one large section per frame, each in an idle period after the last one's frame, top to bottom, then the page", () => {
  jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  settleLayoutWhenIdle()
  expect(window.requestIdleCallback).not.toHaveBeenCalled()
  window.dispatchEvent(new Event("load"))
  expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 })
  expect(settledSections()).toEqual([])

  idlePeriod()
  expect(settledSections()).toEqual(["features"])
  // However long the idle period lasts, the next section waits for the frame that lays out this one.
  idlePeriod()
  expect(settledSections()).toEqual(["features"])
  frame()
  expect(settledSections()).toEqual(["features"])
  idlePeriod()
  expect(settledSections()).toEqual(["features", "journey"])
  expect(pageSettled()).toBe(false)
  frame()
  idlePeriod()
  expect(settledSections()).toEqual(["features", "journey", "ratings"])
  expect(pageSettled()).toBe(false)
  frame()
  idlePeriod()
  expect(pageSettled()).toBe(true)
  expect(document.getElementById("hero")?.hasAttribute(LAYOUT_SETTLED_ATTRIBUTE)).toBe(false)
})

test("small parts share a frame up to the budget; a part larger than the budget still gets a frame of its own", () => {
  document.body.innerHTML = `
    <main>
      <div id="logos" class="${LAYOUT_DEFERRED_CLASS}">${partOf(20)}</div>
      <div id="quote" class="${LAYOUT_DEFERRED_CLASS}">${partOf(20)}</div>
      <div id="cta" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME - 40)}</div>
      <div id="journey" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME * 3)}</div>
      <div id="card-1" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME / 2)}</div>
      <div id="card-2" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME / 2)}</div>
      <div id="card-3" class="${LAYOUT_DEFERRED_CLASS}">${partOf(SETTLE_ELEMENTS_PER_FRAME / 2)}</div>
    </main>`
  settleLayoutWhenIdle()
  const frames: string[][] = []
  for (let settled: string[] = []; !pageSettled(); frame()) {
    idlePeriod()
    const now = settledSections()
    if (now.length > settled.length) frames.push(now.slice(settled.length))
    settled = now
  }
  expect(frames).toEqual([["logos", "quote", "cta"], ["journey"], ["card-1", "card-2"], ["card-3"]])
})

test("on a page that has already loaded it only waits for idle; with nothing deferred the page settles at once", () => {
  document.body.innerHTML = "<main><section></section></main>"
  settleLayoutWhenIdle()
  expect(pageSettled()).toBe(false)
  idlePeriod()
  expect(pageSettled()).toBe(true)
})

test("without requestIdleCallback (Safari) timers stand in for idle periods", () => {
  jest.useFakeTimers()
  Reflect.deleteProperty(window, "requestIdleCallback")
  settleLayoutWhenIdle()
  jest.advanceTimersByTime(500)
  expect(settledSections()).toEqual(["features"])
  // Jest's fake timers render a frame every 16 ms.
  jest.advanceTimersByTime(16 + 50)
  expect(settledSections()).toEqual(["features", "journey"])
  jest.advanceTimersByTime(2 * (16 + 50))
  expect(settledSections()).toEqual(["features", "journey", "ratings"])
  expect(pageSettled()).toBe(true)
  jest.useRealTimers()
})
