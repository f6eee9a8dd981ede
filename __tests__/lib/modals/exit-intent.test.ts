import { EXIT_INTENT_ARM_DELAY_MS, isLeavingThroughTop, shouldOpenExitIntent } from "../../../src/lib/modals/exit-intent"

const leaving = { clientY: 0, relatedTarget: null }
const desktop = { desktopPointer: true, alreadySeen: false, anotherDialogOpen: false, msSinceLoad: EXIT_INTENT_ARM_DELAY_MS }

test("leaving through the top edge of the window is exit intent; moving onto another element is not", () => {
  expect(isLeavingThroughTop(leaving)).toBe(true)
  expect(isLeavingThroughTop({ clientY: -4, relatedTarget: null })).toBe(true)
  expect(isLeavingThroughTop({ clientY: 300, relatedTarget: null })).toBe(false)
  expect(isLeavingThroughTop({ clientY: 0, relatedTarget: {} })).toBe(false)
})

test("the modal opens on desktop, once, never over another dialog, never in the first moments", () => {
  expect(shouldOpenExitIntent(leaving, desktop)).toBe(true)
  expect(shouldOpenExitIntent(leaving, { ...desktop, desktopPointer: false })).toBe(false)
  expect(shouldOpenExitIntent(leaving, { ...desktop, alreadySeen: true })).toBe(false)
  expect(shouldOpenExitIntent(leaving, { ...desktop, anotherDialogOpen: true })).toBe(false)
  expect(shouldOpenExitIntent(leaving, { ...desktop, msSinceLoad: EXIT_INTENT_ARM_DELAY_MS - 1 })).toBe(false)
})
