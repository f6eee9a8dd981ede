/** @jest-environment jsdom */
/**
 * The user-status head script is hand-written JavaScript in a string (head-script.ts says
 * why): these run that very string in a page and hold its mark on <html> to the rule the app
 * uses after mount (recognition.ts over lib/cookies/read.ts), and hold the stylesheet's rule
 * to the statuses the site tells apart.
 */
import { userStatusHeadScript } from "../../../src/lib/personalization/head-script"
import { STATUS_VARIANT_ATTRIBUTE, USER_STATUS_ATTRIBUTE, statusVariantAttributes } from "../../../src/lib/personalization/context"
import { allUserStatuses } from "../../../src/lib/personalization/context"
import { userStatusFromCookie, userStatuses } from "../../../src/lib/personalization/recognition"
import { parseCookieHeader } from "../../../src/lib/cookies/read"
import { site } from "../../../src/config/site"
import { statusVariantRule } from "../../support/status-variant-styles"

function clearCookies(): void {
  for (const pair of document.cookie.split("; ").filter(Boolean)) document.cookie = `${pair.split("=")[0]}=; max-age=0; path=/`
}

beforeEach(() => {
  clearCookies()
  document.documentElement.removeAttribute(USER_STATUS_ATTRIBUTE)
})

/** The status the script marks (none: anonymous). */
function markedStatus(): string {
  new Function(userStatusHeadScript())()
  return document.documentElement.getAttribute(USER_STATUS_ATTRIBUTE) ?? userStatuses.anonymous
}

const cookieValues: Array<[string, string | null]> = [
  ["no cookie", null],
  ["true", "true"],
  ["1", "1"],
  ["false", "false"],
  ["0", "0"],
  ["empty", ""],
  ["quoted", '"true"'],
  ["percent-encoded spaces around", "%20true%20"],
  ["encoded quote marks", "%22true%22"],
  ["TRUE in capitals", "TRUE"],
  ["a longer word", "truely"],
  ["a malformed escape", "%E0%A4%A"],
]

test.each(cookieValues)("%s: the script marks exactly the status the app reads after mount", (_name, value) => {
  document.cookie = "other=1; path=/"
  if (value !== null) document.cookie = `${site.loggedInCookie}=${value}; path=/`
  const appReads = userStatusFromCookie(parseCookieHeader(document.cookie)[site.loggedInCookie])
  expect(markedStatus()).toBe(appReads)
})

test("a recognised visitor is marked, an anonymous one is left unmarked", () => {
  document.cookie = `${site.loggedInCookie}=1; path=/`
  expect(markedStatus()).toBe(userStatuses.recognised)
  clearCookies()
  document.documentElement.removeAttribute(USER_STATUS_ATTRIBUTE)
  document.cookie = `not_${site.loggedInCookie}=1; path=/`
  new Function(userStatusHeadScript())()
  expect(document.documentElement.hasAttribute(USER_STATUS_ATTRIBUTE)).toBe(false)
})

test("a variant names its statuses in one attribute, space-separated", () => {
  expect(statusVariantAttributes([userStatuses.anonymous, userStatuses.recognised])).toEqual({
    [STATUS_VARIANT_ATTRIBUTE]: `${userStatuses.anonymous} ${userStatuses.recognised}`,
  })
})

test("the stylesheet hides, for each status the site tells apart, every variant not for it", () => {
  const rule = /^([^{]*)\{\s*visibility: hidden;\s*\}$/.exec(statusVariantRule())
  expect(rule).not.toBeNull()
  const selectors = rule![1]!.split(",").map((selector) => selector.trim())
  expect(selectors).toHaveLength(allUserStatuses.length)
  for (const status of allUserStatuses) {
    const selector =
      status === userStatuses.anonymous
        ? `html:not([${USER_STATUS_ATTRIBUTE}="${userStatuses.recognised}"]) [${STATUS_VARIANT_ATTRIBUTE}]:not([${STATUS_VARIANT_ATTRIBUTE}~="${status}"])`
        : `html[${USER_STATUS_ATTRIBUTE}="${status}"] [${STATUS_VARIANT_ATTRIBUTE}]:not([${STATUS_VARIANT_ATTRIBUTE}~="${status}"])`
    expect(selectors).toContain(selector)
  }
})
