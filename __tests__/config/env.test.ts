import { EnvError, parseCmsAssetOrigins, parseDemoBookingUrl, parseTagManagerId, parseVideoProviderUrl, readBuildEnv } from "../../src/config/env"

describe("readBuildEnv", () => {
  test("a build needs CMS_URL, and says how to get one", () => {
    expect(() => readBuildEnv({})).toThrow(EnvError)
    expect(() => readBuildEnv({})).toThrow(/CMS_URL is not set/)
  })

  test("reads the CMS, the environment and the site URL, with the defaults", () => {
    expect(readBuildEnv({ CMS_URL: "https://cms.example.com/", CMS_TOKEN: "t" })).toEqual({
      siteEnv: "prod",
      siteUrl: "https://www.rapport.example",
      cmsUrl: "https://cms.example.com",
      cmsToken: "t",
      cmsPreview: false,
      cmsPreviewOrigin: "https://cms.example.com",
      cmsAssetOrigins: [],
      deployHost: "self",
      cmsFullSource: false,
      cmsRequest: { timeoutMs: 30_000, retries: 2, retryBackoffMs: 1_000 },
      skipTypegen: false,
      videoProviderUrl: null,
      demoBookingUrl: null,
      tagManagerId: null,
      consentDefault: "denied",
    })
    expect(readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", SITE_ENV: "staging" }).siteUrl).toBe("https://staging.rapport.example")
  })

  test("CMS_PREVIEW makes the preview server, framable by the CMS's origin or CMS_PREVIEW_ORIGIN; Netlify's builds deploy through its adapter", () => {
    const env = readBuildEnv({ CMS_URL: "http://127.0.0.1:4000/cms", CMS_PREVIEW: "1", NETLIFY: "true" })
    expect(env).toMatchObject({ cmsPreview: true, cmsPreviewOrigin: "http://127.0.0.1:4000", deployHost: "netlify" })
    expect(readBuildEnv({ CMS_URL: "https://api.example.com", CMS_PREVIEW_ORIGIN: "https://cp.example.com/admin" }).cmsPreviewOrigin).toBe(
      "https://cp.example.com",
    )
    expect(() => readBuildEnv({ CMS_URL: "https://api.example.com", CMS_PREVIEW_ORIGIN: "cp.example.com" })).toThrow(/CMS_PREVIEW_ORIGIN must be an absolute/)
  })

  test("a long-lived CMS_PREVIEW_TOKEN is refused, saying what replaced it", () => {
    expect(() => readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", CMS_PREVIEW_TOKEN: "p" })).toThrow(
      /CMS_PREVIEW_TOKEN is no longer read: the preview server takes each draft's token from the URL/,
    )
  })

  test("a malformed value is named", () => {
    expect(() => readBuildEnv({ CMS_URL: "cms.example.com" })).toThrow(/CMS_URL must be an absolute http\(s\) URL/)
    expect(() => readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", SITE_ENV: "qa" })).toThrow(/SITE_ENV must be "prod" or "staging"/)
  })
})

const base = { CMS_URL: "http://127.0.0.1:4000" }

test("CMS_FULL_SOURCE: '1' or 'true' asks for a full sourcing, unset or '0' does not, anything else is an error naming it", () => {
  expect(readBuildEnv(base).cmsFullSource).toBe(false)
  expect(readBuildEnv({ ...base, CMS_FULL_SOURCE: "0" }).cmsFullSource).toBe(false)
  expect(readBuildEnv({ ...base, CMS_FULL_SOURCE: "1" }).cmsFullSource).toBe(true)
  expect(readBuildEnv({ ...base, CMS_FULL_SOURCE: "true" }).cmsFullSource).toBe(true)
  expect(() => readBuildEnv({ ...base, CMS_FULL_SOURCE: "yes please" })).toThrow(EnvError)
  expect(() => readBuildEnv({ ...base, CMS_FULL_SOURCE: "yes please" })).toThrow(/CMS_FULL_SOURCE/)
})

test("SKIP_TYPEGEN: the publisher's builds leave src/gatsby-types.d.ts alone; every other build regenerates it", () => {
  expect(readBuildEnv(base).skipTypegen).toBe(false)
  expect(readBuildEnv({ ...base, SKIP_TYPEGEN: "1" }).skipTypegen).toBe(true)
  expect(() => readBuildEnv({ ...base, SKIP_TYPEGEN: "maybe" })).toThrow(/SKIP_TYPEGEN/)
})

describe("GATSBY_VIDEO_PROVIDER_URL", () => {
  test("unset or empty: the site's own videos (null)", () => {
    expect(parseVideoProviderUrl(undefined)).toBeNull()
    expect(parseVideoProviderUrl(" ")).toBeNull()
    expect(readBuildEnv({ CMS_URL: "http://127.0.0.1:4000" }).videoProviderUrl).toBeNull()
  })

  test("an https base (the trailing slash dropped), or http on loopback for a test's fake provider", () => {
    expect(readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", GATSBY_VIDEO_PROVIDER_URL: "https://fast.wistia.net/" }).videoProviderUrl).toBe(
      "https://fast.wistia.net",
    )
    expect(parseVideoProviderUrl("http://127.0.0.1:4010")).toBe("http://127.0.0.1:4010")
  })

  test.each([["fast.wistia.net"], ["http://fast.wistia.net"], ["https://fast.wistia.net/?x=1"], ["ftp://fast.wistia.net"]])(
    "%j stops the build, naming the variable",
    (value) => {
      expect(() => readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", GATSBY_VIDEO_PROVIDER_URL: value })).toThrow(/GATSBY_VIDEO_PROVIDER_URL must be/)
    },
  )
})

describe("CMS_ASSET_ORIGINS: origins that serve CMS assets directly (an image CDN)", () => {
  test("unset or empty: none; else each origin once, as its origin (a trailing slash dropped), http only on loopback", () => {
    expect(parseCmsAssetOrigins(undefined)).toEqual([])
    expect(parseCmsAssetOrigins(" ")).toEqual([])
    expect(readBuildEnv(base).cmsAssetOrigins).toEqual([])
    expect(
      readBuildEnv({ ...base, CMS_ASSET_ORIGINS: "https://images.rapport.example/, https://cdn.example.net:8443 ,https://images.rapport.example" })
        .cmsAssetOrigins,
    ).toEqual(["https://images.rapport.example", "https://cdn.example.net:8443"])
    expect(parseCmsAssetOrigins("http://127.0.0.1:4030")).toEqual(["http://127.0.0.1:4030"])
  })

  test.each([
    ["images.rapport.example", /must be a comma-separated list of origins/],
    ["http://images.rapport.example", /must list https origins \(http only on loopback\)/],
    ["ftp://images.rapport.example", /must list https origins/],
    ["https://images.rapport.example/volumes/blog", /origins only/],
    ["https://images.rapport.example/?w=1", /origins only/],
    ["https://user:pw@images.rapport.example", /origins only/],
    ["https://images.rapport.example, javascript:alert(1)", /must list https origins/],
  ])("%j stops the build, naming the variable and the bad item", (value, reason) => {
    expect(() => readBuildEnv({ ...base, CMS_ASSET_ORIGINS: value })).toThrow(EnvError)
    expect(() => readBuildEnv({ ...base, CMS_ASSET_ORIGINS: value })).toThrow(reason)
    expect(() => parseCmsAssetOrigins(value)).toThrow(/^CMS_ASSET_ORIGINS /)
  })
})

describe("GATSBY_DEMO_BOOKING_URL", () => {
  test("unset: the site's own booking page (null); an https scheduler kept as given", () => {
    expect(parseDemoBookingUrl(undefined)).toBeNull()
    expect(parseDemoBookingUrl("")).toBeNull()
    expect(
      readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", GATSBY_DEMO_BOOKING_URL: "https://calendly.com/rapport/demo?hide_gdpr_banner=1" }).demoBookingUrl,
    ).toBe("https://calendly.com/rapport/demo?hide_gdpr_banner=1")
    expect(parseDemoBookingUrl("http://127.0.0.1:4020/book")).toBe("http://127.0.0.1:4020/book")
  })

  test.each([["calendly.com/rapport"], ["http://calendly.com/rapport"], ["javascript:alert(1)"]])("%j stops the build, naming the variable", (value) => {
    expect(() => readBuildEnv({ CMS_URL: "http://127.0.0.1:4000", GATSBY_DEMO_BOOKING_URL: value })).toThrow(/GATSBY_DEMO_BOOKING_URL must be/)
  })
})

describe("GATSBY_GTM_ID: the Tag Manager container", () => {
  test.each<[string | undefined, string | null]>([
    [undefined, null],
    ["", null],
    ["  ", null],
    ["GTM-RAPPORT1", "GTM-RAPPORT1"],
    [" GTM-AB12CD3 ", "GTM-AB12CD3"],
  ])("%j → %j", (value, expected) => expect(parseTagManagerId(value)).toBe(expected))

  test.each(["UA-12345-1", "G-ABC123", "GTM-", "gtm-ab12cd3", 'GTM-AB12"><script>', "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3"])(
    "%j stops the build, named",
    (value) => {
      expect(() => readBuildEnv({ ...base, GATSBY_GTM_ID: value })).toThrow(/GATSBY_GTM_ID must be a Tag Manager container id/)
    },
  )
})

test("CMS_TIMEOUT_MS, CMS_RETRIES and CMS_RETRY_BACKOFF_MS bound the build's waits for the CMS; a bad value is named", () => {
  expect(readBuildEnv({ ...base, CMS_TIMEOUT_MS: "3000", CMS_RETRIES: "0", CMS_RETRY_BACKOFF_MS: "250" }).cmsRequest).toEqual({
    timeoutMs: 3000,
    retries: 0,
    retryBackoffMs: 250,
  })
  expect(() => readBuildEnv({ ...base, CMS_RETRIES: "11" })).toThrow(/CMS_RETRIES must be a whole number from 0 to 10, got "11"/)
  expect(() => readBuildEnv({ ...base, CMS_TIMEOUT_MS: "2s" })).toThrow(/CMS_TIMEOUT_MS must be a whole number/)
  expect(() => readBuildEnv({ ...base, CMS_RETRY_BACKOFF_MS: "-1" })).toThrow(/CMS_RETRY_BACKOFF_MS/)
})
