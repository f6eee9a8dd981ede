import { createHash } from "node:crypto"
import { JSDOM } from "jsdom"
import {
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  functionSecurityHeaders,
  IMMUTABLE,
  permissionsPolicy,
  REVALIDATE,
  scriptHash,
  securityHeaderRules,
  setFunctionSecurityHeaders,
  thirdPartiesOf,
  type SecurityPolicyConfig,
  type ThirdParties,
} from "../../../src/lib/security/headers"
import { allowedScriptHashes, disallowedInlineScripts, executableInlineScripts } from "../../../plugins/gatsby-plugin-site-runtime/inline-script-check"

const none: ThirdParties = thirdPartiesOf({})
const policyOf = (thirdParties: ThirdParties, inlineScripts: string[] = []): SecurityPolicyConfig => ({ thirdParties, inlineScripts })
const directive = (config: SecurityPolicyConfig, name: string): string[] =>
  contentSecurityPolicyDirectives(config).find(([directiveName]) => directiveName === name)?.[1] ?? []
const hostsIn = (policy: string): string[] => policy.match(/https?:\/\/[^\s;]+/g) ?? []

describe("the Content-Security-Policy", () => {
  test("with nothing configured: the site's own origin only, no inline script, never framed", () => {
    const policy = contentSecurityPolicy(policyOf(none))
    expect(hostsIn(policy)).toEqual([])
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self'")
    expect(directive(policyOf(none), "script-src")).toEqual(["'self'"])
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).not.toContain("unsafe-eval")
  })

  test("never allows inline scripts wholesale, whatever is configured", () => {
    const all = thirdPartiesOf({
      GATSBY_GTM_ID: "GTM-AB12CD3",
      GATSBY_MARKETO_BASE_URL: "https://app-ab12.marketo.com",
      GATSBY_MARKETO_MUNCHKIN_ID: "123-ABC-456",
      GATSBY_VIDEO_PROVIDER_URL: "https://fast.wistia.net",
      GATSBY_MARKETING_AUTOMATION_SCRIPT_URL: "https://munchkin.marketo.net/munchkin.js",
      GATSBY_LINK_ATTRIBUTION_SCRIPT_URL: "https://cdn.links.example/attribution.js",
    })
    expect(directive(policyOf(all, ["console.log(1)"]), "script-src")).not.toContain("'unsafe-inline'")
    // Style attributes need it (see headers.ts); that is the only place.
    const policy = contentSecurityPolicy(policyOf(all))
    expect(policy.match(/'unsafe-inline'/g)).toHaveLength(1)
    expect(directive(policyOf(all), "style-src")).toContain("'unsafe-inline'")
  })

  test("Google Tag Manager appears only with a container id", () => {
    const without = contentSecurityPolicy(policyOf(none))
    const withGtm = policyOf(thirdPartiesOf({ GATSBY_GTM_ID: "GTM-AB12CD3" }))
    expect(without).not.toContain("googletagmanager")
    expect(directive(withGtm, "script-src")).toContain("https://www.googletagmanager.com")
    expect(directive(withGtm, "connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]))
    expect(directive(withGtm, "frame-src")).toEqual(["'none'"])
    expect(directive(policyOf(thirdPartiesOf({ GATSBY_GTM_ID: "  " })), "script-src")).toEqual(["'self'"])
  })

  test("Marketo's form script appears only with both its base URL and a Munchkin id, as the demo form loads it", () => {
    const marketo = policyOf(thirdPartiesOf({ GATSBY_MARKETO_BASE_URL: "https://app-ab12.marketo.com/", GATSBY_MARKETO_MUNCHKIN_ID: "123-ABC-456" }))
    for (const name of ["script-src", "connect-src", "frame-src", "style-src", "img-src"])
      expect(directive(marketo, name)).toContain("https://app-ab12.marketo.com")
    const baseOnly = contentSecurityPolicy(policyOf(thirdPartiesOf({ GATSBY_MARKETO_BASE_URL: "https://app-ab12.marketo.com" })))
    expect(baseOnly).not.toContain("marketo")
  })

  test("the video provider: its metadata, its player's frame and its posters, only when configured", () => {
    const wistia = policyOf(thirdPartiesOf({ GATSBY_VIDEO_PROVIDER_URL: "https://fast.wistia.net" }))
    expect(directive(wistia, "frame-src")).toEqual(["https://fast.wistia.net"])
    expect(directive(wistia, "connect-src")).toContain("https://fast.wistia.net")
    expect(directive(wistia, "img-src")).toEqual(expect.arrayContaining(["https://fast.wistia.net", "https://embed-ssl.wistia.com"]))
    // Its script never runs in the page: metadata is parsed as text, the player is framed.
    expect(directive(wistia, "script-src")).toEqual(["'self'"])
    const standIn = policyOf(thirdPartiesOf({ GATSBY_VIDEO_PROVIDER_URL: "http://127.0.0.1:4321" }))
    expect(directive(standIn, "img-src")).toEqual(["'self'", "data:", "http://127.0.0.1:4321"])
    expect(contentSecurityPolicy(policyOf(none))).not.toMatch(/wistia/)
  })

  test("the idle third-party scripts appear by their own origins only when set", () => {
    const idle = policyOf(thirdPartiesOf({ GATSBY_MARKETING_AUTOMATION_SCRIPT_URL: "https://munchkin.marketo.net/munchkin.js" }))
    expect(directive(idle, "script-src")).toEqual(["'self'", "https://munchkin.marketo.net"])
    expect(directive(idle, "connect-src")).toEqual(["'self'", "https://munchkin.marketo.net"])
  })

  test("images: the site's own (the CMS's files come through /assets/*) and data:, plus exactly the configured CMS asset origins", () => {
    expect(directive(policyOf(none), "img-src")).toEqual(["'self'", "data:"])
    const cdn = policyOf(thirdPartiesOf({ CMS_ASSET_ORIGINS: "https://images.rapport.example/, https://cdn.example.net:8443" }))
    expect(directive(cdn, "img-src")).toEqual(["'self'", "data:", "https://images.rapport.example", "https://cdn.example.net:8443"])
    // Images only: nothing else may come from there.
    for (const name of ["script-src", "connect-src", "style-src", "frame-src", "media-src", "default-src"])
      expect(directive(cdn, name)).toEqual(directive(policyOf(none), name))
    expect(() => thirdPartiesOf({ CMS_ASSET_ORIGINS: "http://images.rapport.example" })).toThrow(/^CMS_ASSET_ORIGINS must list https origins/)
  })

  test("the external booking page needs nothing: it is a link, and navigation is not the policy's to allow", () => {
    const policy = contentSecurityPolicy(policyOf(thirdPartiesOf({ GATSBY_DEMO_BOOKING_URL: "https://calendly.com/rapport/demo" } as never)))
    expect(policy).not.toContain("calendly")
  })

  test("a configured URL that does not parse stops the build, naming its setting", () => {
    expect(() => thirdPartiesOf({ GATSBY_VIDEO_PROVIDER_URL: "fast.wistia.net" })).toThrow(/GATSBY_VIDEO_PROVIDER_URL/)
    expect(() => thirdPartiesOf({ GATSBY_LINK_ATTRIBUTION_SCRIPT_URL: "javascript:alert(1)" })).toThrow(/GATSBY_LINK_ATTRIBUTION_SCRIPT_URL/)
  })

  test("each inline script is allowed by the SHA-256 of its exact text, as a browser hashes it", () => {
    const scripts = ["window.a=1", "(function(){var é='ü'})()"]
    const sources = directive(policyOf(none, scripts), "script-src")
    for (const script of scripts) expect(sources).toContain(`'sha256-${createHash("sha256").update(Buffer.from(script, "utf8")).digest("base64")}'`)
    // The same script listed twice is one source.
    expect(directive(policyOf(none, [scripts[0]!, scripts[0]!]), "script-src")).toHaveLength(2)
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})

test("the Permissions-Policy lets only the video provider's player use what its iframe asks for", () => {
  expect(permissionsPolicy(none)).toContain("camera=()")
  expect(permissionsPolicy(none)).toContain("fullscreen=(self)")
  const wistia = permissionsPolicy(thirdPartiesOf({ GATSBY_VIDEO_PROVIDER_URL: "https://fast.wistia.net" }))
  for (const feature of ["autoplay", "fullscreen", "picture-in-picture"]) expect(wistia).toContain(`${feature}=(self "https://fast.wistia.net")`)
})

describe("the header rules (Gatsby's `headers`)", () => {
  const rules = securityHeaderRules(policyOf(none, ["window.a=1"]))
  const everyPath = rules.find((rule) => rule.source === "/*")!

  test("every path gets the policy and the usual headers, in lower case so they replace Gatsby's defaults", () => {
    const headers = Object.fromEntries(everyPath.headers.map(({ key, value }) => [key, value]))
    expect(headers).toMatchObject({
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "strict-transport-security": expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
      "permissions-policy": expect.stringContaining("camera=()"),
      "content-security-policy": contentSecurityPolicy(policyOf(none, ["window.a=1"])),
    })
    for (const { key } of rules.flatMap((rule) => rule.headers)) expect(key).toBe(key.toLowerCase())
  })

  test("caching: immutable for /static/, revalidated for page-data; no rule for every path, which would override hashed chunks", () => {
    expect(rules.find((rule) => rule.source === "/static/*")?.headers).toEqual([{ key: "cache-control", value: IMMUTABLE }])
    expect(rules.find((rule) => rule.source === "/page-data/*")?.headers).toEqual([{ key: "cache-control", value: REVALIDATE }])
    expect(everyPath.headers.map(({ key }) => key)).not.toContain("cache-control")
  })

  test("the post-build check reads the hashes back from the rules", () => {
    expect(allowedScriptHashes(rules)).toEqual(new Set([scriptHash("window.a=1")]))
    expect(allowedScriptHashes([])).toBeNull()
    expect(allowedScriptHashes(undefined)).toBeNull()
  })
})

describe("the post-build check of a page's inline scripts", () => {
  const page = `<html><head>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json" id="data">{"a":1}</script>
<script id="listed">window.a=1</script>
<script type="module">import("/x.js")</script>
<script src="/app-0123456789abcdef0123.js" async></script>
<SCRIPT>window.unlisted=1</SCRIPT>
</head><body></body></html>`

  test("finds the scripts a browser executes, and only those", () => {
    expect(executableInlineScripts(page)).toEqual(["window.a=1", 'import("/x.js")', "window.unlisted=1"])
  })

  test("names each one the policy does not allow", () => {
    expect(disallowedInlineScripts(page, new Set([scriptHash("window.a=1"), scriptHash('import("/x.js")')]))).toEqual(["window.unlisted=1"])
  })
})

test("Functions' responses: nothing to run, frame or embed; set on the response as they are", () => {
  const set: Record<string, string> = {}
  setFunctionSecurityHeaders({ setHeader: (name, value) => (set[name] = value) })
  expect(set).toEqual(Object.fromEntries(functionSecurityHeaders().map(({ key, value }) => [key, value])))
  expect(set["content-security-policy"]).toMatch(/default-src 'none'/)
  expect(set["content-security-policy"]).toMatch(/frame-ancestors 'none'/)
  expect(set["content-security-policy"]).not.toMatch(/script-src/)
})

test("jsdom agrees the element types the check calls data are not run", () => {
  const dom = new JSDOM(`<body><script type="application/json">window.ran=1</script><script type="application/ld+json">window.ran=2</script></body>`, {
    runScripts: "dangerously",
  })
  expect((dom.window as unknown as { ran?: number }).ran).toBeUndefined()
})
