/** Server rendering (node environment): there is no window, and tracking must not fail. */
import { track, trackSignupClick } from "../../../src/lib/analytics/analytics"

test("without a window, track warns and returns false instead of throwing", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  expect(typeof window).toBe("undefined")
  expect(track({ eventCategory: "A", eventAction: "B" })).toBe(false)
  expect(trackSignupClick("Hero")).toBe(false)
  expect(warn).toHaveBeenCalledTimes(2)
  warn.mockRestore()
})
