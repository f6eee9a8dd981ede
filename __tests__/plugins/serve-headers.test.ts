/** The local serve's headers: gatsby-config's rules over Gatsby's own defaults, matched by Gatsby's own matcher. */
import { gatsbyDefaultHeaders, servedHeaders, servedHeadersMiddleware } from "../../plugins/gatsby-plugin-site-runtime/serve-headers"
import { IMMUTABLE, REVALIDATE, securityHeaderRules, thirdPartiesOf } from "../../src/lib/security/headers"

const rules = securityHeaderRules({ thirdParties: thirdPartiesOf({}), inlineScripts: ["window.a=1"] })
const headersOf = (path: string): Record<string, string> => Object.fromEntries(servedHeaders(rules, path).map(({ key, value }) => [key, value]))

test.each([
  ["/pricing", REVALIDATE],
  ["/", REVALIDATE],
  ["/404.html", REVALIDATE],
  ["/page-data/pricing/page-data.json", REVALIDATE],
  ["/page-data/app-data.json", REVALIDATE],
  ["/app-16cb47e9522b4bf7bf44.js", IMMUTABLE],
  ["/1263-092d2d6b366a24a3fa57.js", IMMUTABLE],
  ["/styles.73d66a2a69f973964466.css", IMMUTABLE],
  ["/static/inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2", IMMUTABLE],
  ["/favicon.svg", REVALIDATE],
])("%s: the security headers, cached as %s", (path, cacheControl) => {
  const headers = headersOf(path)
  expect(headers["cache-control"]).toBe(cacheControl)
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  // Gatsby's own default (same-origin) is replaced, not sent beside it.
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["x-content-type-options"]).toBe("nosniff")
})

test("a name that only looks hashed is not cached for a year", () => {
  expect(gatsbyDefaultHeaders("/app.js").find(({ key }) => key === "cache-control")?.value).toBe(REVALIDATE)
  expect(gatsbyDefaultHeaders("/videos/intro-0123456789abcdef0123.mp4").find(({ key }) => key === "cache-control")?.value).toBe(REVALIDATE)
})

test("the middleware leaves Functions' responses to the Functions, as the host does", () => {
  const middleware = servedHeadersMiddleware(rules)
  const set = (path: string): string[] => {
    const names: string[] = []
    let nexted = false
    middleware({ path }, { setHeader: (name: string) => names.push(name) }, () => (nexted = true))
    expect(nexted).toBe(true)
    return names
  }
  expect(set("/api/demo-request")).toEqual([])
  expect(set("/pricing")).toContain("content-security-policy")
})
