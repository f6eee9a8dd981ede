import {
  absoluteUrl,
  blogPosting,
  breadcrumbList,
  organization,
  pageStructuredData,
  sectionPages,
  serializeJsonLd,
  website,
} from "../../../src/lib/seo/structured-data"
import { externalLinks } from "../../../src/config/external-links"

const siteUrl = "https://www.rapport.example"
const pages = [
  { path: "/resources", title: "Blog" },
  { path: "/resources/books-guides", title: "Guides and eBooks" },
]

type Crumb = { "@type": string; position: number; name: string; item?: string }
const crumbs = (path: string, title?: string | null, sections = pages): Crumb[] | null =>
  (breadcrumbList({ path, title, siteUrl, pages: sections })?.itemListElement as Crumb[] | undefined) ?? null

describe("absoluteUrl", () => {
  test.each([
    ["/", "https://www.rapport.example/"],
    ["", "https://www.rapport.example/"],
    ["/pricing", "https://www.rapport.example/pricing"],
    ["static/x.png", "https://www.rapport.example/static/x.png"],
    ["https://cdn.example/x.png", "https://cdn.example/x.png"],
  ])("%s → %s", (path, expected) => {
    expect(absoluteUrl(`${siteUrl}/`, path)).toBe(expected)
  })
})

describe("Organization and WebSite", () => {
  test("the Organization is Rapport, with its home page, an absolute logo and every social account", () => {
    expect(organization({ siteUrl, logoUrl: "/logo.svg" })).toEqual({
      "@type": "Organization",
      "@id": "https://www.rapport.example/#organization",
      name: "Rapport",
      url: "https://www.rapport.example/",
      logo: "https://www.rapport.example/logo.svg",
      sameAs: Object.values(externalLinks.social),
    })
    expect(organization({ siteUrl, logoUrl: "/logo.svg" }).sameAs).toContain("https://www.linkedin.com/company/rapport-crm-example")
  })

  test("the WebSite is published by the Organization", () => {
    expect(website({ siteUrl })).toMatchObject({
      "@type": "WebSite",
      name: "Rapport",
      url: "https://www.rapport.example/",
      publisher: { "@id": "https://www.rapport.example/#organization" },
    })
  })
})

describe("breadcrumbList", () => {
  test.each(["/", "/pricing", "/resources", "/pricing?x=1#y"])("%s is not nested: no trail", (path) => {
    expect(crumbs(path, "Anything")).toBeNull()
  })

  test("a blog post: Home › Blog (the real /resources page) › its title, every crumb linked", () => {
    expect(crumbs("/resources/how-to-build-a-sales-pipeline-in-gmail", "How to build a sales pipeline in Gmail")).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.rapport.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.rapport.example/resources" },
      {
        "@type": "ListItem",
        position: 3,
        name: "How to build a sales pipeline in Gmail",
        item: "https://www.rapport.example/resources/how-to-build-a-sales-pipeline-in-gmail",
      },
    ])
  })

  test("a middle crumb with no page is the segment in words, without an item (never a link to a 404)", () => {
    expect(crumbs("/industries/agency-crm", "Agency CRM")).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.rapport.example/" },
      { "@type": "ListItem", position: 2, name: "Industries" },
      { "@type": "ListItem", position: 3, name: "Agency CRM", item: "https://www.rapport.example/industries/agency-crm" },
    ])
    expect(crumbs("/resources/x", "X", [])![1]).toEqual({ "@type": "ListItem", position: 2, name: "Resources" })
  })

  test("deeper paths name every level; hyphens and encoded characters read as words", () => {
    expect(crumbs("/resources/books-guides/the-relationship-selling-playbook", "The relationship selling playbook")!.map((c) => c.name)).toEqual([
      "Home",
      "Blog",
      "Guides and eBooks",
      "The relationship selling playbook",
    ])
    expect(crumbs("/caf%C3%A9-guides/x_y/last-one", null)!.map((c) => c.name)).toEqual(["Home", "Café Guides", "X Y", "Last One"])
  })

  test("the last crumb is the title, else the page's own title, else its segment in words", () => {
    expect(crumbs("/resources/books-guides", null)!.at(-1)!.name).toBe("Guides and eBooks")
    expect(crumbs("/blog/placeholder", "  ")!.at(-1)!.name).toBe("Placeholder")
  })

  test("trailing slashes, queries and hashes do not change the trail", () => {
    expect(crumbs("/resources/x/?utm_source=y#top", "X")).toEqual(crumbs("/resources/x", "X"))
    expect(crumbs("/resources/x", "X", [{ path: "/resources/", title: "Blog" }])![1]!.name).toBe("Blog")
  })
})

describe("sectionPages: the pages that have pages below them", () => {
  test("keeps ancestors only, whatever the order", () => {
    const entries = [
      { path: "/resources/a", title: "A" },
      { path: "/resources", title: "Blog" },
      { path: "/pricing", title: "Pricing" },
      { path: "/", title: "Home" },
      { path: null, title: "Press release" },
      { path: "/resources/books-guides/x", title: "X" },
      { path: "/resources/books-guides", title: "Guides" },
      { path: "/industries/agency-crm", title: "Agency" },
    ]
    expect(sectionPages(entries).map((p) => p.path)).toEqual(["/resources", "/resources/books-guides"])
  })
})

describe("pageStructuredData", () => {
  const graph = (path: string, extra: { indexable?: boolean } = {}) =>
    pageStructuredData({ siteUrl, logoUrl: "/logo.svg", path, title: "T", pages, ...extra })["@graph"].map((node) => node["@type"])

  test("Organization and WebSite everywhere; BreadcrumbList on nested pages only", () => {
    expect(graph("/")).toEqual(["Organization", "WebSite"])
    expect(graph("/pricing")).toEqual(["Organization", "WebSite"])
    expect(graph("/resources/x")).toEqual(["Organization", "WebSite", "BreadcrumbList"])
  })

  test("no trail on pages that are not indexable (index false, the 404 page)", () => {
    expect(graph("/resources/x", { indexable: false })).toEqual(["Organization", "WebSite"])
  })

  test("it is a schema.org graph", () => {
    expect(pageStructuredData({ siteUrl, logoUrl: "/logo.svg", path: "/", pages })["@context"]).toBe("https://schema.org")
  })
})

describe("blogPosting (a blog post's JSON-LD)", () => {
  const article = {
    headline: "How to build a sales pipeline in Gmail",
    description: "Step by step.",
    image: "/static/abc/cover.jpg",
    datePublished: "2026-03-02T09:00:00Z",
    dateModified: "2026-04-01T10:00:00Z",
    author: { name: "Maya Okafor", jobTitle: "Head of Customer Success" },
    section: "Sales",
  }

  test("headline, absolute image, dates, author, publisher and the page it is", () => {
    expect(blogPosting({ siteUrl, path: "/resources/pipeline", article })).toEqual({
      "@type": "BlogPosting",
      "@id": "https://www.rapport.example/resources/pipeline#article",
      headline: "How to build a sales pipeline in Gmail",
      description: "Step by step.",
      image: ["https://www.rapport.example/static/abc/cover.jpg"],
      datePublished: "2026-03-02T09:00:00Z",
      dateModified: "2026-04-01T10:00:00Z",
      author: { "@type": "Person", name: "Maya Okafor", jobTitle: "Head of Customer Success" },
      publisher: { "@id": "https://www.rapport.example/#organization" },
      mainEntityOfPage: "https://www.rapport.example/resources/pipeline",
      isPartOf: { "@id": "https://www.rapport.example/#website" },
      articleSection: "Sales",
      inLanguage: "en",
    })
  })

  test("without an author the Organization is the author; dateModified falls back to datePublished; long headlines are cut at a word", () => {
    const node = blogPosting({
      siteUrl,
      path: "/resources/x",
      article: { headline: `${"word ".repeat(40)}end`, author: null, datePublished: "2026-01-01T00:00:00Z" },
    })
    expect(node.author).toEqual({ "@id": "https://www.rapport.example/#organization" })
    expect(node.dateModified).toBe("2026-01-01T00:00:00Z")
    expect((node.headline as string).length).toBeLessThanOrEqual(110)
    expect(node.headline).toMatch(/word…$/)
    expect(node).not.toHaveProperty("image")
  })

  test("joins the page's graph when the page is a post", () => {
    const types = pageStructuredData({ siteUrl, logoUrl: "/logo.svg", path: "/resources/x", title: "T", pages, article })["@graph"].map((node) => node["@type"])
    expect(types).toEqual(["Organization", "WebSite", "BreadcrumbList", "BlogPosting"])
  })
})

describe("serializeJsonLd", () => {
  test("no '<' survives, so the JSON cannot close the script or open a comment; it parses back unchanged", () => {
    const value = { name: "</script><script>alert(1)</script><!-- & > \u2028\u2029" }
    const json = serializeJsonLd(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain("\\u003c/script\\u003e")
    expect(JSON.parse(json)).toEqual(value)
  })
})
