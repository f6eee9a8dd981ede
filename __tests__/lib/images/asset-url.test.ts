import { absoluteAssetUrl, siteAssetUrl, withHttps } from "../../../src/lib/images/asset-url"

describe("withHttps (SPEC 2.12 and 5: an image URL starting with '//' gets https)", () => {
  test("a protocol-relative URL gets https:", () => {
    expect(withHttps("//cdn.example.com/x.jpg")).toBe("https://cdn.example.com/x.jpg")
  })
  test("any other URL is kept as it is; no URL is ''", () => {
    expect(withHttps("http://cdn.example.com/x.jpg")).toBe("http://cdn.example.com/x.jpg")
    expect(withHttps("https://cdn.example.com/x.jpg")).toBe("https://cdn.example.com/x.jpg")
    expect(withHttps("/uploads/x.jpg")).toBe("/uploads/x.jpg")
    expect(withHttps(null)).toBe("")
    expect(withHttps(undefined)).toBe("")
  })
})

describe("absoluteAssetUrl (the source plugin's one normalisation of an asset's URL)", () => {
  const CMS = "https://cms.example.com"

  test.each([
    ["protocol-relative, on a CDN", "//cdn.example.com/blog/x.jpg", CMS, "https://cdn.example.com/blog/x.jpg"],
    ["protocol-relative, on the CMS's host", "//cms.example.com/uploads/x.jpg", CMS, "https://cms.example.com/uploads/x.jpg"],
    ["protocol-relative, even when the CMS is plain http", "//cdn.example.com/x.jpg", "http://127.0.0.1:4321", "https://cdn.example.com/x.jpg"],
    ["root-relative: the CMS's origin", "/uploads/blog/x.jpg", CMS, "https://cms.example.com/uploads/blog/x.jpg"],
    ["root-relative, CMS under a path: still the origin", "/uploads/x.jpg", "https://example.com/craft/", "https://example.com/uploads/x.jpg"],
    ["relative: below the CMS's URL", "uploads/x.jpg", "https://example.com/craft", "https://example.com/craft/uploads/x.jpg"],
    ["http on another host: upgraded", "http://bucket.s3.example.net/x.jpg", CMS, "https://bucket.s3.example.net/x.jpg"],
    [
      "http on the CMS's own host: kept (the stand-in, a staging Craft without TLS)",
      "http://127.0.0.1:4321/assets/blog/x.jpg",
      "http://127.0.0.1:4321",
      "http://127.0.0.1:4321/assets/blog/x.jpg",
    ],
    ["http on the CMS's host, another port: kept", "http://127.0.0.1:9000/assets/x.jpg", "http://127.0.0.1:4321", "http://127.0.0.1:9000/assets/x.jpg"],
    ["https anywhere: kept", "https://cdn.example.com/x.jpg?v=2", CMS, "https://cdn.example.com/x.jpg?v=2"],
    ["surrounding spaces are not part of it", "  //cdn.example.com/x.jpg ", CMS, "https://cdn.example.com/x.jpg"],
  ])("%s", (_, url, cmsUrl, expected) => {
    expect(absoluteAssetUrl(url, cmsUrl)).toBe(expected)
  })

  test("no URL (a volume without public URLs), or one that is no web address, is null", () => {
    expect(absoluteAssetUrl(null, CMS)).toBeNull()
    expect(absoluteAssetUrl(undefined, CMS)).toBeNull()
    expect(absoluteAssetUrl("", CMS)).toBeNull()
    expect(absoluteAssetUrl("   ", CMS)).toBeNull()
    expect(absoluteAssetUrl("data:image/png;base64,AAAA", CMS)).toBeNull()
    expect(absoluteAssetUrl("javascript:alert(1)", CMS)).toBeNull()
    expect(absoluteAssetUrl("http://[::1", CMS)).toBeNull()
  })
})

describe("siteAssetUrl (a picture's URL as the pages name it)", () => {
  const CMS = "https://cms.example.com"
  const TRANSFORM = "/assets/_transforms/blog/x.jpg/0123456789ab/300x188-crop-center-center-q68-0123456789abcdef.webp"

  test.each([
    ["a transform on the CMS's asset path: the path alone (the site's servers forward it)", `${CMS}${TRANSFORM}`, CMS, TRANSFORM],
    ["an asset's own file there too", `${CMS}/assets/blog/x.jpg`, CMS, "/assets/blog/x.jpg"],
    ["root-relative, as a volume based on /assets answers: stays the path", TRANSFORM, CMS, TRANSFORM],
    ["protocol-relative on the CMS's host", `//cms.example.com${TRANSFORM}`, CMS, TRANSFORM],
    ["the stand-in over plain http, on its own origin", `http://127.0.0.1:4321${TRANSFORM}`, "http://127.0.0.1:4321", TRANSFORM],
    ["its query string is kept", `${CMS}/assets/blog/x.jpg?v=2`, CMS, "/assets/blog/x.jpg?v=2"],
    ["the CMS under a path: its origin's /assets/ all the same", `https://example.com/assets/blog/x.jpg`, "https://example.com/craft/", "/assets/blog/x.jpg"],
  ])("%s", (_, url, cmsUrl, expected) => {
    expect(siteAssetUrl(url, cmsUrl)).toBe(expected)
  })

  test.each([
    ["a CDN, protocol-relative: absolute https", `//cdn.example.com${TRANSFORM}`, CMS, `https://cdn.example.com${TRANSFORM}`],
    ["a storage bucket over http: absolute https", "http://bucket.s3.example.net/assets/x.jpg", CMS, "https://bucket.s3.example.net/assets/x.jpg"],
    ["the CMS's host outside its asset path", `${CMS}/uploads/x.jpg`, CMS, `${CMS}/uploads/x.jpg`],
    ["a path that only starts like it", `${CMS}/assets-old/x.jpg`, CMS, `${CMS}/assets-old/x.jpg`],
    ["the CMS's host on another port: another origin", `http://127.0.0.1:9000${TRANSFORM}`, "http://127.0.0.1:4321", `http://127.0.0.1:9000${TRANSFORM}`],
  ])("stays absolute elsewhere: %s", (_, url, cmsUrl, expected) => {
    expect(siteAssetUrl(url, cmsUrl)).toBe(expected)
  })

  test.each([["data:"], ["javascript:alert(1)"], ["   "], ["http://["]])("no usable URL is null, never a page's srcset entry: %s", (url) => {
    expect(siteAssetUrl(url === "data:" ? "data:image/png;base64,AAAA" : url, CMS)).toBeNull()
  })
})
