import { robotsTxt } from "../../../src/lib/seo/robots"
import { escapeXml, renderUrlSet, sitemapFiles } from "../../../src/lib/seo/sitemap"

const siteUrl = "https://www.rapport.example"

describe("robotsTxt", () => {
  test("prod: every agent may crawl everything, and the sitemap is announced", () => {
    expect(robotsTxt({ siteEnv: "prod", siteUrl })).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.rapport.example/sitemap.xml\n")
    expect(robotsTxt({ siteEnv: "prod", siteUrl, preview: true })).toMatch(/^User-agent: \*\nDisallow: \/$/m)
  })

  test("the sitemap URL follows the site URL", () => {
    expect(robotsTxt({ siteEnv: "prod", siteUrl: "https://example.org/" })).toContain("Sitemap: https://example.org/sitemap.xml\n")
  })

  test("staging: Disallow: / for every agent, and no sitemap", () => {
    const text = robotsTxt({ siteEnv: "staging", siteUrl: "https://staging.rapport.example" })
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/\n/m)
    expect(text).not.toMatch(/^Allow:/m)
    expect(text).not.toMatch(/Sitemap:/)
  })
})

describe("sitemap", () => {
  const pages = [
    { path: "/", lastmod: null },
    { path: "/pricing", lastmod: "2026-01-01T00:00:00Z" },
  ]

  test("a urlset of absolute URLs with lastmod where known", () => {
    expect(renderUrlSet(pages, siteUrl)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://www.rapport.example/</loc></url>",
        "<url><loc>https://www.rapport.example/pricing</loc><lastmod>2026-01-01T00:00:00Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    )
  })

  test("URLs are XML-escaped", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;")
    expect(renderUrlSet([{ path: "/a&b", lastmod: null }], siteUrl)).toContain("<loc>https://www.rapport.example/a&amp;b</loc>")
  })

  test("one sitemap.xml up to the per-file limit", () => {
    expect(sitemapFiles(pages, siteUrl).map((f) => f.fileName)).toEqual(["sitemap.xml"])
    expect(sitemapFiles([], siteUrl)[0]!.content).toContain("<urlset")
  })

  test("beyond it, sitemap.xml becomes an index of parts, so robots.txt's address never changes", () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ path: `/p${i}`, lastmod: null }))
    const files = sitemapFiles(many, siteUrl, 2)
    expect(files.map((f) => f.fileName)).toEqual(["sitemap.xml", "sitemap-0.xml", "sitemap-1.xml", "sitemap-2.xml"])
    expect(files[0]!.content).toContain("<sitemapindex")
    expect(files[0]!.content).toContain("<sitemap><loc>https://www.rapport.example/sitemap-2.xml</loc></sitemap>")
    expect(files.slice(1).map((f) => (f.content.match(/<url>/g) ?? []).length)).toEqual([2, 2, 1])
  })
})
