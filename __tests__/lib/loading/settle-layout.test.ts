/** @jest-environment jsdom */
import { LAYOUT_DEFERRED_CLASS, LAYOUT_SETTLED_ATTRIBUTE, settleLayoutWhenIdle } from "../../../src/lib/loading/settle-layout"

const pageSettled = (): boolean => document.documentElement.hasAttribute(LAYOUT_SETTLED_ATTRIBUTE)
const settledSections = (): string[] => Array.from(document.querySelectorAll(`[${LAYOUT_SETTLED_ATTRIBUTE}]`), (element) => element.id).filter(Boolean)
let idleCallbacks: Array<() => void>

/** Runs the idle callbacks queued so far (not those they queue in turn), as one idle period. */
function idlePeriod(): void {
  const due = idleCallbacks
  idleCallbacks = []
  due.forEach((run) => run())
}

beforeEach(() => {
  document.documentElement.removeAttribute(LAYOUT_SETTLED_ATTRIBUTE)
  document.body.innerHTML = `
    <main>
      <section id="hero"></section>
      <div id="features" class="${LAYOUT_DEFERRED_CLASS}"></div>
      <div id="journey" class="other ${LAYOUT_DEFERRED_CLASS}"></div>
      <div id="ratings" class="${LAYOUT_DEFERRED_CLASS}"></div>
    </main>`
  idleCallbacks = []
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))
    return idleCallbacks.length
  })
})

afterEach(() => {
  Reflect.deleteProperty(window, "requestIdleCallback")
  jest.restoreAllMocks()
})

test("waits for the load event and an idle moment, then settles one section per idle period, top to bottom, then the page", () => {
  jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  settleLayoutWhenIdle()
  expect(window.requestIdleCallback).not.toHaveBeenCalled()
  window.dispatchEvent(new Event("load"))
  expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 })
  expect(settledSections()).toEqual([])

  idlePeriod()
  expect(settledSections()).toEqual(["features"])
  expect(pageSettled()).toBe(false)
  idlePeriod()
  expect(settledSections()).toEqual(["features", "journey"])
  idlePeriod()
  expect(settledSections()).toEqual(["features", "journey", "ratings"])
  expect(pageSettled()).toBe(false)
  idlePeriod()
  expect(pageSettled()).toBe(true)
  expect(document.getElementById("hero")?.hasAttribute(LAYOUT_SETTLED_ATTRIBUTE)).toBe(false)
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
  jest.advanceTimersByTime(150)
  expect(settledSections()).toEqual(["features", "journey", "ratings"])
  expect(pageSettled()).toBe(true)
  jest.useRealTimers()
})
