import { openGraphType, socialMetaTags, twitterHandle, type MetaTag } from "../../../src/lib/seo/social"

const siteUrl = "https://www.rapport.example"
const card = { url: "/static/abc/social-card.png", width: 1200, height: 630 }
const asObject = (tags: MetaTag[]): Record<string, string> =>
  Object.fromEntries(tags.map((t) => ("property" in t ? [t.property, t.content] : [t.name, t.content])))

describe("openGraphType", () => {
  test.each([
    ["blog", "article"],
    ["caseStudy", "article"],
    ["pricing", "website"],
    ["home", "website"],
    [null, "website"],
  ])("%s → %s", (typeHandle, expected) => {
    expect(openGraphType(typeHandle)).toBe(expected)
  })
})

describe("twitterHandle", () => {
  test.each([
    ["@rapportcrm", "@rapportcrm"],
    ["rapportcrm", "@rapportcrm"],
    ["  @rapport_crm ", "@rapport_crm"],
    ["https://x.com/rapportcrm_example", "@rapportcrm_example"],
    ["https://twitter.com/@someone/", "@someone"],
    ["", null],
    [null, null],
    ["not a handle!", null],
    ["https://www.linkedin.com/in/someone", null],
  ])("%s → %s", (value, expected) => {
    expect(twitterHandle(value)).toBe(expected)
  })
})

describe("socialMetaTags", () => {
  test("a blog post with its own image: an article, every tag from its SEO fields, absolute image with its size", () => {
    const tags = asObject(
      socialMetaTags({
        siteUrl,
        title: "How to build a sales pipeline in Gmail",
        description: "A pipeline in the inbox.",
        canonical: "https://www.rapport.example/resources/pipeline",
        typeHandle: "blog",
        image: { url: "/static/123/pipeline.jpg", width: 1600, height: 900, alt: "A pipeline board" },
        fallbackImage: card,
        publishedTime: "2026-02-03T09:00:00Z",
      }),
    )
    expect(tags).toEqual({
      "og:type": "article",
      "og:site_name": "Rapport",
      "og:title": "How to build a sales pipeline in Gmail",
      "og:description": "A pipeline in the inbox.",
      "og:url": "https://www.rapport.example/resources/pipeline",
      "og:locale": "en_US",
      "og:image": "https://www.rapport.example/static/123/pipeline.jpg",
      "og:image:width": "1600",
      "og:image:height": "900",
      "og:image:alt": "A pipeline board",
      "article:published_time": "2026-02-03T09:00:00Z",
      "twitter:card": "summary_large_image",
      "twitter:site": "@rapportcrm_example",
      "twitter:title": "How to build a sales pipeline in Gmail",
      "twitter:description": "A pipeline in the inbox.",
      "twitter:image": "https://www.rapport.example/static/123/pipeline.jpg",
      "twitter:image:alt": "A pipeline board",
    })
  })

  test("no seoImage: the social card, with its size; twitterimage and twittercreator when set", () => {
    const tags = asObject(
      socialMetaTags({
        siteUrl,
        title: "Home",
        description: null,
        canonical: "https://www.rapport.example/",
        typeHandle: "home",
        image: null,
        fallbackImage: card,
        twitterImage: { url: "/static/9/home-hero.jpg" },
        twitterCreator: "rapportcrm",
        publishedTime: "2026-02-03T09:00:00Z",
      }),
    )
    expect(tags["og:type"]).toBe("website")
    expect(tags["og:image"]).toBe("https://www.rapport.example/static/abc/social-card.png")
    expect(tags["og:image:width"]).toBe("1200")
    expect(tags["og:image:height"]).toBe("630")
    expect(tags["twitter:image"]).toBe("https://www.rapport.example/static/9/home-hero.jpg")
    expect(tags["twitter:creator"]).toBe("@rapportcrm")
    expect(tags).not.toHaveProperty("og:description")
    expect(tags).not.toHaveProperty("twitter:description")
    expect(tags).not.toHaveProperty("article:published_time")
  })

  test("an image of unknown size gets no width/height; no image at all gets no image tags", () => {
    const sized = asObject(
      socialMetaTags({ siteUrl, title: "T", canonical: `${siteUrl}/t`, image: { url: "https://cdn.example/x.png", width: null, height: 10 } }),
    )
    expect(sized["og:image"]).toBe("https://cdn.example/x.png")
    expect(sized).not.toHaveProperty("og:image:width")
    const none = asObject(socialMetaTags({ siteUrl, title: "T", canonical: `${siteUrl}/t` }))
    expect(none).not.toHaveProperty("og:image")
    expect(none).not.toHaveProperty("twitter:image")
    expect(none["twitter:card"]).toBe("summary_large_image")
  })
})
