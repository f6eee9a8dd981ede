import { parseUrl, referrerDomain } from "../../../src/lib/attribution/url"

describe("referrerDomain", () => {
  const original = globalThis.URL
  afterEach(() => {
    globalThis.URL = original
  })

  it("is the referrer's host name in lower case without www., or '' for no URL", () => {
    expect(referrerDomain("https://WWW.Google.com/search?q=crm")).toBe("google.com")
    expect(referrerDomain("https://news.ycombinator.com/item?id=1")).toBe("news.ycombinator.com")
    expect(referrerDomain("")).toBe("")
    expect(referrerDomain("not a url")).toBe("")
    expect(parseUrl("not a url")).toBeNull()
  })

  it("answers no referrer and the first-touch markers without an exception (a page's first one costs about a millisecond)", () => {
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
    // What first-touch.ts records for a first landing on /demos or /signup, and for a tagged paid-search visit.
    expect(referrerDomain("direct_visit")).toBe("")
    expect(referrerDomain("google_ads_blocked")).toBe("")
    expect(referrerDomain("https://www.google.com/")).toBe("google.com")
    expect(referrerDomain("android-app://com.google.android.gm/")).toBe("com.google.android.gm")
    expect(thrown).toEqual([])
  })
})
