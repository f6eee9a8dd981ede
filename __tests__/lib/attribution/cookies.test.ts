/** @jest-environment jsdom */
import Cookies from "js-cookie"
import { attributionCookieAttributes } from "../../../src/lib/attribution/cookie-attributes"
import { readAllCookies, readCookie, removeCookie, toJsCookieAttributes, writeCookie, writeCookies } from "../../../src/lib/attribution/cookies"

const localAttributes = attributionCookieAttributes("http://localhost/")

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" })
}

describe("cookies (jsdom at http://localhost)", () => {
  let warnSpy: jest.SpyInstance
  beforeEach(() => {
    clearCookies()
    warnSpy = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  })
  afterEach(() => {
    warnSpy.mockRestore()
    jest.restoreAllMocks()
  })

  it("writes, reads back and removes a cookie, JSON and separators included", () => {
    const value = JSON.stringify({ referrer: "https://a.example/?x=1;y=2", source: "a b" })
    expect(writeCookie("rapport_ft", value, localAttributes)).toBe(true)
    expect(writeCookie("utm_source", "newsletter", localAttributes)).toBe(true)
    expect(readAllCookies()).toEqual({ rapport_ft: value, utm_source: "newsletter" })
    expect(readCookie("utm_source")).toBe("newsletter")

    expect(removeCookie("utm_source")).toBe(true)
    expect(readCookie("utm_source")).toBeUndefined()
  })

  it("reports a write the browser refuses (a Domain this host is not under)", () => {
    expect(writeCookie("utm_source", "x", { ...localAttributes, domain: ".rapport.example" })).toBe(false)
    expect(readCookie("utm_source")).toBeUndefined()
  })

  it("writes several cookies and reads them back once, after the last write, naming only those that did not stick", () => {
    const getter = jest.spyOn(document, "cookie", "get")
    const failed = writeCookies([
      { name: "utm_source", value: "newsletter", attributes: localAttributes },
      { name: "utm_medium", value: "email", attributes: { ...localAttributes, domain: ".rapport.example" } },
      { name: "utm_last_page", value: "https://www.rapport.example/pricing", attributes: localAttributes },
    ])
    expect(failed).toEqual(["utm_medium"])
    expect(getter).toHaveBeenCalledTimes(1)
    expect(readAllCookies()).toEqual({ utm_source: "newsletter", utm_last_page: "https://www.rapport.example/pricing" })
    expect(writeCookies([])).toEqual([])
  })

  it("turns the attributes into js-cookie options: Max-Age as a string, Expires in days, Secure and Domain only when set", () => {
    expect(toJsCookieAttributes(attributionCookieAttributes("https://www.rapport.example/"))).toEqual({
      expires: 90,
      "max-age": "7776000",
      path: "/",
      sameSite: "Lax",
      secure: true,
      domain: ".rapport.example",
    })
    expect(toJsCookieAttributes(localAttributes)).toEqual({ expires: 90, "max-age": "7776000", path: "/", sameSite: "Lax" })
  })

  it("serialises Max-Age, Path and SameSite into the cookie string", () => {
    const setter = jest.spyOn(document, "cookie", "set")
    writeCookie("utm_medium", "email", localAttributes)
    const written = setter.mock.calls[0]?.[0] as string
    expect(written).toMatch(/^utm_medium=email; /)
    expect(written).toContain("; max-age=7776000")
    expect(written).toContain("; path=/")
    expect(written).toContain("; sameSite=Lax")
    expect(written).not.toContain("secure")
    expect(written).not.toContain("domain")
  })

  test.each([
    ["write", () => writeCookie("a", "b", localAttributes), false],
    ["remove", () => removeCookie("a"), false],
    ["read all", () => readAllCookies(), {}],
    ["read one", () => readCookie("a"), undefined],
  ] as const)("%s never throws when the browser does; it warns", (_operation, call, neutral) => {
    const failure = () => {
      throw new Error("SecurityError: cookies are blocked")
    }
    jest.spyOn(Cookies, "set").mockImplementation(failure)
    jest.spyOn(Cookies, "get").mockImplementation(failure)
    jest.spyOn(Cookies, "remove").mockImplementation(failure)
    jest.spyOn(document, "cookie", "get").mockImplementation(failure)
    expect(call()).toEqual(neutral)
    expect(warnSpy).toHaveBeenCalledTimes(1)
  })
})
