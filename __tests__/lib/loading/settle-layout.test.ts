/** @jest-environment jsdom */
import { LAYOUT_SETTLED_ATTRIBUTE, settleLayoutWhenIdle } from "../../../src/lib/loading/settle-layout"

const settled = (): boolean => document.documentElement.hasAttribute(LAYOUT_SETTLED_ATTRIBUTE)
let idleCallbacks: Array<() => void>

beforeEach(() => {
  document.documentElement.removeAttribute(LAYOUT_SETTLED_ATTRIBUTE)
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

test("waits for the load event, then for an idle moment, before marking the layout settled", () => {
  jest.spyOn(document, "readyState", "get").mockReturnValue("loading")
  settleLayoutWhenIdle()
  expect(window.requestIdleCallback).not.toHaveBeenCalled()
  window.dispatchEvent(new Event("load"))
  expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 })
  expect(settled()).toBe(false)
  idleCallbacks.forEach((run) => run())
  expect(settled()).toBe(true)
})

test("on a page that has already loaded it only waits for idle", () => {
  settleLayoutWhenIdle()
  expect(settled()).toBe(false)
  idleCallbacks.forEach((run) => run())
  expect(settled()).toBe(true)
})
