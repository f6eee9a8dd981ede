/** Server rendering: no document, so the cookie layer answers neutrally instead of failing. */
import { attributionCookieAttributes } from "../../../src/lib/attribution/cookie-attributes"
import { readAllCookies, readCookie, removeCookie, writeCookie } from "../../../src/lib/attribution/cookies"

test("without a document every cookie call returns a neutral answer", () => {
  expect(typeof document).toBe("undefined")
  expect(readAllCookies()).toEqual({})
  expect(readCookie("rapport_ft")).toBeUndefined()
  expect(writeCookie("rapport_ft", "{}", attributionCookieAttributes("https://www.rapport.example/"))).toBe(false)
  expect(removeCookie("rapport_ft")).toBe(false)
})
