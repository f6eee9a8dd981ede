/** @jest-environment jsdom */
import Cookies from "js-cookie"
import { parseCookieHeader, readBrowserCookies } from "../../../src/lib/cookies/read"

const clearCookies = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name)
}

describe("reading cookies without js-cookie", () => {
  afterEach(clearCookies)

  test("reads what js-cookie writes, as js-cookie reads it back", () => {
    Cookies.set("utm_source", "newsletter")
    Cookies.set("rapport logged in", "yes; really")
    Cookies.set("first_touch", JSON.stringify({ source: "google", landing: "/pricing?a=1&b=2" }))
    Cookies.set("café", "crème brûlée")
    expect(readBrowserCookies()).toEqual(Cookies.get())
    expect(readBrowserCookies()["rapport logged in"]).toBe("yes; really")
  })

  test.each([
    ["", {}],
    ["a=1; b=2", { a: "1", b: "2" }],
    ['quoted="x y"', { quoted: "x y" }],
    ["dup=first; dup=second", { dup: "first" }],
    ["flag", { flag: "" }],
    ["bad%=1; good=2", { good: "2" }],
    ["v=a%20b%2Cc", { v: "a b,c" }],
  ])("%j → %j", (header, expected) => {
    expect(parseCookieHeader(header)).toEqual(expected)
  })

  test("a browser that blocks cookies gets {} and a warning, never an exception", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const getter = jest.spyOn(document, "cookie", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    try {
      expect(readBrowserCookies()).toEqual({})
      expect(warn).toHaveBeenCalledWith("[cookies] could not read cookies", expect.any(DOMException))
    } finally {
      getter.mockRestore()
      warn.mockRestore()
    }
  })
})
