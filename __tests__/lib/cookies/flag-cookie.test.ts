import { BANNER_DISMISSED_KEY } from "../../../src/lib/banner/dismissal"
import { BRAND_FONT_CACHED_KEY, BRAND_FONT_CACHED_MAX_AGE_SECONDS } from "../../../src/lib/fonts/head-script"
import { flagCookieLine, flagCookiePattern, hasFlagCookie, readFlagCookie } from "../../../src/lib/cookies/flag-cookie"

test("the banner's flag is a session cookie of this host: no lifetime, no domain; secure over https", () => {
  expect(flagCookieLine(BANNER_DISMISSED_KEY, { protocol: "https:" })).toBe("rapport_web_banner_dismissed=1; path=/; samesite=lax; secure")
  expect(flagCookieLine(BANNER_DISMISSED_KEY, { protocol: "http:" })).toBe("rapport_web_banner_dismissed=1; path=/; samesite=lax")
})

test("only the flag itself counts, not a cookie whose name ends like it or another value", () => {
  expect(hasFlagCookie("a=1; rapport_web_banner_dismissed=1; b=2", BANNER_DISMISSED_KEY)).toBe(true)
  expect(hasFlagCookie("rapport_web_banner_dismissed=1", BANNER_DISMISSED_KEY)).toBe(true)
  expect(hasFlagCookie("x_rapport_web_banner_dismissed=1", BANNER_DISMISSED_KEY)).toBe(false)
  expect(hasFlagCookie("rapport_web_banner_dismissed=10", BANNER_DISMISSED_KEY)).toBe(false)
  expect(hasFlagCookie("", BANNER_DISMISSED_KEY)).toBe(false)
})

test("the font's flag lasts as long as the font file is cached: a year", () => {
  expect(flagCookieLine(BRAND_FONT_CACHED_KEY, { protocol: "https:" }, BRAND_FONT_CACHED_MAX_AGE_SECONDS)).toBe(
    "rapport_font_cached=1; path=/; samesite=lax; max-age=31536000; secure",
  )
})

test("the head scripts' pattern is the same test, written as a literal", () => {
  const literal = String(flagCookiePattern(BRAND_FONT_CACHED_KEY))
  expect(literal).toBe("/(?:^|;\\s*)rapport_font_cached=1(?:;|$)/")
  expect((new Function(`return ${literal}`)() as RegExp).test("a=b; rapport_font_cached=1")).toBe(true)
})

test("reading the flag never throws: no document (the server render), or cookies a sandboxed frame may not read", () => {
  expect(readFlagCookie(BANNER_DISMISSED_KEY)).toBe(false)
  const globals = globalThis as unknown as { document?: unknown }
  try {
    globals.document = { cookie: "rapport_web_banner_dismissed=1" }
    expect(readFlagCookie(BANNER_DISMISSED_KEY)).toBe(true)
    globals.document = {
      get cookie(): string {
        throw new Error("SecurityError: the document is sandboxed")
      },
    }
    expect(readFlagCookie(BANNER_DISMISSED_KEY)).toBe(false)
  } finally {
    delete globals.document
  }
})
