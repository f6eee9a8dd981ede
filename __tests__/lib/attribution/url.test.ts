import { parseUrl, referrerDomain } from "../../../src/lib/attribution/url"

/** The cases parseUrl answers, each with what it gives (the href, or null for no URL). */
const CASES: Array<[string, string | undefined, string | null]> = [
  ["https://www.rapport.example/pricing?utm_source=news", undefined, "https://www.rapport.example/pricing?utm_source=news"],
  ["/signup?plan=starter", "https://www.rapport.example/", "https://www.rapport.example/signup?plan=starter"],
  ["", undefined, null],
  ["not a url", undefined, null],
  ["/relative-without-base", undefined, null],
  ["http://exa mple.com/", undefined, null],
]

describe("parseUrl", () => {
  const original = globalThis.URL
  afterEach(() => {
    globalThis.URL = original
  })

  it("gives a URL or null, never throws, with or without URL.canParse", () => {
    for (const [href, base, expected] of CASES) expect(parseUrl(href, base)?.href ?? null).toBe(expected)
    class WithoutCanParse extends original {}
    Object.defineProperty(WithoutCanParse, "canParse", { value: undefined })
    globalThis.URL = WithoutCanParse
    for (const [href, base, expected] of CASES) expect(parseUrl(href, base)?.href ?? null).toBe(expected)
  })

  it("answers an unparsable URL without an exception where the browser has URL.canParse (a page's first one costs about a millisecond)", () => {
    const thrown: unknown[] = []
    class Counting extends original {
      constructor(href: string | URL, base?: string | URL) {
        try {
          super(href, base)
        } catch (error) {
          thrown.push(error)
          throw error
        }
      }
    }
    globalThis.URL = Counting
    expect(referrerDomain("")).toBe("")
    expect(parseUrl("not a url")).toBeNull()
    expect(referrerDomain("https://www.google.com/search?q=crm")).toBe("google.com")
    expect(thrown).toEqual([])
  })
})
